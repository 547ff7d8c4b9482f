import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const CATEGORIES = ["Dessert", "Side", "Starter", "Vegan", "Vegetarian"];

test("the signed-in navigation bar has the seed's links and a keyboard-usable Category menu", async ({
  page,
  isMobile,
  signIn,
}) => {
  await signIn();
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  if (isMobile) {
    const menuButton = nav.getByRole("button", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "AI Chef" })).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  }
  for (const name of ["Home", "AI Chef", "About", "Contact"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();

  const categoryButton = nav.getByRole("button", { name: "Category" });
  await expect(categoryButton).toHaveAttribute("aria-expanded", "false");
  await categoryButton.focus();
  await page.keyboard.press("Enter");
  await expect(categoryButton).toHaveAttribute("aria-expanded", "true");
  for (const category of CATEGORIES) {
    await expect(nav.getByRole("link", { name: category })).toHaveAttribute(
      "href",
      `/category?c=${category}`,
    );
  }
  await expectNoAxeViolations(page);

  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dessert" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(categoryButton).toHaveAttribute("aria-expanded", "false");
  await expect(categoryButton).toBeFocused();
  await expect(nav.getByRole("link", { name: "Dessert" })).toBeHidden();
});

test("a click outside closes the Category menu", async ({ page, isMobile, signIn }) => {
  await signIn();
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main" });
  if (isMobile) await nav.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("button", { name: "Category" }).click();
  await expect(nav.getByRole("link", { name: "Vegan" })).toBeVisible();
  // The heading's left end: with the Ranking link the open menu reaches over the heading's middle.
  await page.getByRole("heading", { level: 1 }).click({ position: { x: 4, y: 4 } });
  await expect(nav.getByRole("link", { name: "Vegan" })).toBeHidden();
});
