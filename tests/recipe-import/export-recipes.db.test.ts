import { describe, expect, it } from "vitest";
import { POST as accountExport } from "@/app/api/account/export/route";
import { GET as exportOne } from "@/app/api/recipes/[id]/export/route";
import { GET as exportAll } from "@/app/api/recipes/export/route";
import { POST as importFile } from "@/app/api/recipes/import/file/route";
import { POST as importPage } from "@/app/api/recipes/import/route";
import { getRecipe } from "@/lib/own-recipes";
import { api, createdRecipe, pictureBytes, pictureForm, recipeBody, uniqueWord } from "../support/recipes";
import { BASE, browserRequest, jsonPost } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";


const getAll = (by: Cook | null) => exportAll(browserRequest("GET", `${BASE}/api/recipes/export`, undefined, { headers: { ...by?.headers } }), undefined);
const getOne = (by: Cook | null, id: string) =>
  exportOne(browserRequest("GET", `${BASE}/api/recipes/${id}/export`, undefined, { headers: { ...by?.headers } }), {
    params: Promise.resolve({ id }),
  });
const restore = (by: Cook | null, file: unknown) => importFile(jsonPost(`${BASE}/api/recipes/import/file`, file, { headers: { ...by?.headers } }), undefined);

/** What a cook wrote, without what the server gives every recipe of its own (id, dates, author, picture URL). */
async function written(id: string) {
  const { id: _id, createdAt, updatedAt, author, pictureUrl, ...rest } = await getRecipe(id);
  void [_id, createdAt, updatedAt, author, pictureUrl];
  return rest;
}

/** Two recipes of one cook: every field set and an uploaded picture; the fewest fields and none. */
async function cookWithRecipes() {
  const ada = await seedCook();
  const word = uniqueWord("Yq");
  const full = await createdRecipe(ada, {
    ...recipeBody(),
    name: `${word} Rhubarb & Custard Tart`,
    category: "Dessert",
    area: "British",
    instructions: "Bake the pastry case blind.\nFill with custard and poached rhubarb.\nChill for 2 hours.",
    servings: 8,
    prepMinutes: 40,
    cookMinutes: 35,
    difficulty: "hard",
    tags: ["Tart", "Spring"],
    ingredients: [
      { name: "Shortcrust pastry", measure: "1 x 320 g sheet" },
      { name: "Rhubarb", measure: "400 g" },
      { name: "Custard", measure: "500 ml" },
      { name: "Salt", measure: "to taste" },
    ],
  });
  const upload = await api.upload(ada, full.id, pictureForm(await pictureBytes("jpeg", { width: 1000, height: 750 })));
  expect(upload.status).toBe(200);
  const plain = await createdRecipe(ada, {
    name: `${word} Nordic Porridge`,
    category: "Breakfast",
    area: "Nordic",
    tags: [],
    videoUrl: null,
    sourceUrl: null,
  });
  return { ada, word, ids: [full.id, plain.id] };
}

