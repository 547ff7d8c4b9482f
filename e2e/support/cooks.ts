import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { encode } from "next-auth/jwt";
import type { BrowserContext } from "@playwright/test";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName } from "../../lib/platform/auth-gate";
import { resolveAuthSecret } from "../../lib/platform/config";
import { e2eAppEnv, e2eDataDir } from "../../playwright.config";

/**
 * Cooks for tests whose subject is not the sign-up or the login. The real register and login
 * routes cost two bcrypt operations per cook (~0.3 s of a core, more on a slow machine), and most
 * tests need a cook. So a pool of cooks is written into the e2e server's SQLite database before
 * the first test (global-setup.ts), each test takes cooks of its own from it, and their sessions
 * are minted as the app mints them.
 *
 * Written before the tests, not while they run: a write from this process between an app
 * transaction's first read and its first write makes that transaction fail (SQLite's WAL refuses
 * to upgrade a reader whose snapshot is stale), which a rating saved at that moment did.
 */

export type TestAccount = { name: string; email: string; password: string };
type SeededCook = TestAccount & { id: string };

/** The password every test cook has (tests that change it say so). */
const TEST_PASSWORD = "lentil soup on sundays";

/**
 * lib/auth/password.ts's BCRYPT_COST (that module is server-only, so a test cannot import it): a
 * seeded cook's password takes as long to check as a signed-up one's.
 */
const BCRYPT_COST = 11;

/** About five times what a run of both projects takes (212 cooks); past it, cooks sign up for real. */
const POOL_SIZE = 1000;

const POOL_FILE = path.join(e2eDataDir, "cook-pool.json");
const CLAIMS_DIR = path.join(e2eDataDir, "cook-claims");

/** A new cook's details, unique to the call (not stored anywhere yet). */
export function newAccount(): TestAccount {
  return { name: "Test Cook", email: `cook-${randomUUID()}@example.com`, password: TEST_PASSWORD };
}

/** Letters only, so a name never starts a catalog search by a digit and reads as a name. */
function randomLetters(count: number): string {
  return [...randomBytes(count)].map((byte) => "abcdefghijklmnopqrstuvwxyz"[byte % 26]).join("");
}

/** A cuid-like id, as Prisma would make: "c" and 24 lower-case letters and digits. */
function newUserId(): string {
  return `c${BigInt(`0x${randomBytes(16).toString("hex")}`).toString(36).padStart(25, "0").slice(0, 24)}`;
}

/** Writes the pool (global-setup.ts): cooks as the register route leaves them, all with TEST_PASSWORD. */
export async function seedCookPool(): Promise<void> {
  const passwordHash = await bcrypt.hash(TEST_PASSWORD, BCRYPT_COST);
  // Prisma's SQLite adapter stores dates as ISO 8601 text with "+00:00".
  const now = new Date().toISOString().replace("Z", "+00:00");
  const cooks: SeededCook[] = Array.from({ length: POOL_SIZE }, () => ({
    id: newUserId(),
    // Each its own name, so a test can find its cook in a shared list (/ranking's top cooks).
    name: `Test Cook ${randomLetters(8)}`,
    email: `cook-${randomUUID()}@example.com`,
    password: TEST_PASSWORD,
  }));
  const db = new Database(path.join(e2eDataDir, "res-pe.db"), { fileMustExist: true, timeout: 30_000 });
  try {
    const insert = db.prepare(
      'INSERT INTO "User" ("id", "name", "email", "passwordHash", "sessionVersion", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 0, ?, ?)',
    );
    db.transaction(() => {
      for (const cook of cooks) insert.run(cook.id, cook.name, cook.email, passwordHash, now, now);
    })();
  } finally {
    db.close();
  }
  fs.rmSync(CLAIMS_DIR, { recursive: true, force: true });
  fs.mkdirSync(CLAIMS_DIR, { recursive: true });
  fs.writeFileSync(POOL_FILE, JSON.stringify(cooks));
}

/** A worker's view of the pool: hands out cooks no other test has had, and mints their sessions. */
export class CookPool {
  private readonly cooks: SeededCook[] = JSON.parse(fs.readFileSync(POOL_FILE, "utf8"));
  // The server's own secret: with no AUTH_SECRET set (playwright.config.ts pins it empty), the
  // one it generated into the data folder on its first start.
  private readonly secret = resolveAuthSecret({
    server: { dataDir: e2eDataDir, ephemeralFileSystem: false },
    database: { provider: "sqlite" },
    auth: { configuredSecret: undefined },
  } as Parameters<typeof resolveAuthSecret>[0]);
  private readonly secureCookies = e2eAppEnv.SITE_URL!.startsWith("https:");
  private next = 0;

  /**
   * The next cook nobody has taken, or undefined when the pool is used up. A cook is taken by
   * creating its claim file (exclusive create: of two workers asking at once, one gets it).
   */
  take(): SeededCook | undefined {
    for (; this.next < this.cooks.length; this.next += 1) {
      try {
        fs.closeSync(fs.openSync(path.join(CLAIMS_DIR, String(this.next)), "wx"));
        return this.cooks[this.next++];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    return undefined;
  }

  /**
   * Puts a session of `cook` in the browser context, as a login would: the app's session token (a
   * next-auth JWT with the claims lib/platform/auth-gate/session-token.ts writes, encrypted with
   * the data folder's secret) in the app's cookie. The cookie is the host's, so it is good on
   * every app instance of the run (they share the data folder).
   */
  async signIn(context: BrowserContext, cook: SeededCook, origin: string): Promise<void> {
    const token = await encode({
      token: { sub: cook.id, uid: cook.id, sv: 0, at: Math.floor(Date.now() / 1000) },
      secret: this.secret,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    const secure = this.secureCookies;
    await context.addCookies([{ name: sessionCookieName(secure), value: token, url: origin, httpOnly: true, sameSite: "Lax", secure }]);
  }
}
