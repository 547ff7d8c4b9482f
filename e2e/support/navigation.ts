import type { Locator, Page } from "@playwright/test";

/** The signed-in pages' five main destinations (a top bar on a desktop, tabs at the bottom of a phone). */
export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main" });

/** The footer's links: the seed's categories, Tips, About and Contact. */
export const footerNav = (page: Page): Locator => page.getByRole("navigation", { name: "More" });

/** Opens the avatar's account menu (Account, Saved, AI Chef, Ranking, Log out) and answers it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole("navigation", { name: "Account" });
  await menu.getByRole("button", { name: "Account menu" }).click();
  return menu;
}
