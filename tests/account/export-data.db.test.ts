import { describe, expect, it } from "vitest";
import { accountApi, securityEventsDuring } from "../support/account";
import { rated } from "../support/ratings";
import { api, cook, createdRecipe, pictureBytes, pictureForm, RECIPE_TEST_OPTIONS } from "../support/recipes";

describe("POST /api/account/export", RECIPE_TEST_OPTIONS, () => {
  it("downloads the account, the cook's own recipes with their pictures, and their ratings — never a password hash", async () => {
    const [ada, bob] = [await cook(), await cook()];
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
    expect(data.account).toEqual({ id: expect.any(String), name: ada.name, email: ada.email, createdAt: expect.any(String), updatedAt: expect.any(String) });
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
    const [ada, bob] = [await cook(), await cook()];
    await createdRecipe(ada);
    const data = await (await accountApi.exportData(bob)).json();
    expect(data.account.email).toBe(bob.email);
    expect(data.recipes).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(ada.email);
  });

  it("answers 401 without a session, 403 from another site, 429 after 5 in an hour", async () => {
    const ada = await cook();
    expect((await accountApi.exportData(null)).status).toBe(401);
    const crossSite = await accountApi.exportData(ada, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).message).toBeTruthy();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await accountApi.exportData(ada)).status).toBe(200);
    expect((await accountApi.exportData(ada)).status).toBe(429);
  });
});
