import type { Locator, Page } from "@playwright/test";
import { llmAppURL } from "../playwright.config";
import { catalog } from "./support/catalog";
import { MISCHIEF_INGREDIENT, OUTAGE_INGREDIENT } from "./support/fake-llm-answers";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

const ingredientBox = (page: Page) => page.getByPlaceholder("e.g., potato");
const hint = (page: Page) => page.getByText("(add minimum four items)", { exact: true });
const listHeading = (page: Page) => page.getByRole("heading", { name: "ingredients on hand:" });
const listed = (page: Page) => page.locator(".chef-ingredients__list li");
const readyHeading = (page: Page) => page.getByRole("heading", { name: "Ready for a recipe?" });
const getRecipe = (page: Page) => page.getByRole("button", { name: "Get a recipe" });
const recommends = (page: Page) => page.getByRole("heading", { name: "Chef's Recommends:" });
const recipeSection = (page: Page): Locator => page.locator("section.chef-recipe");

async function addByButton(page: Page, ingredient: string) {
  await ingredientBox(page).fill(ingredient);
  await page.getByRole("button", { name: "Add ingredient" }).click();
}

async function addByEnter(page: Page, ingredient: string) {
  await ingredientBox(page).fill(ingredient);
  await ingredientBox(page).press("Enter");
}

/** Records how the page scrolls the recipe into view (the browser's own scrolling still happens). */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      if (this.classList.contains("chef-recipe")) calls.push(options);
      return original.call(this, options);
    };
  });
}
const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);

