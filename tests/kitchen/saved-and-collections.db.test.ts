import { describe, expect, it } from "vitest";
import { GET as listSavedRoute } from "@/app/api/saved/route";
import { DELETE as unsaveRoute, PUT as saveRoute } from "@/app/api/saved/[mealId]/route";
import { GET as listCollectionsRoute, POST as createCollectionRoute } from "@/app/api/collections/route";
import { DELETE as deleteCollectionRoute, GET as readCollectionRoute, PATCH as renameCollectionRoute } from "@/app/api/collections/[id]/route";
import { DELETE as takeOutRoute, PUT as putInRoute } from "@/app/api/collections/[id]/recipes/[mealId]/route";
import { db } from "@/lib/platform/database";
import { COOKBOOK_CAPS } from "@/lib/cookbook/limits";
import { newOwnRecipeId } from "@/lib/meals";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

const get = (by: Cook | null, path: string) => browserRequest("GET", `${BASE}${path}`, undefined, { headers: { ...by?.headers } });
const send = (method: string, by: Cook | null, path: string, body?: unknown) =>
  body === undefined
    ? browserRequest(method, `${BASE}${path}`, undefined, { headers: { ...by?.headers } })
    : jsonRequest(method, `${BASE}${path}`, body, { headers: { ...by?.headers } });
const p = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

const saved = {
  list: async (by: Cook) => (await (await listSavedRoute(get(by, "/api/saved"), undefined)).json()) as { recipes: { id: string }[] },
  save: (by: Cook | null, mealId: string) => saveRoute(send("PUT", by, `/api/saved/${mealId}`), p({ mealId })),
  unsave: (by: Cook | null, mealId: string) => unsaveRoute(send("DELETE", by, `/api/saved/${mealId}`), p({ mealId })),
};
const collections = {
  list: (by: Cook, mealId?: string) => listCollectionsRoute(get(by, `/api/collections${mealId ? `?mealId=${mealId}` : ""}`), undefined),
  create: (by: Cook | null, body: unknown) => createCollectionRoute(send("POST", by, "/api/collections", body), undefined),
  read: (by: Cook, id: string) => readCollectionRoute(get(by, `/api/collections/${id}`), p({ id })),
  rename: (by: Cook, id: string, body: unknown) => renameCollectionRoute(send("PATCH", by, `/api/collections/${id}`, body), p({ id })),
  remove: (by: Cook, id: string) => deleteCollectionRoute(send("DELETE", by, `/api/collections/${id}`), p({ id })),
  putIn: (by: Cook, id: string, mealId: string) => putInRoute(send("PUT", by, `/api/collections/${id}/recipes/${mealId}`), p({ id, mealId })),
  takeOut: (by: Cook, id: string, mealId: string) => takeOutRoute(send("DELETE", by, `/api/collections/${id}/recipes/${mealId}`), p({ id, mealId })),
};
/**
 * `count` recipes of the cook's own, written straight to the table: the caps count distinct
 * recipes and the catalog holds fewer than 500. They go with the cook (cascade) at the end.
 */
async function ownRecipes(by: Cook, count: number): Promise<string[]> {
  const user = await db.user.findUniqueOrThrow({ where: { email: by.email }, select: { id: true } });
  const ids = Array.from({ length: count }, () => newOwnRecipeId());
  await db.meal.createMany({
    data: ids.map((id, index) => ({
      id,
      name: `Quiet cap dish ${index}`,
      searchName: `quiet cap dish ${index}`,
      category: "Miscellaneous",
      area: "Unknown",
      instructions: "Cook it.",
      thumbnail: "/meals/none.svg",
      origin: "user",
      authorId: user.id,
    })),
  });
  return ids;
}

async function forget(by: Cook): Promise<void> {
  await db.user.delete({ where: { email: by.email } });
}

