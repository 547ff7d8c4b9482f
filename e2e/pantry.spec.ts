import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// A made-up ingredient only this test's recipe uses, so the matches it reads are its own. Its
// recipes are Miscellaneous: the category specs count the menu's categories' cards.
const uniqueWord = () => `Yqzorb${randomBytes(4).toString("hex").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

test("the pantry: add items, see what can be made and what is missing, open the recipe", async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  await signIn();
  const word = uniqueWord();
  const name = `Yq pantry stew ${word}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      name,
      category: "Miscellaneous",
      area: "British",
      instructions: "Soften the onion.\nAdd the beans and simmer.",
      servings: 2,
      ingredients: [
        { name: `${word} beans`, measure: "400 g" },
        { name: "Onion", measure: "1" },
        { name: "Salt", measure: "1 pinch" },
        { name: "Lemon", measure: "1" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto("/pantry");
  await expect(page.getByRole("heading", { level: 1, name: "What can I cook?" })).toBeVisible();
  await expect(page.getByText("Salt, pepper, oil and water are assumed.")).toBeVisible();
  await expect(page.getByText(/Add what is in your kitchen/)).toBeVisible();
  await expectNoAxeViolations(page);

  const saved = () => page.waitForResponse((response) => response.url().endsWith("/api/pantry") && response.request().method() === "PUT" && response.ok());
  const adding = saved();
  await page.getByLabel("Add an ingredient").fill(`2 tins ${word} beans, drained`);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await adding;
  const quick = saved();
  await page.getByRole("button", { name: "Add Onions" }).click();
  await quick;

  const recipe = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(recipe.getByText("You have 3 of 4 — missing: lemon")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your pantry" }).getByText("Onions")).toBeVisible();

  // Staples are editable: without salt, the stew misses it too.
  const removing = saved();
  await page.getByRole("button", { name: "Remove Salt" }).click();
  await removing;
  await expect(recipe.getByText("You have 2 of 4 — missing: salt, lemon")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "no sideways scrolling").toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`pantry-${page.viewportSize()?.width}.png`), fullPage: true });

  // The list is the cook's: it is there on the next visit.
  await page.reload();
  await expect(page.getByRole("list", { name: "Your pantry" }).getByText(`2 tins ${word} beans, drained`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Your pantry" }).getByText("Salt", { exact: true })).toHaveCount(0);

  // Each filter value says how many matches it would leave; the choice lives in the URL.
  const category = page.locator("#pantry-category");
  await expect(category.locator("option", { hasText: /^Miscellaneous \(\d+\)$/ })).toHaveCount(1);
  await category.selectOption("Miscellaneous");
  await page.locator("#pantry-area").selectOption("British");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/category=Miscellaneous&area=British/);
  await expect(recipe).toBeVisible();
  await expect(page.locator("#pantry-area")).toHaveValue("British");
  await expectNoAxeViolations(page);

  await recipe.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/recipeDetail/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("the AI Chef lists recipes that can be made now from its ingredients", async ({ page, signIn }) => {
  await signIn();
  const word = uniqueWord();
  const name = `Yq chef salad ${word}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      name,
      category: "Miscellaneous",
      area: "British",
      instructions: "Slice everything.\nDress and serve.",
      servings: 2,
      ingredients: [
        { name: `${word} leaves`, measure: "1 bag" },
        { name: "Cucumber", measure: "1" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/aiChef");
  const box = page.getByPlaceholder("e.g., potato");
  await box.fill(`${word} leaves`);
  await box.press("Enter");
  const section = page.getByRole("region", { name: "Recipes you can make now" });
  await expect(section.getByRole("link", { name })).toBeVisible();
  await expect(section.getByText("You have 1 of 2 — missing: cucumber")).toBeVisible();
  // The seed's flow is unchanged: the hint until four items.
  await expect(page.getByText("(add minimum four items)", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
