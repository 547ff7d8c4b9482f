import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A Pasta recipe written through the API as the signed-in cook of `page`. */
export async function apiRecipe(page: Page, name: string) {
  const response = await page.request.post("/api/recipes", {
    data: {
      name,
      category: "Pasta",
      area: "Italian",
      instructions: "Boil the pasta.\nToss it with the sauce.",
      servings: 2,
      ingredients: [{ name: "Spaghetti", measure: "200 g" }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; pictureUrl: string };
}
