import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { collectPageErrors, expect, expectNoAxeViolations, HTTP_ONLY, test } from "./support/fixtures";
import { mainNav } from "./support/navigation";
import { apiRecipe } from "./support/recipes";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const cards = (page: Page) => page.getByRole("article");

/** A word no catalog meal has, so searches find only this test's recipe. */
const uniqueWord = () => `Yq${randomBytes(5).toString("hex").replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

/** A real JPEG made for the test (sharp), as a cook's photo would be. */
async function dishPhoto(): Promise<string> {
  const dir = path.resolve(".tmp", "e2e-pictures");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `dish-${randomBytes(4).toString("hex")}.jpg`);
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 214, g: 120, b: 48 } } })
    .jpeg()
    .toFile(file);
  return file;
}


/** Presses Tab until `target` has focus: it must be reachable by keyboard, wherever it is. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

async function openMyRecipesFromTheMenu(page: Page) {
  await mainNav(page).getByRole("link", { name: "My recipes" }).click();
  await expect(page).toHaveURL("/myRecipes");
}

test("write a recipe with a picture, find it everywhere, edit it, delete it", async ({ page, signIn }) => {
  test.slow(); // a whole journey: a dozen pages, an upload and three axe audits
  const errors = collectPageErrors(page);
  const cook = await signIn();
  const word = uniqueWord();
  const name = `${word} noodles`;

  await page.goto("/home");
  await openMyRecipesFromTheMenu(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Recipes" })).toBeVisible();
  await expect(page.getByText("You have not written a recipe yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Write your first recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New recipe" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category", { exact: true }).selectOption("Pasta");
  await page.getByLabel("Area", { exact: true }).fill("Japanese");
  await page.getByLabel("Servings", { exact: true }).fill("2");
  await page.getByLabel("Preparation time (optional)", { exact: true }).fill("5");
  await page.getByLabel("Cooking time (optional)", { exact: true }).fill("10");
  await page.getByLabel("Difficulty (optional)", { exact: true }).selectOption("easy");
  const ingredients = [
    ["Udon noodles", "300 g"],
    ["Soy sauce", "2 tbsp"],
    ["Spring onion", "1"],
  ];
  for (const [index, [ingredient, measure]] of ingredients.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add ingredient" }).click();
    await page.getByLabel(`Ingredient ${index + 1}`, { exact: true }).fill(ingredient!);
    await page.getByLabel(`Measure ${index + 1}`, { exact: true }).fill(measure!);
  }
  await page.getByLabel("Instructions", { exact: true }).fill("Boil the noodles for three minutes.\nToss with soy sauce.\nScatter the onion.");
  await page.getByLabel("Tags (optional)", { exact: true }).fill("quick, noodles");
  await page.getByLabel("Choose a picture", { exact: true }).setInputFiles(await dishPhoto());
  await expect(page.getByRole("img", { name: "Preview of the picture you chose" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(toast(page, `“${name}” is saved.`)).toBeVisible();
  await expect(page).toHaveURL("/myRecipes");
  const card = cards(page).filter({ hasText: name });
  await expect(card).toContainText("Category: Pasta");
  await expect(card).toContainText(/Updated \d{1,2} \w{3} \d{4}/);
  await expectNoAxeViolations(page);
  const id = (await card.getByRole("link", { name, exact: true }).getAttribute("href"))!.split("/").pop()!;
  expect(id).toMatch(/^[a-z2-7]{20}$/);

  // Like any meal: by name, by first letter and in its category.
  await page.goto(`/home?s=${word.toLowerCase()}`);
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText([name]);
  await page.goto("/home?f=y");
  await expect(cards(page).filter({ hasText: name })).toHaveCount(1);
  await page.goto("/category?c=Pasta");
  await expect(cards(page).filter({ hasText: name })).toHaveCount(1);

  await page.goto(`/recipeDetail/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`by ${cook.name}`, { exact: true })).toBeVisible();
  await expect(page.locator(".ingredient-list li")).toHaveText(["300 g Udon noodles", "2 tbsp Soy sauce", "1 Spring onion"]);
  await expect(page.locator(".recipe__steps li")).toHaveCount(3);
  await expect(page.locator(".recipe__facts")).toContainText("Total15 min");
  await expect(page.locator(".recipe__facts")).toContainText("DifficultyEasy");
  // Worked out from the ingredients: udon and soy sauce hold wheat.
  await expect(page.getByRole("list", { name: /Suits these diets/ }).getByRole("listitem")).toHaveText(["Vegetarian", "Vegan", "Dairy-free", "Nut-free"]);
  const pictureUrl = (await page.getByRole("img", { name }).getAttribute("src"))!;
  expect(pictureUrl).toMatch(new RegExp(`^/recipe-pictures/${id}/[\\w-]+\\.webp$`));
  const picture = await page.request.get(pictureUrl);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/webp");
  expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await expect.poll(() => page.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit recipe" })).toBeVisible();
  await expect(page.getByLabel("Ingredient 3", { exact: true })).toHaveValue("Spring onion");
  await expect(page.getByLabel("Cooking time (optional)", { exact: true })).toHaveValue("10");
  await expect(page.getByLabel("Difficulty (optional)", { exact: true })).toHaveValue("easy");
  await expect(page.getByRole("img", { name: "The recipe's current picture" })).toBeVisible();
  const renamed = `${word} ramen`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(toast(page, `“${renamed}” is saved.`)).toBeVisible();
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText([renamed]);

  await page.goto(`/recipeDetail/${id}`);
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${renamed}”?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/myRecipes");
  await expect(toast(page, `“${renamed}” was deleted.`)).toBeVisible();
  await expect(page.getByText("You have not written a recipe yet.")).toBeVisible();

  await page.goto(`/home?s=${word.toLowerCase()}`);
  await expect(page.getByText("No meals found")).toBeVisible();
  expect((await page.request.get(pictureUrl)).status()).toBe(404);
  expect((await page.goto(`/recipeDetail/${id}`))!.status()).toBe(404);
  expect(errors).toEqual([]);
});