test.describe("AI Chef with the default catalog chef", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("the list grows as the seed says: hint below four, heading from one, the recipe block from four", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/aiChef");
    await expect(page.getByRole("heading", { level: 1, name: "AI Chef" })).toBeVisible();
    await expect(hint(page)).toBeVisible();
    await expect(listHeading(page)).toHaveCount(0);

    await addByButton(page, "  apples ");
    await expect(listHeading(page)).toBeVisible();
    await expect(listed(page)).toHaveText(["apples×"]);
    await expect(ingredientBox(page)).toHaveValue("");
    await expect(ingredientBox(page)).toBeFocused();

    await addByEnter(page, "flour");
    await addByEnter(page, "sugar");
    await expect(listed(page)).toHaveCount(3);
    await expect(hint(page)).toBeVisible();
    await expect(readyHeading(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Empty is ignored; a duplicate in another case is refused, with a reason.
    await addByEnter(page, "   ");
    await addByEnter(page, "APPLES");
    await expect(page.getByRole("alert").filter({ hasText: "APPLES is already on your list." })).toBeVisible();
    await expect(listed(page)).toHaveCount(3);

    await addByEnter(page, "butter");
    await expect(listed(page)).toHaveCount(4);
    await expect(hint(page)).toHaveCount(0);
    await expect(readyHeading(page)).toBeVisible();
    await expect(page.getByText("Generate a recipe from your list of ingredients", { exact: true })).toBeVisible();
    await expect(getRecipe(page)).toBeVisible();

    // Removing one takes the list back below four.
    await page.getByRole("button", { name: "Remove sugar" }).click();
    await expect(listed(page)).toHaveText(["apples×", "flour×", "butter×"]);
    await expect(hint(page)).toBeVisible();
    await expect(readyHeading(page)).toHaveCount(0);
    await expect(ingredientBox(page)).toBeFocused();

    // A long ingredient wraps instead of pushing the page sideways (360 px too).
    await addByEnter(page, "x".repeat(70));
    await expect(listed(page).last()).toHaveText(`${"x".repeat(60)}×`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("'Get a recipe' shows the catalog's recipe under \"Chef's Recommends:\", scrolled to smoothly; a second replaces it", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await recordScrolls(page);
    await page.goto("/aiChef");
    for (const ingredient of ["apples", "flour", "sugar", "butter"]) await addByEnter(page, ingredient);
    await getRecipe(page).click();

    const crumble = catalog.find((meal) => meal.name === "Apple Crumble")!;
    await expect(recommends(page)).toBeVisible();
    await expect(recipeSection(page).getByRole("heading", { level: 3, name: crumble.name })).toBeVisible();
    await expect(recipeSection(page)).toContainText("This is a suggestion from the Res-pe meal catalog, not from an AI model");
    await expect(recipeSection(page)).toContainText("From your list: apples, flour, sugar, butter");
    await expect(recipeSection(page).getByRole("heading", { level: 4, name: "Steps" })).toBeVisible();
    await expect(recipeSection(page).getByRole("link", { name: /on its recipe page/ })).toHaveAttribute(
      "href",
      `/recipeDetail/${crumble.id}`,
    );
    await expect(recommends(page)).toBeInViewport();
    await expect.poll(async () => (await recommends(page).boundingBox())?.y ?? 1000).toBeLessThan(120);
    expect(await scrollCalls(page)).toEqual([{ behavior: "smooth", block: "start" }]);
    await expectNoAxeViolations(page);

    for (const ingredient of ["apples", "flour", "sugar", "butter"]) {
      await page.getByRole("button", { name: `Remove ${ingredient}` }).click();
    }
    for (const ingredient of ["potatoes", "milk", "butter", "cabbage"]) await addByEnter(page, ingredient);
    await getRecipe(page).click();
    await expect(recipeSection(page).getByRole("heading", { level: 3, name: "Colcannon" })).toBeVisible();
    await expect(recommends(page)).toHaveCount(1);
    await expect(recipeSection(page)).not.toContainText(crumble.name);
    expect(await scrollCalls(page)).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  test("a cook who prefers reduced motion is taken to the recipe at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordScrolls(page);
    await page.goto("/aiChef");
    for (const ingredient of ["rice", "peas", "carrot", "soy sauce"]) await addByEnter(page, ingredient);
    await getRecipe(page).click();
    await expect(recommends(page)).toBeInViewport();
    expect(await scrollCalls(page)).toEqual([{ behavior: "instant", block: "start" }]);
  });

  test("everything works by keyboard", async ({ page }) => {
    await page.goto("/aiChef");
    await ingredientBox(page).focus();
    for (const ingredient of ["apples", "flour", "sugar", "butter"]) {
      await page.keyboard.type(ingredient);
      await page.keyboard.press("Enter");
    }
    // Each add is checked before it is listed (the check's code may still be loading): the cook
    // tabs on once the four are there to tab through.
    await expect(listed(page)).toHaveCount(4);
    await expect(ingredientBox(page)).toBeFocused();
    await page.keyboard.press("Tab"); // Add ingredient
    for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press("Tab"); // four Remove buttons
    await page.keyboard.press("Tab");
    await expect(getRecipe(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(recommends(page)).toBeVisible();
  });
});

test.describe("AI Chef with a language model (a second app instance on a fake OpenAI-compatible server)", () => {
  test.use({ baseURL: llmAppURL });

  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test("the recipe appears as it is written, and the busy button cannot be pressed twice", async ({ page }) => {
    // What the page showed at each change, recorded in the browser, so a slow test runner
    // cannot miss the moments in between.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { chefStates: Set<string> }).chefStates = seen;
      new MutationObserver(() => {
        const answer = document.querySelector("section.chef-recipe")?.textContent ?? "";
        const button = document.querySelector(".chef-ready .button");
        if (!answer || !button) return;
        seen.add(
          JSON.stringify({
            busy: button.getAttribute("aria-disabled") === "true" && button.textContent === "Writing your recipe…",
            title: answer.includes("Garden Soup"),
            lastStep: answer.includes("Simmer for 20 minutes"),
          }),
        );
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/chef/recipe")) requests.push(request.method());
    });
    await page.goto("/aiChef");
    for (const ingredient of ["potato", "leek", "butter", "stock"]) await addByEnter(page, ingredient);
    // The second click lands while the first request is under way.
    await getRecipe(page).dblclick();

    await expect(recipeSection(page)).toContainText("Simmer for 20 minutes");
    await expect(getRecipe(page)).toHaveAttribute("aria-disabled", "false");
    const states = await page.evaluate(() => [...(window as unknown as { chefStates: Set<string> }).chefStates]);
    // The first words were on the page while the button still said it was writing the rest.
    expect(states).toContain(JSON.stringify({ busy: true, title: true, lastStep: false }));
    expect(requests).toEqual(["POST"]);
    await expect(recipeSection(page).getByRole("heading", { level: 4, name: "Steps" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("when the model server is down, a friendly message shows and the list stays", async ({ page }) => {
    await page.goto("/aiChef");
    const list = ["potato", "leek", OUTAGE_INGREDIENT, "milk"];
    for (const ingredient of list) await addByEnter(page, ingredient);
    await getRecipe(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The chef is not available right now. Please try again in a moment." }),
    ).toBeVisible();
    await expect(listed(page)).toHaveText(list.map((ingredient) => `${ingredient}×`));
    await expect(recommends(page)).toHaveCount(0);
    await expect(getRecipe(page)).toHaveAttribute("aria-disabled", "false");
    await expectNoAxeViolations(page);
  });

  test("an answer with a script, an HTML trap and a javascript: link renders harmlessly", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/aiChef");
    for (const ingredient of ["potato", MISCHIEF_INGREDIENT, "leek", "milk"]) await addByEnter(page, ingredient);
    await getRecipe(page).click();

    const answer = recipeSection(page);
    await expect(answer.getByRole("heading", { name: "Mischief Stew" })).toBeVisible();
    await expect(answer).toContainText('<script>window.__pwned = "script"</script>');
    await expect(answer).toContainText("<img src=\"x\" onerror=\"window.__pwned = 'img'\">");
    await expect(answer.locator("script, img")).toHaveCount(0);
    await expect(answer.getByText("Click for a prize")).toBeVisible();
    await expect(answer.getByRole("link", { name: /Click for a prize/ })).toHaveCount(0);
    const story = answer.getByRole("link", { name: /The stew's story/ });
    await expect(story).toHaveAttribute("href", "https://cook.example/stew");
    await expect(story).toHaveAttribute("rel", "noopener noreferrer");
    await expect(story).toHaveAttribute("target", "_blank");
    await answer.getByText("Click for a prize").click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
