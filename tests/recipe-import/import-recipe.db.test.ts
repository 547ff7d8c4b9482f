import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/recipes/import/route";
import { isAppError } from "@/lib/platform/errors";
import { importRecipe } from "@/lib/recipe-import";
import { setSecurityEventSink } from "@/lib/platform/security-events/events";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { recipeSchema } from "@/lib/validations/recipes";
import { startFakeRecipeSite, type FakeRecipeSite } from "@/tooling/fake-recipe-site";
import { BASE, jsonPost } from "../support/requests";
import { seedCook } from "../support/accounts";

let site: FakeRecipeSite;
beforeAll(async () => {
  site = await startFakeRecipeSite();
});
afterAll(() => site.close());

/** Imports a page of the loopback site (the tests' own setting lets the fetcher reach it). */
const fromSite = (path: string) => importRecipe({ url: `${site.origin}${path}` }, { allowLoopback: true });

async function pictureOf(imported: ImportedRecipe) {
  const bytes = Buffer.from(imported.picture!.dataUrl.replace(/^data:image\/webp;base64,/, ""), "base64");
  return sharp(bytes).metadata();
}

async function importFailure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("the import succeeded");
}

describe("importing a recipe page", () => {
  it("reads a WordPress recipe card under a Yoast @graph (WebPage, Organization, Person, Article): sections, entities, lists", async () => {
    const imported = await fromSite("/wprm-graph");
    expect(imported.foundIn).toBe("json-ld");
    expect(imported.recipe).toMatchObject({
      name: "Nonna's Pea & Mint Risotto",
      category: "",
      area: "Italian",
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 60,
      tags: ["risotto", "peas", "mint", "spring"],
      sourceUrl: `${site.origin}/wprm-graph`,
    });
    expect(imported.recipe.instructions.split("\n")).toEqual([
      "For the pea purée:",
      "Blanch half of the peas in boiling water for 2 minutes.",
      "Blend them with a ladle of stock and half of the mint until smooth.",
      "For the risotto:",
      "Warm the stock in a pan and keep it at a bare simmer.",
      "Soften the onion in the oil for 8 minutes, stir in the rice and toast it for 2 minutes.",
      "Pour in the wine, then add the stock a ladle at a time, stirring, for about 18 minutes.",
      "Stir in the purée, the remaining peas, the parmesan and the rest of the mint; season and rest for 2 minutes.",
    ]);
    expect(imported.recipe.ingredients).toHaveLength(9);
    expect(imported.recipe.ingredients[0]).toEqual({ measure: "1 litre", name: "vegetable stock" });
    expect(imported.recipe.ingredients[8]).toEqual({ measure: "", name: "Salt & pepper" });
    expect(imported.description).toBe("A creamy risotto with sweet peas and fresh mint – ready in about an hour.");
    expect(imported.notes).toEqual(["Choose a category: the page says “Main Course”."]);
    // The first of the page's three pictures, fetched through the guard and re-encoded.
    expect(imported.picture).toMatchObject({ width: 800, height: 600 });
    expect(await pictureOf(imported)).toMatchObject({ format: "webp", width: 800, height: 600 });
  });

  it("reads a Tasty Recipes card: @type as a list, an ImageObject with a relative address, HTML in steps, a YouTube video", async () => {
    const imported = await fromSite("/tasty-single");
    expect(imported.recipe).toMatchObject({
      name: "Smoky Black Bean Chili",
      category: "Vegan",
      area: "Mexican",
      servings: 6,
      prepMinutes: 10,
      cookMinutes: 35,
      tags: ["chili", "beans", "one pot"],
      videoUrl: "https://www.youtube.com/watch?v=chili123",
    });
    expect(imported.recipe.ingredients).toContainEqual({ measure: "2 x 400 g tins", name: "black beans, drained" });
    expect(imported.recipe.ingredients).toContainEqual({ measure: "1", name: "lime" });
    expect(imported.recipe.instructions.split("\n")[0]).toBe("Fry the onion in a little oil until soft, about 8 minutes.");
    expect(imported.description).toBe("A weeknight chili that tastes like it simmered all day.");
    expect(imported.picture).toMatchObject({ width: 900, height: 600 });
    expect(imported.notes).toEqual([]);
    // What the form would save passes the API's own rules.
    expect(recipeSchema.safeParse(imported.recipe).success).toBe(true);
  });

  it("falls back to microdata, with a picture made at most 1200 px", async () => {
    const imported = await fromSite("/microdata-only");
    expect(imported.foundIn).toBe("microdata");
    expect(imported.recipe).toMatchObject({
      name: "Pear & Ginger Crumble",
      category: "Dessert",
      area: "British",
      servings: 6,
      prepMinutes: 20,
      cookMinutes: 40,
      tags: ["crumble", "pears", "autumn"],
    });
    expect(imported.recipe.ingredients).toEqual([
      { measure: "4", name: "ripe pears, peeled and sliced" },
      { measure: "1 tsp", name: "ground ginger" },
      { measure: "150 g", name: "plain flour" },
      { measure: "100 g", name: "cold butter, diced" },
      { measure: "75 g", name: "demerara sugar" },
    ]);
    expect(imported.recipe.instructions.split("\n")).toHaveLength(3);
    expect(imported.recipe.instructions).toContain("190°C");
    expect(imported.picture).toMatchObject({ width: 1200, height: 900 });
  });

  it("says what it cut to fit Res-pe's limits (a JSON-LD array, 25 ingredients, 13 keywords, only a total time)", async () => {
    const imported = await fromSite("/array-many-ingredients");
    expect(imported.recipe.ingredients).toHaveLength(20);
    expect(imported.recipe.tags).toHaveLength(10);
    expect(imported.notes).toEqual([
      expect.stringMatching(/^A recipe holds at most 20 ingredients: these 5 were left out: 21 g ingredient number 21;.*25 g ingredient number 25\.$/),
      "The page does not say how many it serves: 4 is a guess.",
      "The page gives only a total time (60 minutes): add the preparation and cooking times if you know them.",
      "Choose a category: the page says “Dinner”.",
      "Say where the dish comes from: the page says “Atlantean”.",
      "Keywords longer than 30 characters were left out of the tags.",
      "A recipe has at most 10 tags: nine were left out.",
    ]);
  });

  it("reads pasted HTML the same way, its source taken from the page's canonical link", async () => {
    const html = fs.readFileSync("tests/fixtures/recipe-pages/wprm-graph.html", "utf8").replaceAll("PICTURE_BASE", site.origin);
    const imported = await importRecipe({ html }, { allowLoopback: true });
    expect(imported.recipe.name).toBe("Nonna's Pea & Mint Risotto");
    expect(imported.recipe.sourceUrl).toBe("https://hungry-kitchen.example/pea-mint-risotto/");
  });

  it("gives a clear message for a page without a recipe, and for one that is not a page", async () => {
    expect((await importFailure(() => fromSite("/no-recipe"))).message).toMatch(/found no recipe on that page.*copy the page's HTML and paste it below/s);
    expect((await importFailure(() => importRecipe({ html: "<p>Just a paragraph</p>" }))).message).toMatch(/found no recipe/);
    expect((await importFailure(() => fromSite("/json"))).message).toMatch(/not a page Res-pe can read/);
    expect((await importFailure(() => fromSite("/missing"))).message).toMatch(/HTTP 404/);
  });

  it("keeps the recipe when its picture cannot be had, and says so", async () => {
    site.page(
      "/picture-points-inside",
      `<script type="application/ld+json">${JSON.stringify({
        "@type": "Recipe",
        name: "Quince Paste",
        image: "http://169.254.169.254/latest/meta-data/iam",
        recipeIngredient: ["1 kg quinces"],
        recipeInstructions: "Cook the quinces slowly for two hours, then sieve.",
      })}</script>`,
    );
    const lines: string[] = [];
    const restore = setSecurityEventSink((line) => lines.push(line));
    const imported = await fromSite("/picture-points-inside").finally(restore);
    expect(imported.recipe.name).toBe("Quince Paste");
    expect(imported.picture).toBeNull();
    expect(imported.notes).toContainEqual(expect.stringMatching(/^The picture could not be brought in \(Res-pe cannot read from that address/));
    expect(lines.map((line) => JSON.parse(line).security)).toEqual(["import_address_refused"]);
  });
});

describe("POST /api/recipes/import", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    importRoute(jsonPost(`${BASE}/api/recipes/import`, body, { headers }), undefined);

  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await post({ url: `${site.origin}/tasty-single` });
    expect(response.status).toBe(401);
  });

  it("answers 400 with a message to a body that is neither { url } nor { html }", async () => {
    const ada = await seedCook();
    for (const body of [{}, { url: 5 }, { url: "" }, { url: "https://a.example", html: "<p>" }, { link: "https://a.example" }]) {
      const response = await post(body, ada.headers);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });

  it("answers 413 to a body over its limit", async () => {
    const ada = await seedCook();
    const response = await post({ html: "x".repeat(13 * 1024 * 1024) }, ada.headers);
    expect(response.status).toBe(413);
  });

  it("refuses this machine's addresses (the setting is off, as in production) with 400", async () => {
    const ada = await seedCook();
    for (const url of [`${site.origin}/tasty-single`, "http://169.254.169.254/latest/meta-data/", "http://[::ffff:127.0.0.1]/"]) {
      const response = await post({ url }, ada.headers);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/not a public web address/);
    }
  });

  it("reads pasted HTML: 200 with the form's values and notes, and saves nothing", async () => {
    const ada = await seedCook();
    const html = fs.readFileSync("tests/fixtures/recipe-pages/microdata-only.html", "utf8");
    const response = await post({ html }, ada.headers);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ImportedRecipe;
    expect(answer.recipe.name).toBe("Pear & Ginger Crumble");
    expect(answer.foundIn).toBe("microdata");
  });
});
