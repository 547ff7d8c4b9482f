import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFakeRecipeSite, type FakeRecipeSite } from "../tooling/fake-recipe-site";
import { collectPageErrors, expect, expectNoAxeViolations, test } from "./support/fixtures";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const cards = (page: Page) => page.getByRole("article");

/** A word no catalog meal has (and not an A, B or C: the Recipe Finder's first letters stay as they are). */
const uniqueWord = () => `Yq${randomBytes(5).toString("hex").replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

let site: FakeRecipeSite;
test.beforeAll(async () => {
  site = await startFakeRecipeSite();
});
test.afterAll(() => site.close());

/** A WordPress recipe card page (Yoast's @graph around the Recipe) for a recipe of this name. */
function wordpressPage(name: string): string {
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebPage", "@id": `${site.origin}/#page`, name: `${name} – Hungry Kitchen` },
      { "@type": "Organization", "@id": `${site.origin}/#org`, name: "Hungry Kitchen" },
      {
        "@type": "Recipe",
        name: name.replace("&", "&amp;"),
        description: "Sweet peas and mint, stirred in at the end.",
        image: [`${site.origin}/pictures/risotto.jpg`, `${site.origin}/pictures/risotto-16x9.jpg`],
        // Issue 36: a yield range and a total longer than its parts (the risotto rests).
        recipeYield: ["4", "Serves 4-6"],
        prepTime: "PT15M",
        cookTime: "PT45M",
        totalTime: "PT1H20M",
        recipeIngredient: ["300 g arborio rice", "1 litre vegetable stock", "200 g frozen peas", "1 small bunch of mint"],
        recipeInstructions: [
          { "@type": "HowToSection", name: "For the risotto", itemListElement: [
            { "@type": "HowToStep", text: "Toast the rice in a little oil for 2 minutes." },
            { "@type": "HowToStep", text: "Add the stock a ladle at a time, stirring, for 18 minutes." },
          ] },
          { "@type": "HowToSection", name: "To finish", itemListElement: [{ "@type": "HowToStep", text: "Stir in the peas and the mint; rest for 2 minutes." }] },
        ],
        recipeCategory: "Main Course",
        recipeCuisine: "Italian",
        keywords: "risotto, spring",
      },
    ],
  };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><h1>${name}</h1></body></html>`;
}

async function screenshot(page: Page, name: string, isMobile: boolean) {
  const dir = path.resolve(".tmp", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `import-${name}-${isMobile ? "phone" : "desktop"}.png`), fullPage: true });
}

test("import a recipe page, edit the preview, save it, find it, export it and bring it back", async ({ page, signIn, isMobile }) => {
  test.slow(); // a whole journey: a fetch through the server, an upload, a download and three axe audits
  const errors = collectPageErrors(page);
  await signIn();
  const word = uniqueWord();
  const name = `${word} Pea & Mint Risotto`;
  site.page(`/${word}`, wordpressPage(name));

  await page.goto("/myRecipes");
  await page.getByRole("link", { name: "Import a recipe" }).click();
  await expect(page).toHaveURL("/myRecipes/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "ask", isMobile);

  await page.getByLabel("Web address of the recipe", { exact: true }).fill(`${site.origin}/${word}`);
  await page.getByRole("button", { name: "Import recipe" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Check “${name}”, then save it` })).toBeVisible();
  await expect(page.getByText("Choose a category: the page says “Main Course”.")).toBeVisible();
  await expect(page.getByText("Sweet peas and mint, stirred in at the end.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Area", { exact: true })).toHaveValue("Italian");
  await expect(page.getByLabel("Ingredient 1", { exact: true })).toHaveValue("arborio rice");
  await expect(page.getByLabel("Measure 1", { exact: true })).toHaveValue("300 g");
  await expect(page.getByLabel("Servings", { exact: true })).toHaveValue("4");
  await expect(page.getByText("The page says it makes: 4–6 servings")).toBeVisible();
  await expect(page.getByLabel("Total time (optional)", { exact: true })).toHaveValue("80");
  await expect(page.getByLabel("Instructions", { exact: true })).toHaveValue(
    "For the risotto:\nToast the rice in a little oil for 2 minutes.\nAdd the stock a ladle at a time, stirring, for 18 minutes.\nTo finish:\nStir in the peas and the mint; rest for 2 minutes.",
  );
  await expect(page.getByLabel("Source (optional)", { exact: true })).toHaveValue(`${site.origin}/${word}`);
  await expect(page.getByRole("img", { name: "Preview of the picture you chose" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await screenshot(page, "preview", isMobile);

  // The cook edits the preview before saving.
  await page.getByLabel("Category", { exact: true }).selectOption("Miscellaneous");
  await page.getByLabel("Servings", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(toast(page, `“${name}” is saved.`)).toBeVisible();
  await expect(page).toHaveURL("/myRecipes");

  await page.goto(`/home?s=${word.toLowerCase()}`);
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText([name]);
  // The card is one link to the recipe.
  await cards(page).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: /View Source/ })).toHaveAttribute("href", `${site.origin}/${word}`);
  await expect(page.locator(".recipe__facts")).toContainText("Total1 hr 20 min");
  await expect.poll(() => page.getByRole("img", { name }).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Export ${name}` }).click();
  const file = path.resolve(".tmp", "e2e-downloads", `${word}.recipe.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, "utf8"));
  expect(exported).toMatchObject({ "@context": "https://schema.org", "@type": "Recipe", name, recipeCategory: "Miscellaneous", recipeYield: ["3", "3 servings"] });

  await page.goto("/myRecipes/import");
  await page.getByLabel("Exported recipes file", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Add these recipes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 recipe was added." })).toBeVisible();
  await page.goto(`/home?s=${word.toLowerCase()}`);
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText([name, name]);
  expect(errors).toEqual([]);
});

test("a page without a recipe, and an address inside the server's network, get clear messages; pasted HTML works", async ({ page, signIn, isMobile }) => {
  await signIn();
  await page.goto("/myRecipes/import");
  const address = page.getByLabel("Web address of the recipe", { exact: true });

  await address.fill(`${site.origin}/no-recipe`);
  await page.getByRole("button", { name: "Import recipe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Res-pe found no recipe on that page" })).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await screenshot(page, "no-recipe", isMobile);

  await address.fill("http://169.254.169.254/latest/meta-data/");
  await page.getByRole("button", { name: "Import recipe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "it is not a public web address" })).toBeVisible();

  // The paste path, for pages behind a login: the HTML as the browser has it.
  const html = fs.readFileSync("tests/fixtures/recipe-pages/microdata-only.html", "utf8");
  await page.getByLabel("The page's HTML", { exact: true }).fill(html);
  await page.getByRole("button", { name: "Read this HTML" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pear & Ginger Crumble");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Dessert");
});
