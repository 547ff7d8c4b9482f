import { describe, expect, it } from "vitest";
import { GET as getMeals } from "@/app/api/meals/route";
import { GET as getNutrition } from "@/app/api/meals/[id]/nutrition/route";
import { POST as askChef } from "@/app/api/chef/recipe/route";
import { BASE, jsonPost } from "../support/requests";
import { api, fetchPicture, recipeBody, RECIPE_TEST_OPTIONS } from "../support/recipes";
import { seedCook } from "../support/accounts";

/**
 * Names cooks type are looked up in tables of known words (areas, units, plurals): a name that is
 * also a property of every JavaScript object must be an unknown word, never a 500.
 */
const PROTOTYPE_WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

describe("names that are also JavaScript's own property names", RECIPE_TEST_OPTIONS, () => {
  it.each(PROTOTYPE_WORDS)("a recipe with area, ingredients and measures named %s is saved, drawn, counted and searched", async (word) => {
    const ada = await seedCook();
    const created = await api.create(
      ada,
      recipeBody({
        area: word,
        ingredients: [
          { name: word, measure: `2 ${word}` },
          { name: `${word}s`, measure: `a ${word}` },
          { name: "Onion", measure: `1 ${word} ${word}` },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const recipe = (await created.json()) as { id: string; pictureUrl: string };

    const picture = await fetchPicture(recipe.pictureUrl);
    expect(picture.status).toBe(200);

    const nutrition = await getNutrition(new Request(`${BASE}/api/meals/${recipe.id}/nutrition`, { headers: ada.headers }), {
      params: Promise.resolve({ id: recipe.id }),
    });
    expect(nutrition.status).toBe(200);
    const { uncounted } = (await nutrition.json()) as { uncounted: { name: string }[] };
    expect(uncounted.map((ingredient) => ingredient.name)).toContain(word);

    for (const query of [`?s=${word}`, `?c=${word}`]) {
      const answer = await getMeals(new Request(`${BASE}/api/meals${query}`, { headers: ada.headers }), undefined);
      expect(answer.status, query).toBeLessThan(500);
    }

    const chef = await askChef(jsonPost(`${BASE}/api/chef/recipe`, { ingredients: [word, `${word}s`, "rice"] }, { headers: ada.headers }), undefined);
    expect(chef.status).toBe(200);
    await chef.text();
  });
});