test("another cook sees the recipe and its author, but cannot edit or delete it", async ({ page, signIn }) => {
  const author = await signIn();
  const name = `${uniqueWord()} carbonara`;
  const recipe = await apiRecipe(page, name);

  await signIn(); // the same browser, now as a second cook
  await page.goto(`/recipeDetail/${recipe.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`by ${author.name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  // The drawn picture, since the author uploaded none.
  const picture = await page.request.get(recipe.pictureUrl);
  expect(picture.headers()["content-type"]).toBe("image/svg+xml");

  const edit = await page.goto(`/myRecipes/${recipe.id}/edit`);
  expect(edit!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Recipe not found" })).toBeVisible();
  const put = await page.request.put(`/api/recipes/${recipe.id}`, { data: { name: "Mine now" } });
  expect(put.status()).toBe(403);
  expect((await page.request.delete(`/api/recipes/${recipe.id}`)).status()).toBe(403);
});

test("a recipe can be written with the keyboard alone, rows reordered included", async ({ page, signIn }) => {
  await signIn();
  const name = `${uniqueWord()} miso soup`;
  await page.goto("/myRecipes/new");

  await tabTo(page, page.getByLabel("Name", { exact: true }));
  await page.keyboard.type(name);
  await tabTo(page, page.getByLabel("Category", { exact: true }));
  // Not a menu category: other tests count those pages' cards exactly.
  await page.keyboard.type("Misc");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Miscellaneous");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Japanese");
  await tabTo(page, page.getByLabel("Ingredient 1", { exact: true }));
  await page.keyboard.type("Tofu");
  await page.keyboard.press("Tab");
  await page.keyboard.type("100 g");
  await tabTo(page, page.getByRole("button", { name: "Add ingredient" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Ingredient 2", { exact: true })).toBeFocused();
  await page.keyboard.type("Miso paste");

  // Move the miso above the tofu: focus stays on the moved row, now the first.
  await tabTo(page, page.getByRole("button", { name: "Move ingredient 2 up" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Ingredient 1", { exact: true })).toHaveValue("Miso paste");
  await expect(page.getByLabel("Ingredient 2", { exact: true })).toHaveValue("Tofu");
  await expect(page.getByRole("button", { name: "Move ingredient 1 down" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Miso paste moved to position 1 of 2." })).toBeAttached();

  await tabTo(page, page.getByLabel("Instructions", { exact: true }));
  await page.keyboard.type("Warm the broth without boiling.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Whisk in the miso, add the tofu.");
  await tabTo(page, page.getByRole("button", { name: "Save recipe" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL("/myRecipes");
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText([name]);
  const id = (await cards(page).getByRole("link", { name, exact: true }).getAttribute("href"))!.split("/").pop()!;
  const stored = await (await page.request.get(`/api/recipes/${id}`)).json();
  expect(stored.ingredients).toEqual([
    { name: "Miso paste", measure: "" },
    { name: "Tofu", measure: "100 g" },
  ]);
  expect(stored.instructions).toBe("Warm the broth without boiling.\n\nWhisk in the miso, add the tofu.");
});

test("field errors show beside their fields; a failed save and a link away keep what was typed", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/myRecipes/new");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("The name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Please choose a category.")).toBeVisible();
  await expect(page.getByText("Please name the ingredient, or remove its row.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  const name = `${uniqueWord()} focaccia`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category", { exact: true }).selectOption("Breakfast");
  await page.getByLabel("Area", { exact: true }).fill("Italian");
  await page.getByLabel("Ingredient 1", { exact: true }).fill("Flour");
  await page.getByLabel("Instructions", { exact: true }).fill("Mix, rise, dimple, bake until golden.");
  await page.getByLabel("Video (optional)", { exact: true }).fill("https://vimeo.com/1");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("The video must be a YouTube link.")).toBeVisible();
  await page.getByLabel("Video (optional)", { exact: true }).fill("");

  // The server is unreachable: a toast, and everything stays.
  await page.route("**/api/recipes", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(toast(page, "Res-pe could not be reached.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Ingredient 1", { exact: true })).toHaveValue("Flour");
  await page.unroute("**/api/recipes");

  // A link inside the app asks first; staying keeps everything.
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  expect(question).toMatch(/not saved/);
  await expect(page).toHaveURL("/myRecipes/new");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/myRecipes");
});

test("My Recipes and the form are for signed-in cooks only", HTTP_ONLY, async ({ request }) => {
  for (const path of ["/myRecipes", "/myRecipes/new", "/myRecipes/abcdefghijklmnopqrst/edit"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers()["location"]!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe(path);
  }
  expect((await request.post("/api/recipes", { data: {} })).status()).toBe(401);
});
