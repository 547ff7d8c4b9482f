import { TIP_THEMES } from "../lib/tips";
import { catalog } from "./support/catalog";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";
import { footerNav } from "./support/navigation";

/** A tip and one of its recipes that the e2e server has seeded (the first such link on the page). */
const seededIds = new Set(catalog.map((meal) => meal.id));
const { tip, meal } = TIP_THEMES.flatMap((theme) => theme.tips)
  .flatMap((candidate) => candidate.meals.map((link) => ({ tip: candidate, meal: link })))
  .find(({ meal: link }) => seededIds.has(link.id))!;

test("a visitor reaches the tips from the header, jumps to a theme, and a recipe asks them to log in", async ({
  page,
}) => {
  // The longest page of the site: axe alone takes ~5 s on it on an idle machine (~2 s for About).
  test.slow();
  const errors = collectPageErrors(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tips" }).click();
  await expect(page).toHaveURL(/\/tipsHome$/);
  await expect(page).toHaveTitle("Cooking tips | Res-pe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cooking tips");
  await expect(page.getByText("The recipes linked below open once you log in.")).toBeVisible();

  // Every theme is in the contents, and following one lands on its heading.
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents.getByRole("listitem")).toHaveCount(TIP_THEMES.length);
  await contents.getByRole("link", { name: "Food safety" }).click();
  await expect(page).toHaveURL(/#food-safety$/);
  await expect(page.getByRole("heading", { level: 2, name: "Food safety" })).toBeInViewport();
  const figures = page.getByRole("table", { name: /Key food-safety figures/ });
  await expect(figures.getByRole("row", { name: /^Fridge/ })).toContainText("0–5 °C");
  await expect(figures.getByRole("row", { name: /^Poultry/ })).toContainText("165 °F (74 °C)");

  await expect(page.locator(".tip")).toHaveCount(TIP_THEMES.reduce((sum, theme) => sum + theme.tips.length, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  await page.locator(`#${tip.slug}`).getByRole("link", { name: meal.name }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(`/recipeDetail/${meal.id}`)}$`));
});

test("a cook reaches /tips from the footer and a tip's recipe link opens the recipe", async ({ page, signIn }) => {
  test.slow(); // axe on the long page, as above
  await signIn();
  await page.goto("/home");
  await footerNav(page).getByRole("link", { name: "Tips" }).click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cooking tips");
  // Signed in, the recipes open directly: no log-in note.
  await expect(page.getByText("The recipes linked below open once you log in.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const tipCard = page.getByRole("article", { name: tip.title });
  await expect(tipCard.getByRole("list", { name: "Try it in" }).getByRole("listitem")).toHaveCount(tip.meals.length);
  await tipCard.getByRole("link", { name: meal.name }).click();
  await expect(page).toHaveURL(new RegExp(`/recipeDetail/${meal.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: meal.name })).toBeVisible();
});

test("the contents work from the keyboard, and every theme leads back to them", async ({ page, isMobile }) => {
  await page.goto("/tipsHome");
  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: "Pulses" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#pulses$/);
  await expect(page.getByRole("heading", { level: 2, name: "Pulses" })).toBeInViewport();
  if (isMobile) {
    // On a phone the contents scroll away; each theme ends with a way back to them.
    await page.getByRole("region", { name: "Pulses" }).getByRole("link", { name: "Back to contents" }).click();
    await expect(contents).toBeInViewport();
  } else {
    // On a wide screen the contents stay in view beside the themes.
    await expect(contents).toBeInViewport();
  }
});
