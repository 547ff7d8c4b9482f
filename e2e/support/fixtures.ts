import AxeBuilder from "@axe-core/playwright";
import axeCore, { type Result, type RunOptions } from "axe-core";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { e2eDataDir, e2eMailFile } from "../../playwright.config";
import { CookPool, newAccount, type TestAccount } from "./cooks";

export { newAccount, type TestAccount } from "./cooks";

/** Every test comes from its own client address, so rate limits never leak between tests. */
export const test = base.extend<
  {
    clientIp: string;
    /** A new cook with an account (the test password of ./cooks.ts), signed in nowhere. */
    seedCook: () => Promise<TestAccount>;
    /** Signs the test's browser context in as a new cook, so signed-in pages open. */
    signIn: () => Promise<TestAccount>;
    /** Signs another browser context (a second cook's browser) in as a new cook. */
    signInAs: (context: BrowserContext) => Promise<TestAccount>;
  },
  { cookPool: CookPool }
>({
  cookPool: [
    async ({}, provide) => {
      await provide(new CookPool());
    },
    { scope: "worker" },
  ],
  clientIp: async ({}, provide) => {
    // An address from the IPv6 documentation range, random enough never to repeat in a run. The
    // randomness is in the /64 prefix: the rate limits key IPv6 clients by their /64.
    await provide(`2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`);
  },
  context: async ({ context, clientIp }, provide) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    await provide(context);
  },
  /**
   * From the pool of cooks written before the tests (./cooks.ts), not through the sign-up and
   * login routes: accounts.spec.ts and account.spec.ts test those. Should the pool run out (a run
   * with --repeat-each), cooks sign up through the routes as before.
   */
  seedCook: async ({ cookPool, context }, provide) => {
    await provide(async () => cookPool.take() ?? (await signUpThroughRoutes(context.request, { logIn: false })));
  },
  signInAs: async ({ cookPool, baseURL }, provide) => {
    await provide(async (context) => {
      const cook = cookPool.take();
      if (!cook) return signUpThroughRoutes(context.request, { logIn: true });
      await cookPool.signIn(context, cook, baseURL!);
      return cook;
    });
  },
  signIn: async ({ context, signInAs }, provide) => {
    await provide(() => signInAs(context));
  },
});

/** A new cook through the real register route (and login route: the session lands in `request`'s cookies). */
async function signUpThroughRoutes(request: APIRequestContext, { logIn }: { logIn: boolean }): Promise<TestAccount> {
  const account = newAccount();
  const registered = await request.post("/api/entry/register", { data: { ...account, confirmPassword: account.password } });
  expect(registered.status(), await registered.text()).toBe(201);
  if (logIn) {
    const loggedIn = await request.post("/api/entry/login", { data: { email: account.email, password: account.password } });
    expect(loggedIn.status(), await loggedIn.text()).toBe(200);
  }
  return account;
}

export { expect };

/**
 * For a test that checks HTTP answers only (status, headers, bodies): no width changes them, so
 * the desktop project alone runs it (the phone project leaves out the tag, playwright.config.ts).
 */
export const HTTP_ONLY = { tag: "@http" };

/**
 * For a test of behaviour no width changes (what the service worker keeps and clears, what the
 * offline queue sends, and for whom), with no look at layout and no axe audit of its own: the
 * desktop project alone runs it, as HTTP_ONLY. The pages it passes through are drawn and audited
 * at both widths by other tests. Issue 29: ~30 s of each run's phone project.
 */
export const ONE_WIDTH = { tag: "@one-width" };

/**
 * Fails on any axe-core violation (WCAG 2.x A/AA and best practices), judged on the settled page:
 * - a toast that is fading in or out has, for a moment, text at a fraction of its opacity, which
 *   axe would report as low contrast depending on when it looked;
 * - a streamed part (a Suspense boundary: React's `B:` template marks it until its content is in
 *   place, and React may reveal it after the load event) would be judged on its loading line:
 *   a recipe page seen while "Loading meal details..." has no level-one heading.
 */
