import { describe, expect, it } from "vitest";
import { GET as listLinksRoute, POST as makeLinkRoute } from "@/app/api/share-links/route";
import { DELETE as revokeLinkRoute } from "@/app/api/share-links/[id]/route";
import { POST as createCollectionRoute } from "@/app/api/collections/route";
import { PUT as putInRoute } from "@/app/api/collections/[id]/recipes/[mealId]/route";
import { POST as planRoute } from "@/app/api/plan/route";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { db } from "@/lib/platform/database";
import { shareViewsRateLimit } from "@/lib/cookbook/sharing";
import { sharedPage } from "@/lib/web/pages/shared-page";
import { today } from "@/lib/meal-plan/week";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, browserRequest, jsonRequest } from "../support/requests";
import { seedCook, type Cook } from "../support/accounts";

const p = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });
const send = (method: string, by: Cook, path: string, body?: unknown) =>
  body === undefined
    ? browserRequest(method, `${BASE}${path}`, undefined, { headers: by.headers })
    : jsonRequest(method, `${BASE}${path}`, body, { headers: by.headers });

const links = {
  make: (by: Cook, body: unknown) => makeLinkRoute(send("POST", by, "/api/share-links", body), undefined),
  list: async (by: Cook, query = "") =>
    (await (await listLinksRoute(send("GET", by, `/api/share-links${query}`), undefined)).json()) as { links: { id: string; state: string; title: string }[] },
  revoke: (by: Cook, id: string) => revokeLinkRoute(send("DELETE", by, `/api/share-links/${id}`), p({ id })),
};