describe("exporting recipes and reading them back", () => {
  it("exports all of a cook's recipes as schema.org JSON-LD, pictures inside, that POST /api/recipes/import/file brings back without loss", async () => {
    const { ada, ids } = await cookWithRecipes();
    const response = await getAll(ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/ld+json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="res-pe-recipes-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = await response.json();
    expect(file["@context"]).toBe("https://schema.org");
    expect(file["@graph"]).toHaveLength(2);
    const tart = file["@graph"].find((recipe: { name: string }) => recipe.name.includes("Tart"));
    expect(tart).toMatchObject({
      "@type": "Recipe",
      recipeCategory: "Dessert",
      recipeCuisine: "British",
      recipeYield: ["8", "8 servings"],
      prepTime: "PT40M",
      cookTime: "PT35M",
      totalTime: "PT75M",
      keywords: "Tart, Spring",
      recipeIngredient: ["1 x 320 g sheet Shortcrust pastry", "400 g Rhubarb", "500 ml Custard", "to taste Salt"],
    });
    expect(tart.image[0]).toMatch(/^data:image\/webp;base64,/);

    // Another cook brings the file back: the same recipes, field for field, picture included.
    const bea = await seedCook();
    const restored = await restore(bea, file);
    expect(restored.status).toBe(201);
    const { created, skipped } = await restored.json();
    expect(skipped).toEqual([]);
    expect(created).toHaveLength(2);
    for (const id of ids) {
      const original = await written(id);
      const copy = created.find((recipe: { name: string }) => recipe.name === original.name);
      expect(await written(copy.id)).toEqual(original);
    }
    const tartCopy = await getRecipe(created.find((recipe: { name: string }) => recipe.name.includes("Tart")).id);
    expect(tartCopy.hasUploadedPicture).toBe(true);
    expect(tartCopy.author.name).toBe(bea.name);
  });

  it("exports one recipe as a JSON-LD file that the page import reads back into the form's values", async () => {
    const { ada, ids } = await cookWithRecipes();
    const response = await getOne(ada, ids[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="yq[a-z]+-rhubarb-custard-tart\.recipe\.json"$/);
    const text = await response.text();
    const answer = await importPage(jsonPost(`${BASE}/api/recipes/import`, { html: text }, { headers: ada.headers }), undefined);
    expect(answer.status).toBe(200);
    const imported = await answer.json();
    // The total time comes back too (issue 36): the form carries it.
    const { hasUploadedPicture, diets, ...original } = await written(ids[0]!);
    void diets;
    expect(imported.recipe).toEqual({ ...original, instructions: original.instructions.replace(/\n\n/g, "\n") });
    expect(hasUploadedPicture).toBe(true);
    expect(imported.picture).toMatchObject({ width: 1000, height: 750 });
  });

  it("exports only the cook's own recipe: 401 signed out, 403 another cook's, 404 none, 400 not an id", async () => {
    const { ids } = await cookWithRecipes();
    expect((await getOne(null, ids[0]!)).status).toBe(401);
    expect((await getOne(await seedCook(), ids[0]!)).status).toBe(403);
    expect((await getOne(await seedCook(), "a".repeat(20))).status).toBe(404);
    expect((await getOne(await seedCook(), "52772")).status).toBe(400);
    expect((await getAll(null)).status).toBe(401);
  });

  it("brings back the account's data download too", async () => {
    const { ada, ids } = await cookWithRecipes();
    const download = await accountExport(browserRequest("POST", `${BASE}/api/account/export`, undefined, { headers: ada.headers }), undefined);
    expect(download.status).toBe(200);
    const restored = await restore(await seedCook(), await download.json());
    expect(restored.status).toBe(201);
    const { created } = await restored.json();
    expect(created).toHaveLength(2);
    for (const id of ids) {
      const original = await written(id);
      const copy = created.find((recipe: { name: string }) => recipe.name === original.name);
      expect(await written(copy.id)).toEqual(original);
    }
  });

  it("lists a recipe of the file that fails the form's checks, and saves the others; 400 for a file without recipes; 401 signed out", async () => {
    const ada = await seedCook();
    const word = uniqueWord("Yq");
    const file = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Recipe", name: `${word} Good Soup`, recipeCategory: "Vegan", recipeCuisine: "Turkish", recipeIngredient: ["1 leek"], recipeInstructions: "Simmer the leek for twenty minutes." },
        { "@type": "Recipe", name: `${word} No Steps`, recipeCategory: "Vegan", recipeCuisine: "Turkish", recipeIngredient: ["1 leek"] },
      ],
    };
    const response = await restore(ada, file);
    expect(response.status).toBe(201);
    const { created, skipped } = await response.json();
    expect(created.map((recipe: { name: string }) => recipe.name)).toEqual([`${word} Good Soup`]);
    expect(skipped).toEqual([{ name: `${word} No Steps`, reason: "The instructions must be at least 20 characters." }]);
    expect((await restore(ada, { "@type": "Article" })).status).toBe(400);
    expect((await restore(ada, "just text")).status).toBe(400);
    expect((await restore(null, file)).status).toBe(401);
  });
});
