import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomInt } from "node:crypto";
import path from "node:path";
import { e2eDataDir } from "../../playwright.config";

/** Every test comes from its own client address, so rate limits never leak between tests. */
export const test = base.extend<{ clientIp: string; signIn: () => Promise<void> }>({
  clientIp: async ({}, provide) => {
    // An address from the IPv6 documentation range, random enough never to repeat in a run.
    await provide(`2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`);
  },
  context: async ({ context, clientIp }, provide) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    await provide(context);
  },
  /**
   * Signs the test's browser context in as a fresh cook, so signed-in pages open.
   * CONTRACT PLACEHOLDER: the accounts issue replaces this with a real sign-up and log-in.
   */
  signIn: async ({}, provide) => {
    await provide(async () => {});
  },
});

export { expect };

/** Fails on any axe-core violation (WCAG 2.x A/AA and best practices). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
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
