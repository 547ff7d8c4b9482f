import { describe, expect, it } from "vitest";
import { mealService } from "@/lib/meals";
import { accountApi, securityEventsDuring, storedUser } from "../support/account";
import { createdRecipe, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

describe("PUT /api/account/name", RECIPE_TEST_OPTIONS, () => {
  it("renames the cook: their recipes show the new name at once, and a name_changed event is written", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    expect((await mealService().findMealById(recipe.id))?.author?.name).toBe(ada.name);

    const events = await securityEventsDuring(async () => {
      const response = await accountApi.rename(ada, { name: "  Ada Lovelace  " });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: "Your name has been changed.", name: "Ada Lovelace" });
    });
    expect((await storedUser(ada.email))?.name).toBe("Ada Lovelace");
    expect((await mealService().findMealById(recipe.id))?.author?.name).toBe("Ada Lovelace");
    expect(events.map((event) => event.security)).toEqual(["name_changed"]);
  });

  it.each([
    ["too short", { name: "A" }],
    ["too long", { name: "x".repeat(41) }],
    ["missing", {}],
    ["not a string", { name: 42 }],
  ])("answers 400 for a name %s and changes nothing", async (_case, body) => {
    const ada = await seedCook();
    const response = await accountApi.rename(ada, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
    expect((await storedUser(ada.email))?.name).toBe(ada.name);
  });

  it("answers 401 without a session, 403 from another site, and changes nothing", async () => {
    const ada = await seedCook();
    expect((await accountApi.rename(null, { name: "Mallory" })).status).toBe(401);
    const crossSite = await accountApi.rename(ada, { name: "Mallory" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toBeTruthy();
    expect((await storedUser(ada.email))?.name).toBe(ada.name);
  });

  it("only ever renames the signed-in cook", async () => {
    const [ada, bob] = [await seedCook(), await seedCook()];
    expect((await accountApi.rename(bob, { name: "Bob Renamed" })).status).toBe(200);
    expect((await storedUser(ada.email))?.name).toBe(ada.name);
    expect((await storedUser(bob.email))?.name).toBe("Bob Renamed");
  });

  it("answers 429 with Retry-After after 20 renames in an hour", async () => {
    const ada = await seedCook();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await accountApi.rename(ada, { name: `Ada ${attempt}` })).status).toBe(200);
    const limited = await accountApi.rename(ada, { name: "Ada again" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await storedUser(ada.email))?.name).toBe("Ada 19");
  });
});