export async function expectNoAxeViolations(page: Page, rules: AxeRules = EVERY_RULE): Promise<void> {
  // Judged as a cook who asked for less motion sees it: a toast is then either there or not (its
  // fade is a transition the system setting turns off, sonner's own rule), never half-faded.
  // Waiting for running animations alone was not enough: a toast drawn just before axe began,
  // or timed out while axe ran (several seconds on a busy machine), faded in or out during the
  // check, and its text at a fraction of its opacity failed color-contrast (CI on 2026-11-29).
  const reducedBefore = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await settledAndChecked(page, rules);
  } finally {
    if (!reducedBefore) await page.emulateMedia({ reducedMotion: "no-preference" });
  }
}

type AxeRules = { type: "tag" | "rule"; values: string[] };
/** WCAG 2.x A and AA, and axe's best practices. */
const EVERY_RULE: AxeRules = { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] };
/**
 * The rules among those whose answer depends on colours (axe's category `cat.color`): all that
 * can differ between the light and the dark theme of one page load, whose elements are the same.
 */
const COLOUR_RULES: AxeRules = { type: "rule", values: ["color-contrast", "link-in-text-block"] };

async function settledAndChecked(page: Page, rules: AxeRules): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('template[id^="B:"]') === null &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // Every rule still runs and every violation is reported in full; passing and inapplicable
  // checks are not listed node by node (on a page of 100 cards that list was 1.5 MB, and axe
  // took a third longer to build it).
  const options: RunOptions = { runOnly: rules, resultTypes: ["violations"] };
  let violations: Pick<Result, "id" | "help" | "nodes">[];
  if (page.frames().length === 1) {
    // axe.run in the page itself, as axe-core has always run, with axe put into the page once per
    // document (the builder puts its 550 kB in again for every check, twice per page checked in
    // both themes; with the dark pass's colour rules alone, 4 s of the browser's 75 s on the
    // phone's theme, German 360 px and layout specs). The builder's default (runPartial in each
    // frame, then finishRun in a new blank page it opens, into which it injects axe again) took
    // about twice as long for the same rules and the same answers (issue 29: 1.6 s against 0.9 s
    // on /aboutHome, 8 s against 3.3 s on /tipsHome, on a busy 2-core machine).
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${axeCore.source};undefined`);
    violations = await page.evaluate(
      (runOptions) => (window as unknown as { axe: typeof axeCore }).axe.run(document, runOptions).then((results) => results.violations),
      options,
    );
  } else {
    // What the builder's default is for, frames of other origins, our pages do not have: a page
    // with any frame gets it all the same.
    const builder = new AxeBuilder({ page }).options(options);
    violations = (await (rules.type === "tag" ? builder.withTags(rules.values) : builder.withRules(rules.values)).analyze()).violations;
  }
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * axe in the light and then the dark theme on one page load: the DOM is the same, only the
 * system setting (and so the colours) changes in between, as theme.spec.ts shows the page follows
 * it without a reload. Half the page loads of a load per theme. In the dark theme only the rules
 * that read colours run: every other rule judges the same elements and would answer the same.
 * Leaves the page in the light theme.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, afterEach?: (scheme: "light" | "dark") => Promise<void>): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(scheme === "dark");
    await test.step(`axe in the ${scheme} theme`, () => expectNoAxeViolations(page, scheme === "light" ? EVERY_RULE : COLOUR_RULES));
    await afterEach?.(scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Records CSP violations and uncaught script errors: either would mean the page is broken. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The app's SQLite database, read directly to check what the app stored. */
export function openAppDatabase(): Database.Database {
  return new Database(path.join(e2eDataDir, "res-pe.db"), { readonly: true, fileMustExist: true });
}

/**
 * The 12-digit code of the newest reset email the loopback SMTP server received for `email`, as
 * the email shows it ("4821 0937 5562"): a cook types it with its spaces.
 */
export async function resetCodeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(e2eMailFile) ? fs.readFileSync(e2eMailFile, "utf8").trim().split("\n") : [];
        const mails = lines.filter(Boolean).map((line) => JSON.parse(line) as { to: string[]; raw: string });
        const mail = mails.filter((entry) => entry.to.includes(email)).at(-1);
        code = mail ? /reset code is:?\s*(?:<[^>]*>\s*)*(\d{4} \d{4} \d{4})/.exec(mail.raw)?.[1] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{4} \d{4} \d{4}$/);
  return code!;
}
