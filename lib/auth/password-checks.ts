import { AppError } from "@/lib/platform/errors";

export const PASSWORD_CHECKS_BUSY = "Many people are logging in right now. Please try again in a moment.";

/**
 * At most `slots` password checks at a time in this process; up to `maxWaiting` more wait their
 * turn, in order; beyond that the answer is 429 at once.
 *
 * Why these numbers: bcryptjs computes on the event loop in slices of up to 100 ms (a compare at
 * cost 11 is ~136 ms of CPU), so checks run side by side do not finish sooner: they stretch each
 * other and every other request waiting between slices. Two at a time bound what a flood of
 * logins can take from the rest of the app to two slices; a queue of 16 lets an honest burst (a
 * class of cooks logging in together) through with a wait of about two seconds (16 × 136 ms)
 * on an idle server; past it, a quick 429 costs the server nothing, where queueing more would
 * hold memory and sockets for an attacker. The queue is bounded by its length, not by a clock,
 * so a busy machine serves late rather than refusing work it has already accepted.
 */
export class PasswordCheckGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await this.waitForSlot();
    else this.running += 1;
    try {
      return await check();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so nobody can jump the queue.
      if (next) next();
      else this.running -= 1;
    }
  }

  private waitForSlot(): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}

function busy(): AppError {
  return new AppError("rate_limited", PASSWORD_CHECKS_BUSY, { retryAfterSeconds: 1, messageCode: "password_checks_busy" });
}

// Process-wide: the login route, next-auth's route and the reset route are bundled separately.
const processWide = globalThis as { __resPePasswordChecks?: PasswordCheckGate };

/** The gate every bcrypt hash and compare of this process goes through. */
export function passwordChecks(): PasswordCheckGate {
  return (processWide.__resPePasswordChecks ??= new PasswordCheckGate(2, 16));
}
