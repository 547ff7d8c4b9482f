import { expect, type Locator, type Page } from "@playwright/test";

/** The signed-in pages' five main destinations (a top bar on a desktop, tabs at the bottom of a phone). */
export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main" });

/** The footer's links: the seed's categories, Tips, About and Contact. */
export const footerNav = (page: Page): Locator => page.getByRole("navigation", { name: "More" });

/** Opens the avatar's account menu (Account, Saved, AI Chef, Ranking, Log out) and answers it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole("navigation", { name: "Account" });
  const button = menu.getByRole("button", { name: "Account menu" });
  // The button is drawn by the server and opens the menu once the page's code has run. Right
  // after a full page load (signing in ends with one) a click can come first and do nothing
  // (CI on 2026-11-29: clicked 4 ms after /home's URL, the test then waited for the menu's link
  // until its time ran out). So: click while it is closed, until it says it is open.
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}
