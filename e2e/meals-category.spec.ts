import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { footerNav } from "./support/navigation";
import { catalogMealsIn } from "./support/catalog";

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

for (const category of ["Dessert", "Side", "Starter", "Vegan", "Vegetarian"]) {
  // The seed's Category menu: its links are in the footer of every signed-in page (issue 30).
  test(`the footer's ${category} leads to its category page`, async ({ page }) => {
    if (category === "Dessert") test.slow(); // axe on a page of many cards
    await page.goto("/home");
    await footerNav(page).getByRole("link", { name: category }).click();

    await expect(page).toHaveURL(`/category?c=${category}`);
    await expect(page.getByRole("heading", { level: 1, name: `Category: ${category}` })).toBeVisible();
    const meals = catalogMealsIn(category);
    await expect(page.getByRole("article")).toHaveCount(meals.length);
    const first = page.getByRole("article").first();
    const name = (await first.getByRole("heading", { level: 2 }).textContent())!;
    const meal = meals.find((m) => m.name === name)!;
    // The whole card is one link to the recipe, with its time and difficulty on it.
    await expect(first.getByRole("link", { name })).toHaveAttribute("href", `/recipeDetail/${meal.id}`);
    await expect(first).toContainText(/Total time \d+ (min|hr)/);
    await expect(first).toContainText(/Difficulty (Easy|Medium|Hard)/);
    if (category === "Dessert") await expectNoAxeViolations(page);
  });
}

test("an unknown category shows its heading and 'No meals found'", async ({ page }) => {
  await page.goto("/category?c=Unicorns");
  await expect(page.getByRole("heading", { level: 1, name: "Category: Unicorns" })).toBeVisible();
  await expect(page.getByText("No meals found")).toBeVisible();
  await expectNoAxeViolations(page);
});
