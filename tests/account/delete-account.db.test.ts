import { describe, expect, it } from "vitest";
import { POST as contactMessage } from "@/app/api/contact/message/route";
import { db } from "@/lib/platform/database";
import { loadRanking, ratingSummariesFor } from "@/lib/ranking";
import { accountApi, loginStatus, securityEventsDuring, storedUser, tokenWorks } from "../support/account";
import { seedCook } from "../support/accounts";
import { rated } from "../support/ratings";
import { api, createdRecipe, fetchPicture, pictureBytes, pictureForm, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { BASE, jsonPost } from "../support/requests";

describe("DELETE /api/account", RECIPE_TEST_OPTIONS, () => {
  it("removes the account, its recipes, pictures, ratings and sessions, and the ranking recounts", async () => {
    const [ada, bob, cy] = [await seedCook(), await seedCook(), await seedCook()];
    const adasSoup = await createdRecipe(ada);
    const picture = await (await api.upload(ada, adasSoup.id, pictureForm(await pictureBytes("png", { width: 200, height: 200 })))).json();
    const [bobsStew, cysPie] = [await createdRecipe(bob), await createdRecipe(cy)];
    await rated(ada, bobsStew.id, 1);
    await rated(ada, cysPie.id, 1);
    await rated(cy, bobsStew.id, 5);
    await rated(bob, adasSoup.id, 5);
    expect((await ratingSummariesFor([bobsStew.id])).get(bobsStew.id)).toEqual({ average: 3, count: 2 });
    const adaId = (await storedUser(ada.email))!.id;
    expect((await loadRanking()).cooks.some((entry) => entry.id === adaId)).toBe(true);

    const events = await securityEventsDuring(async () => {
      const response = await accountApi.remove(ada, { password: ada.password });
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/deleted/);
      expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    });

    expect(await storedUser(ada.email)).toBeNull();
    expect(await db.meal.count({ where: { authorId: adaId } })).toBe(0);
    expect(await db.meal.count({ where: { id: adasSoup.id } })).toBe(0);
    expect(await db.mealPicture.count({ where: { mealId: adasSoup.id } })).toBe(0);
    expect((await fetchPicture(picture.pictureUrl)).status).toBe(404);
    expect(await db.rating.count({ where: { userId: adaId } })).toBe(0);
    expect(await db.rating.count({ where: { mealId: adasSoup.id } })).toBe(0);
    expect(await tokenWorks(ada.token)).toBe(false);
    expect(await loginStatus(ada.email, ada.password)).toBe(401);

    // The summaries of the meals Ada rated are recounted without her stars.
    const summaries = await ratingSummariesFor([bobsStew.id, cysPie.id, adasSoup.id]);
    expect(summaries.get(bobsStew.id)).toEqual({ average: 5, count: 1 });
    expect(summaries.has(cysPie.id)).toBe(false);
    expect(summaries.has(adasSoup.id)).toBe(false);
    const ranking = await loadRanking();
    expect(ranking.cooks.some((entry) => entry.id === adaId)).toBe(false);
    expect(ranking.recipes.some((entry) => entry.id === adasSoup.id)).toBe(false);
    expect(events).toEqual([expect.objectContaining({ security: "account_deleted", userId: adaId })]);
    expect(JSON.stringify(events)).not.toContain(ada.email);
  });

  // Issue 28, finding 9: messages sent through the contact form from the account's email stayed.
  it("removes the messages sent from the account's email through the contact form, however it was typed", async () => {
    const ada = await seedCook();
    const stranger = `someone-else-${ada.email}`;
    const sent = (email: string) => contactMessage(jsonPost(`${BASE}/api/contact/message`, { name: "Ada", email, subject: "Lentils", message: "More lentils, please." }), undefined);
    try {
      for (const email of [ada.email, ` ${ada.email.toUpperCase()} `, stranger]) expect((await sent(email)).status).toBe(201);
      expect((await accountApi.remove(ada, { password: ada.password })).status).toBe(200);
      const left = await db.contactMessage.findMany({ where: { email: { in: [ada.email, ada.email.toUpperCase(), stranger] } } });
      expect(left.map((message) => message.email)).toEqual([stranger]);
    } finally {
      await db.contactMessage.deleteMany({ where: { email: stranger } });
    }
  });

  it("refuses a wrong password with 403, and everything stays", async () => {
    const ada = await seedCook();
    const recipe = await createdRecipe(ada);
    const response = await accountApi.remove(ada, { password: "surely not this one" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "This is not your current password.",
      errors: { password: "This is not your current password." },
    });
    expect(await storedUser(ada.email)).not.toBeNull();
    expect(await db.meal.count({ where: { id: recipe.id } })).toBe(1);
    expect(await tokenWorks(ada.token)).toBe(true);
  });

  it("answers 400 for bad input and deletes nothing", async () => {
    const ada = await seedCook();
    for (const body of [{}, { password: "" }, { password: 12345678 }, "not json"]) {
      const response = await accountApi.remove(ada, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    }
    expect(await storedUser(ada.email)).not.toBeNull();
  });

  it("another cook cannot delete an account, even knowing its password", async () => {
    const ada = await seedCook();
    const mallory = await seedCook({ password: "mallory's own long password" });
    // The route acts on the signed-in cook only: Ada's password is wrong for Mallory's account.
    expect((await accountApi.remove(mallory, { password: ada.password })).status).toBe(403);
    expect((await accountApi.remove(null, { password: ada.password })).status).toBe(401);
    expect((await accountApi.remove(ada, { password: ada.password }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await storedUser(ada.email)).not.toBeNull();
    expect(await storedUser(mallory.email)).not.toBeNull();
  });
});
