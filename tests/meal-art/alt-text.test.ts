import { describe, expect, it } from "vitest";
import { ALT_MAX, ALT_PREFIX, composeMealArt, describeMealArt, type MealArtInput, type Part } from "@/lib/meal-art";
import { quiche } from "@/lib/meal-art/dish-forms/bake-siblings";
import { record, sentence } from "@/lib/meal-art/describe";
import { g, profileOf } from "@/lib/meal-art/palette";
import { makeRand } from "@/lib/meal-art/random";
import type { Ctx } from "@/lib/meal-art/types";
import { loadCatalog } from "@/lib/meals/catalog/load-catalog";
import { readCatalogMeals } from "@/scripts/catalog/render-meal-art";

const meals = readCatalogMeals();
const drawn = meals.map((meal) => ({ meal, ...composeMealArt(meal) }));
const said = (alt: string, part: Part) => alt.includes(part.text);

describe("the alt text of a catalog picture", () => {
  it("is the description its drawing gives, in the catalog the seed reads", () => {
    const generated = new Map(drawn.map(({ meal, alt }) => [meal.id, alt]));
    const stale = loadCatalog().filter((meal) => meal.imageAlt !== generated.get(meal.id)).map((meal) => `${meal.id} ${meal.name}: "${meal.imageAlt}"`);
    expect(stale, "run: npx tsx scripts/catalog/render-meal-art.ts").toEqual([]);
  });

  it("is a short sentence that says it is an illustration and names something drawn", () => {
    const bad = drawn.filter(({ alt }) => !alt.startsWith(ALT_PREFIX) || alt.length > ALT_MAX || alt.length < ALT_PREFIX.length + 20 || /undefined|NaN|\s,|\s\s|,,/.test(alt));
    expect(bad.map(({ meal, alt }) => `${meal.name}: "${alt}"`)).toEqual([]);
  });

  it("names the vessel the dish is drawn in and at least one drawn component", () => {
    const missing = drawn.flatMap(({ meal, alt, parts }) => {
      const vessel = parts.find((part) => part.role === "vessel");
      const components = parts.filter((part) => part.role === "whole" || part.role === "dish" || part.role === "food" || part.role === "piece");
      if (!vessel) return [`${meal.name}: its dish form notes no vessel; call note("vessel", …) where it draws one`];
      if (!said(alt, vessel)) return [`${meal.name}: "${alt}" does not say "${vessel.text}"`];
      if (!components.some((part) => said(alt, part))) return [`${meal.name}: "${alt}" names nothing on the ${vessel.text}`];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it("comes from a dish form that describes its own food (a new form without note(\"dish\", …) fails here)", () => {
    const silent = drawn.filter(({ parts }) => !parts.some((part) => part.role === "whole" || part.role === "dish" || part.role === "food"));
    expect(silent.map(({ meal, alt }) => `${meal.name} (${meal.category}): "${alt}": add note("dish", "<what it draws>") to its dish form`)).toEqual([]);
  });

  it("differs between meals of one category whose pictures differ", () => {
    const seen = new Map<string, (typeof drawn)[number]>();
    const same: string[] = [];
    for (const entry of drawn) {
      const key = `${entry.meal.category}|${entry.alt}`;
      const other = seen.get(key);
      if (other && other.svg !== entry.svg) same.push(`${other.meal.name} / ${entry.meal.name}: "${entry.alt}"`);
      seen.set(key, entry);
    }
    expect(same).toEqual([]);
  });

  it("does not just repeat the meal's name or praise it", () => {
    const bad = drawn.filter(({ meal, alt }) => alt.slice(ALT_PREFIX.length).toLowerCase() === meal.name.toLowerCase() || /delicious|tasty|yummy|perfect/i.test(alt));
    expect(bad.map(({ meal, alt }) => `${meal.name}: "${alt}"`)).toEqual([]);
  });
});

describe("describing a drawing", () => {
  const meal: MealArtInput = { id: "95001", name: "Spinach and feta quiche", category: "Vegetarian", area: "French", ingredients: ["Eggs", "Spinach", "Feta", "Shortcrust pastry"] };
  const ctx = (): Ctx => ({ rand: makeRand(7), meal, profile: profileOf(meal.ingredients), ceramic: "#fbf8f3", uid: "q", free: "right" });

  it("changes with the parts drawn: a quiche with its spinach and feta says so, one without does not", () => {
    const pieces = [g("leaf", "#3f9b4a", "#75c26a"), g("cube", "#fbf8ee", "#e8e2d0")];
    const full = record(() => quiche(ctx(), "#f3e3a0", pieces));
    const plain = record(() => quiche(ctx(), "#f3e3a0", []));
    expect(full.value).not.toBe(plain.value);
    expect(sentence(full.parts)).toMatch(/green leaves/);
    expect(sentence(full.parts)).toMatch(/white cheese cubes/);
    expect(sentence(plain.parts)).not.toMatch(/leaves|cheese/);
    expect(sentence(plain.parts)).toBe("Illustration: a white plate with a fluted quiche of cream filling, a wedge cut away");
  });

  it("follows the ingredients the picture is drawn from: lemon on a seafood stew adds lemon to the words", () => {
    const stew: MealArtInput = { id: "95002", name: "Fish stew", category: "Seafood", area: "Spanish", ingredients: ["Cod", "Chopped tomatoes", "Onion"] };
    const withLemon = { ...stew, ingredients: [...stew.ingredients, "Lemon"] };
    expect(describeMealArt(stew)).not.toMatch(/lemon/);
    expect(describeMealArt(withLemon)).toMatch(/lemon wedges/);
  });

  it("keeps drawing without recording, and records nothing outside a drawing", () => {
    const alone = quiche(ctx(), "#f3e3a0", []);
    expect(record(() => quiche(ctx(), "#f3e3a0", [])).value).toBe(alone);
    expect(record(() => "").parts).toEqual([]);
  });
});
