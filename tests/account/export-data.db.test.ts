import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accountExport } from "@/lib/web/api-docs/shapes";
import { db } from "@/lib/platform/database";
import { householdIdOf } from "@/lib/account/household/membership";
import { accountApi, securityEventsDuring, storedUser } from "../support/account";
import { rated } from "../support/ratings";
import { api, createdRecipe, pictureBytes, pictureForm, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

describe("POST /api/account/export", RECIPE_TEST_OPTIONS, () => {
  it("downloads the account, the cook's own recipes with their pictures, and their ratings — never a password hash", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const [soup, stew] = [await createdRecipe(ada), await createdRecipe(ada)];
    const uploaded = await api.upload(ada, soup.id, pictureForm(await pictureBytes("jpeg", { width: 300, height: 200 })));
    expect(uploaded.status).toBe(200);
    const bobsRecipe = await createdRecipe(bob);
    await rated(ada, bobsRecipe.id, 4);
    await rated(bob, soup.id, 5);

    let response!: Response;
    const events = await securityEventsDuring(async () => {
      response = await accountApi.exportData(ada);
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="res-pe-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(text).not.toContain(ada.password);

    const data = JSON.parse(text);
    expect(data.format).toBe("res-pe-account-export/1");
    expect(data.account).toEqual({ id: expect.any(String), name: ada.name, email: ada.email, role: "cook", disabledAt: null, oidcSubject: null, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(data.recipes.map((recipe: { id: string }) => recipe.id).sort()).toEqual([soup.id, stew.id].sort());
    const exportedSoup = data.recipes.find((recipe: { id: string }) => recipe.id === soup.id);
    expect(exportedSoup).toMatchObject({ name: soup.name, ingredients: soup.ingredients, picture: { contentType: "image/webp", width: 300, height: 200 } });
    expect(Buffer.from(exportedSoup.picture.base64, "base64").subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(data.recipes.find((recipe: { id: string }) => recipe.id === stew.id).picture).toBeNull();
    // Only the stars this cook gave, not those given to them.
    expect(data.ratings).toEqual([
      { mealId: bobsRecipe.id, mealName: bobsRecipe.name, stars: 4, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(events.map((event) => event.security)).toEqual(["data_exported"]);
  });

  it("holds only the signed-in cook's data", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    await createdRecipe(ada);
    const data = await (await accountApi.exportData(bob)).json();
    expect(data.account.email).toBe(bob.email);
    expect(data.recipes).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(ada.email);
  });

  it("answers 401 without a session, 403 from another site, 429 after 5 in an hour", async () => {
    const ada = await seedCook();
    expect((await accountApi.exportData(null)).status).toBe(401);
    const crossSite = await accountApi.exportData(ada, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toBeTruthy();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await accountApi.exportData(ada)).status).toBe(200);
    expect((await accountApi.exportData(ada)).status).toBe(429);
  });
});

/** The models of the Prisma schema, each with its fields' names and types. */
function schemaModels(): Map<string, { name: string; type: string }[]> {
  const schema = fs.readFileSync(path.join(process.cwd(), "prisma/schema.prisma"), "utf8");
  const models = new Map<string, { name: string; type: string }[]>();
  for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const fields = [...body!.matchAll(/^\s+(\w+)\s+([\w\[\]?]+)/gm)].map(([, name, type]) => ({ name: name!, type: type! }));
    models.set(model!, fields);
  }
  return models;
}

type Export = Record<string, unknown> & { account: Record<string, unknown>; settings?: Record<string, unknown> };
const list = (value: unknown) => (Array.isArray(value) ? value : value == null ? [] : [value]);

/**
 * Where the export holds each model that belongs to a cook (a relation to User). A model added
 * to the schema with a cook in it fails the test below until the export (and this table) has it.
 */
const EXPORTED_AS: Record<string, (data: Export) => unknown[]> = {
  Meal: (data) => list(data.recipes),
  Rating: (data) => list(data.ratings),
  SavedRecipe: (data) => list(data.savedRecipes),
  ViewedRecipe: (data) => list(data.recentlyViewed),
  RecipeCollection: (data) => list(data.collections),
  PlannedMeal: (data) => list(data.mealPlan),
  ShoppingItem: (data) => list(data.shoppingList),
  // The pantry and the list's Undo are the household's now (issue 32); the export still holds
  // them as `pantry` and `shoppingListBeforeLastMake`.
  HouseholdMember: (data) => list(data.household),
  ApiKey: (data) => list(data.apiKeys),
  ShareLink: (data) => list(data.shareLinks),
  MadeIt: (data) => list(data.madeIt),
  MigrationJob: (data) => list((data.broughtOver as Record<string, unknown> | undefined)?.jobs),
  ScanImportJob: (data) => list(data.photoImports),
  MigratedRecipe: (data) => list((data.broughtOver as Record<string, unknown> | undefined)?.recipes),
  PasswordResetCode: (data) => list((data.codes as Record<string, unknown> | undefined)?.passwordResets),
  EmailChangeCode: (data) => list((data.codes as Record<string, unknown> | undefined)?.emailChanges),
  IdempotencyKey: (data) => list(data.sentAdditions),
};
/** The account's own columns that are not the cook's data: a hash and a counter of sessions. */
const ACCOUNT_COLUMNS_LEFT_OUT = ["passwordHash", "sessionVersion"];

// Issue 28, finding 9: "everything Res-pe keeps" left out the kitchen, the pantry, API keys and
// the units setting.
describe("POST /api/account/export holds everything Res-pe keeps for a cook", RECIPE_TEST_OPTIONS, () => {
  it("has a place for every model of the schema that belongs to a cook, and for every column of the account", () => {
    const models = schemaModels();
    const cooks = [...models].filter(([name, fields]) => name !== "User" && fields.some((field) => field.type.replace("?", "") === "User"));
    expect(cooks.map(([name]) => name).sort()).toEqual(Object.keys(EXPORTED_AS).sort());
    expect(cooks.length).toBeGreaterThanOrEqual(10);
  });

  it("holds a row of each, as the cook would read it, and never a hash", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const adaId = (await storedUser(ada.email))!.id;
    const [soup, bobsStew] = [await createdRecipe(ada), await createdRecipe(bob)];
    await rated(ada, bobsStew.id, 4);
    const newEmail = `moved-${randomUUID()}@example.com`;
    expect((await accountApi.requestEmail(ada, { newEmail, currentPassword: ada.password })).status).toBe(200);
    const keyHash = randomBytes(32).toString("hex");
    const resetHash = randomBytes(32).toString("hex");
    const soon = new Date(Date.now() + 15 * 60_000);
    await db.user.update({ where: { id: adaId }, data: { units: "metric", locale: "de" } });
    await db.savedRecipe.create({ data: { userId: adaId, mealId: bobsStew.id } });
    await db.viewedRecipe.create({ data: { userId: adaId, mealId: bobsStew.id } });
    await db.recipeCollection.create({
      data: { userId: adaId, name: "Weeknights", recipes: { create: [{ mealId: bobsStew.id }, { mealId: soup.id }] } },
    });
    const home = await householdIdOf(adaId);
    await db.plannedMeal.create({ data: { userId: adaId, householdId: home, mealId: bobsStew.id, day: "2026-11-24", slot: "dinner", servings: 3 } });
    await db.shoppingItem.create({ data: { userId: adaId, householdId: home, key: "lemon", text: "2 lemons", aisle: "produce", own: true, checked: true } });
    await db.shoppingUndo.create({ data: { householdId: home, token: "t".repeat(24), items: JSON.stringify([{ text: "3 lemons", checked: false, own: true }]) } });
    await db.pantry.create({ data: { householdId: home, items: JSON.stringify(["rice", "lentils"]) } });
    await db.apiKey.create({ data: { userId: adaId, name: "My meal app", prefix: "rp0123abcd", keyHash } });
    await db.passwordResetCode.create({ data: { userId: adaId, codeHash: resetHash, expiresAt: soon } });
    const shareHash = randomBytes(32).toString("hex");
    await db.shareLink.create({ data: { userId: adaId, kind: "plan", tokenHash: shareHash } });
    await db.madeIt.create({ data: { userId: adaId, mealId: bobsStew.id, cookedOn: "2026-11-20", note: "Lovely" } });
    await db.migrationJob.create({
      data: { id: randomUUID(), userId: adaId, status: "done", format: "paprika", fileName: "My Recipes.paprikarecipes", filePath: "/nowhere", total: 1, done: 1, report: JSON.stringify({ imported: [{ id: soup.id }] }) },
    });
    await db.migratedRecipe.create({ data: { userId: adaId, key: "paprika:ABC-123", mealId: soup.id } });
    await db.scanImportJob.create({ data: { id: randomUUID(), userId: adaId, state: "failed", pages: 1, pagesRead: 1, message: "No recipe there.", finishedAt: new Date() } });
    await db.idempotencyKey.create({ data: { userId: adaId, key: "pending-abc123", request: "print", status: 201, answer: JSON.stringify({ text: "2 lemons" }) } });

    const response = await accountApi.exportData(ada);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [keyHash, resetHash, shareHash, "tokenHash", "codeHash", "keyHash", "passwordHash", "sessionVersion"]) expect(text).not.toContain(secret);
    const data = JSON.parse(text) as Export;

    for (const [model, rowsOf] of Object.entries(EXPORTED_AS)) expect(rowsOf(data), model).not.toEqual([]);
    const user = schemaModels().get("User")!.filter((field) => /^(String|Int|Boolean|DateTime|Float)\??$/.test(field.type));
    for (const { name } of user.filter((field) => !ACCOUNT_COLUMNS_LEFT_OUT.includes(field.name))) {
      expect(name in data.account || name in (data.settings ?? {}), `User.${name}`).toBe(true);
    }

    expect(data.settings).toEqual({ units: "metric", showMeatDishes: false, locale: "de" });
    expect(data.savedRecipes).toEqual([{ mealId: bobsStew.id, mealName: bobsStew.name, savedAt: expect.any(String) }]);
    expect(data.recentlyViewed).toEqual([{ mealId: bobsStew.id, mealName: bobsStew.name, viewedAt: expect.any(String) }]);
    expect(data.collections).toEqual([
      {
        name: "Weeknights",
        createdAt: expect.any(String),
        recipes: expect.arrayContaining([
          { mealId: bobsStew.id, mealName: bobsStew.name, addedAt: expect.any(String) },
          { mealId: soup.id, mealName: soup.name, addedAt: expect.any(String) },
        ]),
      },
    ]);
    expect(data.mealPlan).toEqual([
      { day: "2026-11-24", slot: "dinner", servings: 3, mealId: bobsStew.id, mealName: bobsStew.name, addedAt: expect.any(String), changedAt: null },
    ]);
    expect(data.shoppingList).toEqual([
      { text: "2 lemons", aisle: "produce", own: true, checked: true, fromRecipes: [], addedAt: expect.any(String), changedAt: null },
    ]);
    expect(data.pantry).toEqual({ items: ["rice", "lentils"], updatedAt: expect.any(String) });
    expect(data.broughtOver).toEqual({
      jobs: [{ status: "done", format: "paprika", fileName: "My Recipes.paprikarecipes", total: 1, done: 1, report: { imported: [{ id: soup.id }] }, createdAt: expect.any(String) }],
      recipes: [{ key: "paprika:ABC-123", mealId: soup.id }],
    });
    expect(data.photoImports).toEqual([
      { state: "failed", pages: 1, pagesRead: 1, recipes: [], sources: [], message: "No recipe there.", createdAt: expect.any(String), finishedAt: expect.any(String) },
    ]);
    expect(data.sentAdditions).toEqual([{ key: "pending-abc123", sentAt: expect.any(String), status: 201, answer: { text: "2 lemons" } }]);
    expect(data.apiKeys).toEqual([{ name: "My meal app", prefix: "rp0123abcd", createdAt: expect.any(String), lastUsedAt: null, revokedAt: null }]);
    expect(data.codes).toEqual({
      passwordResets: [{ requestedAt: expect.any(String), expiresAt: soon.toISOString(), usedAt: null }],
      emailChanges: [{ newEmail, requestedAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }],
    });
    // The API's document declares exactly this shape.
    expect(() => accountExport.strict().parse(data)).not.toThrow();
  });
});
