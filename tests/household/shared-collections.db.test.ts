import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/collections/route";
import { DELETE as deleteRoute, GET as readRoute, PATCH as changeRoute } from "@/app/api/collections/[id]/route";
import { DELETE as takeOutRoute, PUT as putInRoute } from "@/app/api/collections/[id]/recipes/[mealId]/route";
import { savedPage } from "@/lib/cookbook";
import { db } from "@/lib/platform/database";
import { RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";
import { household, joined, json } from "./support";

/**
 * Issue 32: a collection its maker marks shared is seen and filled by the members of their
 * household; renaming, deleting and unsharing stay the maker's; a former member loses it at once;
 * anyone else gets 404.
 */
const h = (by: Cook) => ({ headers: { ...by.headers } });
const p = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });
const collections = {
  list: (by: Cook) => listRoute(browserRequest("GET", `${BASE}/api/collections`, undefined, h(by)), undefined),
  create: (by: Cook, name: string) => createRoute(jsonRequest("POST", `${BASE}/api/collections`, { name }, h(by)), undefined),
  read: (by: Cook, id: string) => readRoute(browserRequest("GET", `${BASE}/api/collections/${id}`, undefined, h(by)), p({ id })),
  change: (by: Cook, id: string, body: unknown) => changeRoute(jsonRequest("PATCH", `${BASE}/api/collections/${id}`, body, h(by)), p({ id })),
  remove: (by: Cook, id: string) => deleteRoute(browserRequest("DELETE", `${BASE}/api/collections/${id}`, undefined, h(by)), p({ id })),
  putIn: (by: Cook, id: string, mealId: string) => putInRoute(browserRequest("PUT", `${BASE}/api/collections/${id}/recipes/${mealId}`, undefined, h(by)), p({ id, mealId })),
  takeOut: (by: Cook, id: string, mealId: string) => takeOutRoute(browserRequest("DELETE", `${BASE}/api/collections/${id}/recipes/${mealId}`, undefined, h(by)), p({ id, mealId })),
};
type Summary = { id: string; name: string; shared: boolean; by: string | null };
const listed = async (by: Cook) => (await json<{ collections: Summary[] }>(await collections.list(by))).collections;
const userIdOf = async (by: Cook) => (await db.user.findUniqueOrThrow({ where: { email: by.email }, select: { id: true } })).id;

async function sharedCollection() {
  const ada = await seedCook({ name: "Ada" });
  const sam = await seedCook({ name: "Sam" });
  const out = await seedCook({ name: "Olu" });
  await joined(ada, sam);
  const id = (await json<{ id: string }>(await collections.create(ada, "Weeknights"), 201)).id;
  await json(await collections.putIn(ada, id, "10005"));
  return { ada, sam, out, id };
}

describe("collections shared with the household", RECIPE_TEST_OPTIONS, () => {
  it("a member sees a collection only once its maker shares it, then reads it and puts recipes in and takes them out", async () => {
    const { ada, sam, id } = await sharedCollection();
    expect((await listed(sam)).map((row) => row.id)).not.toContain(id);
    expect((await collections.read(sam, id)).status).toBe(404);

    expect(await json(await collections.change(ada, id, { shared: true }))).toMatchObject({ id, shared: true, by: null });
    expect((await listed(sam)).find((row) => row.id === id)).toMatchObject({ name: "Weeknights", shared: true, by: "Ada" });
    expect((await listed(ada)).find((row) => row.id === id)).toMatchObject({ shared: true, by: null });
    await json(await collections.putIn(sam, id, "10013"));
    await json(await collections.takeOut(sam, id, "10005"));
    const read = await json<{ by: string | null; recipes: { id: string }[] }>(await collections.read(ada, id));
    expect(read.recipes.map((recipe) => recipe.id)).toEqual(["10013"]);
    const page = await savedPage(await userIdOf(sam));
    expect(page.collections.find((collection) => collection.id === id)).toMatchObject({ by: "Ada", shared: true });
  });

  it("renaming, deleting and unsharing stay the maker's: a member is refused (403) and the collection is unchanged", async () => {
    const { ada, sam, id } = await sharedCollection();
    await json(await collections.change(ada, id, { shared: true }));
    for (const answer of [await collections.change(sam, id, { name: "Sam's now" }), await collections.change(sam, id, { shared: false }), await collections.remove(sam, id)]) {
      expect(answer.status).toBe(403);
      expect((await answer.json()).message).toMatch(/Only Ada can/);
    }
    expect((await listed(sam)).find((row) => row.id === id)).toMatchObject({ name: "Weeknights", shared: true });
    // Unshared by Ada: gone from Sam's at once.
    await json(await collections.change(ada, id, { shared: false }));
    expect((await collections.read(sam, id)).status).toBe(404);
  });

  it("another household's cook gets 404 for every route, shared or not", async () => {
    const { ada, out, id } = await sharedCollection();
    await json(await collections.change(ada, id, { shared: true }));
    const answers = [
      await collections.read(out, id),
      await collections.change(out, id, { shared: false }),
      await collections.putIn(out, id, "10013"),
      await collections.takeOut(out, id, "10005"),
      await collections.remove(out, id),
    ];
    for (const answer of answers) expect(answer.status).toBe(404);
    expect((await listed(out)).map((row) => row.id)).not.toContain(id);
  });

  it("a former member loses it at once; the maker keeps it when they leave, and it is no longer the household's", async () => {
    const { ada, sam, id } = await sharedCollection();
    await json(await collections.change(ada, id, { shared: true }));
    await json(await household.leave(sam));
    expect((await collections.read(sam, id)).status).toBe(404);
    expect((await collections.putIn(sam, id, "10013")).status).toBe(404);
    expect((await listed(sam)).map((row) => row.id)).not.toContain(id);

    const bea = await seedCook({ name: "Bea" });
    await joined(ada, bea);
    expect((await listed(bea)).map((row) => row.id)).toContain(id);
    await json(await household.leave(ada));
    expect((await collections.read(ada, id)).status).toBe(200);
    expect((await collections.read(bea, id)).status).toBe(404);
  });

  it("answers 400 for a change that says nothing or a shared that is not true or false", async () => {
    const { ada, id } = await sharedCollection();
    for (const body of [{}, { shared: "yes" }, { shared: null }, { shared: true, more: 1 }]) expect((await collections.change(ada, id, body)).status).toBe(400);
  });
});
