import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";
import { dietsOf, DIET_LABELS } from "../lib/diets";
import { formatMinutes } from "../lib/meals/presentation";
import { catalog } from "./support/catalog";

// The meal with the most ingredients shows the list at its fullest.
const meal = [...catalog].sort((a, b) => b.ingredients.length - a.ingredients.length)[0]!;

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("the recipe page shows the whole recipe, as the seed lists it", async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(`/recipeDetail/${meal.id}`);
  expect(response!.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1, name: meal.name })).toBeVisible();
  await expect(page.getByRole("img", { name: meal.imageAlt })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: meal.category }).first()).toBeVisible();
  await expect(page.getByText(meal.area, { exact: true })).toBeVisible();
  // No video of its own: the link is a search, and says so.
  await expect(page.getByRole("link", { name: /Watch Video/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Find a video/ })).toHaveAttribute(
    "href",
    `https://www.youtube.com/results?search_query=${encodeURIComponent(`${meal.name} recipe`)}`,
  );
  await expect(page.getByRole("link", { name: /View Source/ })).toHaveCount(0); // the catalog has no sources

  await expect(page.getByRole("heading", { level: 2, name: "Ingredients" })).toBeVisible();
  const ingredients = page.locator(".ingredient-list li");
  await expect(ingredients).toHaveCount(meal.ingredients.length);
  await expect(ingredients.first()).toHaveText(`${meal.ingredients[0]!.measure} ${meal.ingredients[0]!.name}`);

  await expect(page.getByRole("heading", { level: 2, name: "Instructions" })).toBeVisible();
  await expect(page.locator(".recipe__steps li")).toHaveCount(meal.instructions.length);
  await expect(page.getByText("Enjoy your meal!")).toBeVisible();

  const jsonLd = page.locator('script[type="application/ld+json"]');
  const data = JSON.parse((await jsonLd.textContent())!);
  expect(data).toMatchObject({
    "@type": "Recipe",
    name: meal.name,
    recipeCategory: meal.category,
    prepTime: `PT${meal.prepMinutes}M`,
    cookTime: `PT${meal.cookMinutes}M`,
    totalTime: `PT${meal.totalMinutes}M`,
  });
  expect(data.recipeIngredient).toHaveLength(meal.ingredients.length);
  expect(await jsonLd.evaluate((script) => (script as HTMLScriptElement).nonce)).not.toBe("");

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("the recipe page shows times, difficulty, diet badges and cooking tips", async ({ page }) => {
  // A vegan meal with three tips shows every badge kind a cook filters by, and every tip.
  const vegan = catalog.find((candidate) => candidate.category === "Vegan" && candidate.tips.length === 3 && dietsOf(candidate.ingredients).length >= 3)!;
  const errors = collectPageErrors(page);
  await page.goto(`/recipeDetail/${vegan.id}`);
  await expect(page.getByRole("heading", { level: 1, name: vegan.name })).toBeVisible();

  const facts = page.locator(".recipe__facts");
  for (const [label, minutes] of [["Preparation", vegan.prepMinutes], ["Cooking", vegan.cookMinutes], ["Total", vegan.totalMinutes]] as const) {
    await expect(facts.locator("div").filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) })).toContainText(formatMinutes(minutes));
  }
  await expect(facts.locator("div").filter({ has: page.getByRole("term").filter({ hasText: "Difficulty" }) }).getByRole("definition")).toHaveText(
    vegan.difficulty[0]!.toUpperCase() + vegan.difficulty.slice(1),
  );

  const badges = page.getByRole("list", { name: /Suits these diets/ }).getByRole("listitem");
  await expect(badges).toHaveText(dietsOf(vegan.ingredients).map((diet) => DIET_LABELS[diet]));
  await expect(badges.filter({ hasText: /^Vegan$/ })).toBeVisible();

  const tips = page.getByRole("region", { name: "Cooking tips" }).getByRole("listitem");
  await expect(tips).toHaveText(vegan.tips);

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("the recipe prints without navigation, footer or buttons", async ({ page }) => {
  await page.goto(`/recipeDetail/${meal.id}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("link", { name: /Find a video/ })).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Ingredients" })).toBeVisible();
});

test("an unknown meal is a 'Meal not found' page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/recipeDetail/99999999");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Meal not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a malformed meal id is 'Meal not found' too", async ({ page }) => {
  const response = await page.goto("/recipeDetail/not-a-meal");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Meal not found" })).toBeVisible();
});