async function made(by: Cook, body: unknown): Promise<{ id: string; path: string; token: string }> {
  const response = await links.make(by, body);
  if (response.status !== 201) throw new Error(`share link: ${response.status} ${await response.text()}`);
  const link = (await response.json()) as { id: string; path: string };
  return { ...link, token: link.path.replace(/^\/s\//, "") };
}

async function collectionOf(by: Cook, name: string, mealId: string): Promise<string> {
  const { id } = (await (await createCollectionRoute(send("POST", by, "/api/collections", { name }), undefined)).json()) as { id: string };
  expect((await putInRoute(send("PUT", by, `/api/collections/${id}/recipes/${mealId}`), p({ id, mealId }))).status).toBe(200);
  return id;
}

describe("share links (issue 37)", RECIPE_TEST_OPTIONS, () => {
  it("opens a collection read-only with the owner's display name, and stops at once when revoked", async () => {
    const ada = await seedCook({ name: "Ada Sharer" });
    const recipe = await createdRecipe(ada);
    const collection = await collectionOf(ada, "Weeknights", recipe.id);
    const link = await made(ada, { kind: "collection", targetId: collection });

    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await sharedPage(link.token);
    expect(shown).toMatchObject({ state: "shown", kind: "collection", ownerName: "Ada Sharer", name: "Weeknights" });
    expect(shown.state === "shown" && shown.kind === "collection" && shown.recipes.map((meal) => meal.id)).toEqual([recipe.id]);

    // Only a hash is kept: the token itself is nowhere in the table.
    const stored = await db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(stored.tokenHash).not.toContain(link.token);
    expect(JSON.stringify(await links.list(ada))).not.toContain(link.token);

    expect((await links.revoke(ada, link.id)).status).toBe(200);
    expect(await sharedPage(link.token)).toEqual({ state: "gone" });
    expect((await links.list(ada, `?kind=collection&targetId=${collection}`)).links).toMatchObject([{ id: link.id, state: "revoked", title: "Weeknights" }]);
  });

  it("refuses an expired link, and a made-up token", async () => {
    const ada = await seedCook();
    const link = await made(ada, { kind: "plan", expiresInDays: 1 });
    expect((await sharedPage(link.token)).state).toBe("shown");
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await sharedPage(link.token, later)).toEqual({ state: "gone" });
    expect(await sharedPage("A".repeat(43))).toEqual({ state: "gone" });
    expect(await sharedPage("not-a-token")).toEqual({ state: "gone" });
  });

  it("answers a turned-off or expired link 410 Gone from the request gate, with the page that says which; an unknown one goes on to the 404 page", async () => {
    const ada = await seedCook();
    const open = (token: string) => proxy(new NextRequest(`${BASE}/s/${token}`));
    const working = await made(ada, { kind: "plan" });
    expect((await open(working.token)).headers.get("x-middleware-next")).toBe("1");

    const turnedOff = await made(ada, { kind: "plan" });
    expect((await links.revoke(ada, turnedOff.id)).status).toBe(200);
    const gone = await open(turnedOff.token);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This link was turned off by its owner");
    expect(gone.headers.get("cache-control")).toBe("no-store");

    const expiring = await made(ada, { kind: "plan", expiresInDays: 1 });
    await db.shareLink.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await open(expiring.token);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");

    // Never made: the page answers 404 and says the link does not work (not-found.tsx).
    for (const token of ["A".repeat(43), "not-a-token"]) expect((await open(token)).headers.get("x-middleware-next")).toBe("1");
  });

  it("shows the plan's next seven days and a private recipe", async () => {
    const ada = await seedCook({ name: "Ada Planner" });
    const recipe = await createdRecipe(ada);
    const planned = await planRoute(send("POST", ada, "/api/plan", { mealId: recipe.id, day: today(), slot: "dinner" }), undefined);
    expect(planned.status).toBe(201);
    const plan = await sharedPage((await made(ada, { kind: "plan" })).token);
    expect(plan.state === "shown" && plan.kind === "plan" && plan.days[0]!.meals.map((meal) => meal.recipe.id)).toEqual([recipe.id]);

    const own = await sharedPage((await made(ada, { kind: "recipe", targetId: recipe.id })).token);
    expect(own).toMatchObject({ state: "shown", kind: "recipe", ownerName: "Ada Planner", meal: { id: recipe.id } });
  });

  it("answers another cook's recipe, collection and link ids as unknown (404), and a catalog recipe too", async () => {
    const [ada, bea] = [await seedCook(), await seedCook()];
    const recipe = await createdRecipe(ada);
    const collection = await collectionOf(ada, "Ada's own", recipe.id);
    expect((await links.make(bea, { kind: "recipe", targetId: recipe.id })).status).toBe(404);
    expect((await links.make(bea, { kind: "collection", targetId: collection })).status).toBe(404);
    const adas = await made(ada, { kind: "collection", targetId: collection });
    expect((await links.revoke(bea, adas.id)).status).toBe(404);
    expect((await sharedPage(adas.token)).state).toBe("shown");
    expect((await links.list(bea)).links).toEqual([]);
    // A catalog meal is everyone's already: only a cook's own recipes are shared by link.
    const catalog = await db.meal.findFirstOrThrow({ where: { origin: { not: "user" } }, select: { id: true } });
    expect((await links.make(ada, { kind: "recipe", targetId: catalog.id })).status).toBe(400);
    expect((await links.make(ada, { kind: "collection" })).status).toBe(400);
    expect((await links.make(ada, { kind: "plan", expiresInDays: 0 })).status).toBe(400);
  });

  it(`answers a link 429 with Retry-After from the request gate after ${shareViewsRateLimit.limit} views in its window, and counts no other link`, async () => {
    const ada = await seedCook();
    const link = await made(ada, { kind: "plan" });
    const other = await made(ada, { kind: "plan" });
    const open = (token: string) => proxy(new NextRequest(`${BASE}/s/${token}`));
    for (let view = 0; view < shareViewsRateLimit.limit; view++) expect((await open(link.token)).headers.get("x-middleware-next")).toBe("1");
    const busy = await open(link.token);
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await busy.text()).toContain("Please try again in a few minutes");
    // Drawing the page counts nothing more: the page still shows for a visitor the gate let in.
    expect((await sharedPage(link.token)).state).toBe("shown");
    expect((await open(other.token)).headers.get("x-middleware-next")).toBe("1");
  });
});