async function created(by: Cook, name: string): Promise<string> {
  const response = await collections.create(by, { name });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

describe("saved recipes", RECIPE_TEST_OPTIONS, () => {
  it(`caps a cook at ${COOKBOOK_CAPS.savedRecipes} saved recipes, and one more can be saved after un-saving one`, async () => {
    const ada = await seedCook();
    try {
      const ids = await ownRecipes(ada, COOKBOOK_CAPS.savedRecipes + 1);
      const last = ids.pop()!;
      const { id: userId } = await db.user.findUniqueOrThrow({ where: { email: ada.email } });
      await db.savedRecipe.createMany({ data: ids.map((mealId) => ({ userId, mealId })) });
      const refused = await saved.save(ada, last);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toContain(String(COOKBOOK_CAPS.savedRecipes));
      // Saving one already saved is no new line: still fine at the cap.
      expect((await saved.save(ada, ids[0]!)).status).toBe(200);
      expect((await saved.unsave(ada, ids[0]!)).status).toBe(200);
      expect((await saved.save(ada, last)).status).toBe(200);
    } finally {
      await forget(ada);
    }
  });

  it("saves, lists newest first, saves twice harmlessly and un-saves", async () => {
    const ada = await seedCook();
    // Saved in this order, so even two saves in one millisecond list the same (ties go by id).
    expect(await (await saved.save(ada, "10013")).json()).toEqual({ saved: true });
    expect((await saved.save(ada, "10005")).status).toBe(200);
    expect((await saved.save(ada, "10005")).status).toBe(200);
    expect((await saved.list(ada)).recipes.map((recipe) => recipe.id)).toEqual(["10005", "10013"]);
    expect(await (await saved.unsave(ada, "10005")).json()).toEqual({ saved: false });
    expect((await saved.list(ada)).recipes.map((recipe) => recipe.id)).toEqual(["10013"]);
  });

  it("is private: another cook's list is their own", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    await saved.save(ada, "10005");
    expect((await saved.list(bob)).recipes).toEqual([]);
  });

  it("answers 404 for an unknown meal, 400 for a malformed id, 401 without a session", async () => {
    const ada = await seedCook();
    expect((await saved.save(ada, "99999999")).status).toBe(404);
    const bad = await saved.save(ada, "not an id");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toEqual(expect.any(String));
    expect((await saved.save(null, "10005")).status).toBe(401);
  });
});

describe("collections", RECIPE_TEST_OPTIONS, () => {
  it("makes named collections and puts one recipe in several", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const weeknights = await created(ada, "Weeknights");
    const baking = await created(ada, "  Baking ");
    for (const id of [weeknights, baking]) expect((await collections.putIn(ada, id, recipe.id)).status).toBe(200);
    expect((await collections.putIn(ada, baking, "10005")).status).toBe(200);
    const listed = (await (await collections.list(ada, recipe.id)).json()).collections;
    expect(listed).toEqual([
      { id: baking, name: "Baking", recipeCount: 2, hasRecipe: true, shared: false, by: null },
      { id: weeknights, name: "Weeknights", recipeCount: 1, hasRecipe: true, shared: false, by: null },
    ]);
    const read = await (await collections.read(ada, baking)).json();
    expect(read.recipes.map((meal: { id: string }) => meal.id).sort()).toEqual(["10005", recipe.id].sort());
    expect((await collections.takeOut(ada, baking, "10005")).status).toBe(200);
    expect((await (await collections.rename(ada, baking, { name: "Cakes" })).json()).name).toBe("Cakes");
    expect((await collections.remove(ada, weeknights)).status).toBe(200);
    expect((await (await collections.list(ada)).json()).collections).toEqual([{ id: baking, name: "Cakes", recipeCount: 1, shared: false, by: null }]);
  });

  it("is private: another cook gets 404 for every collection route", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    const id = await created(ada, "Mine");
    const answers = [
      await collections.read(bob, id),
      await collections.rename(bob, id, { name: "Theirs" }),
      await collections.putIn(bob, id, "10005"),
      await collections.takeOut(bob, id, "10005"),
      await collections.remove(bob, id),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "Collection not found." });
    }
    expect((await collections.read(ada, id)).status).toBe(200);
  });

  it("answers 400 for bad names and ids, 409 for a taken name", async () => {
    const ada = await seedCook();
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(61) }, { name: 5 }, { name: "a\u0000b" }, { name: "ok", more: 1 }]) {
      const response = await collections.create(ada, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    await created(ada, "Soups");
    expect((await collections.create(ada, { name: "Soups" })).status).toBe(409);
    expect((await collections.read(ada, "../x")).status).toBe(400);
    const id = await created(ada, "Stews");
    expect((await collections.putIn(ada, id, "not an id")).status).toBe(400);
    expect((await collections.putIn(ada, id, "99999999")).status).toBe(404);
  });

  it(`caps a collection at ${COOKBOOK_CAPS.recipesPerCollection} recipes`, async () => {
    const ada = await seedCook();
    try {
      const ids = await ownRecipes(ada, COOKBOOK_CAPS.recipesPerCollection + 1);
      const last = ids.pop()!;
      const id = await created(ada, "Everything");
      await db.collectionRecipe.createMany({ data: ids.map((mealId) => ({ collectionId: id, mealId })) });
      const refused = await collections.putIn(ada, id, last);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toContain(String(COOKBOOK_CAPS.recipesPerCollection));
      // Another collection is not full.
      expect((await collections.putIn(ada, await created(ada, "Weeknights"), last)).status).toBe(200);
    } finally {
      await forget(ada);
    }
  });

  it(`caps a cook at ${COOKBOOK_CAPS.collections} collections`, async () => {
    const ada = await seedCook();
    for (let index = 0; index < COOKBOOK_CAPS.collections; index += 1) await created(ada, `Collection ${index}`);
    const response = await collections.create(ada, { name: "One more" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain(String(COOKBOOK_CAPS.collections));
  });
});
