import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";

/**
 * Another member's browser: a fresh context at the project's width, from its own address
 * (`clientIp` and a `suffix`, so two members never share one address's limits).
 */
export function secondBrowser(browser: Browser, testInfo: TestInfo, clientIp: string, suffix: string): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, extraHTTPHeaders: { "X-Forwarded-For": `${clientIp}${suffix}` } });
}

/** Axe in the light and the dark theme, with a full-page screenshot of each for a person to look at. */
export async function axeInBothThemes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}-${testInfo.project.name}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}
