import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/chef/recipe/route";
import { seedCook } from "../support/accounts";
import { createdRecipe, uniqueWord } from "../support/recipes";
import { BASE, jsonPost } from "../support/requests";
import { signedInHeaders } from "../support/session";

/** POST /api/chef/recipe with the default (catalog) chef. */
const URL = `${BASE}/api/chef/recipe`;
const INGREDIENTS = ["apples", "flour", "sugar", "butter"];

async function ask(body: unknown, { headers, origin }: { headers?: Record<string, string>; origin?: string } = {}) {
  return POST(jsonPost(URL, body, { headers: headers ?? (await signedInHeaders()), origin }), undefined);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("POST /api/chef/recipe", () => {
  it("streams a catalog recipe as markdown to a signed-in cook", async () => {
    const response = await ask({ ingredients: INGREDIENTS });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const text = await response.text();
    expect(text).toMatch(/^_This is a suggestion from the Res-pe meal catalog/);
    expect(text).toContain("- **From your list:** apples, flour, sugar, butter");
    expect(text).toMatch(/\[Open .+ on its recipe page\]\(\/recipeDetail\/\d+\)/);
  });

  it("answers 401 with a message without a session", async () => {
    const response = await ask({ ingredients: INGREDIENTS }, { headers: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to continue." });
  });

  it("answers 403 to a page on another site", async () => {
    const response = await ask({ ingredients: INGREDIENTS }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it.each([
    [{}, "Please send the ingredients as a list."],
    [{ ingredients: "potato, leek" }, "Please send the ingredients as a list."],
    [{ ingredients: [] }, "Please add at least one ingredient."],
    [{ ingredients: ["potato", "   "] }, "Please type an ingredient."],
    [{ ingredients: ["potato", 7] }, "Please type an ingredient."],
    [{ ingredients: ["x".repeat(61)] }, "An ingredient can be at most 60 characters."],
    [{ ingredients: Array.from({ length: 31 }, (_, i) => `spice ${i}`) }, "Please list at most 30 ingredients."],
    [{ ingredients: ["Potato", "leek", "potato "] }, "Each ingredient can be listed only once."],
  ])("answers 400 for %j", async (body, message) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("takes 30 ingredients of 60 characters", async () => {
    const response = await ask({ ingredients: Array.from({ length: 30 }, (_, i) => `${String(i).padStart(2, "0")}${"y".repeat(58)}`) });
    expect(response.status).toBe(200);
    await response.text();
  });

  it("answers 415 for a body that is not JSON and 413 for one that is far too large", async () => {
    const headers = await signedInHeaders();
    const form = await POST(
      new Request(URL, { method: "POST", headers: { ...headers, "content-type": "text/plain" }, body: "potato" }),
      undefined,
    );
    expect(form.status).toBe(415);
    expect((await ask({ ingredients: ["potato"], padding: "x".repeat(20_000) })).status).toBe(413);
  });

  it("answers 429 with Retry-After past 10 recipes in 10 minutes, for that cook only", async () => {
    const cook = await seedCook();
    for (let recipe = 0; recipe < 10; recipe += 1) {
      const response = await ask({ ingredients: INGREDIENTS }, { headers: bearer(cook.token) });
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await ask({ ingredients: INGREDIENTS }, { headers: bearer(cook.token) });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/many recipes in a short time/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const invalid = await ask({ ingredients: [] }, { headers: bearer(cook.token) });
    expect(invalid.status).toBe(400); // a bad list is told so, quota or not

    const otherCook = await seedCook();
    expect((await ask({ ingredients: INGREDIENTS }, { headers: bearer(otherCook.token) })).status).toBe(200);
  });

  it("suggests a cook's recipe the moment it is saved (the chef reads meals through the meal service)", async () => {
    const author = await seedCook();
    const [first, second, third] = [uniqueWord("Qx"), uniqueWord("Qx"), uniqueWord("Qx")];
    const recipe = await createdRecipe(author, {
      category: "Vegan",
      ingredients: [first, second, third].map((name) => ({ name, measure: "1" })),
    });
    const text = await (await ask({ ingredients: [first, second, third] })).text();
    expect(text).toContain(`](/recipeDetail/${recipe.id})`);
  });
});
