import { describe, expect, it } from "vitest";
import { PANTRY_QUICK_ADD, PANTRY_STAPLES } from "@/config/pantry";
import { LOCALES } from "@/lib/platform/i18n";
import { STAPLE_KEYS } from "@/lib/pantry/match";
import { coverMap, pantryKeyOf } from "@/lib/pantry/names";
import { pantryFoodsIn } from "@/lib/pantry/pantry";

/**
 * Issue 35: the pantry's staples and quick-add choices are named in the cook's language ("Salz",
 * "Zwiebeln", "Pommes de terre"), and each still means the very foods its English name means: the
 * same meals match, the staples still count as staples, a shopping list leaves off the same lines.
 */
const covers = (item: string) => [...coverMap([item]).keys()].sort();
const foreign = LOCALES.filter((locale) => locale !== "en");

describe("the pantry's own choices in the cook's language", () => {
  it("keeps the English names in English", () => {
    expect(pantryFoodsIn("en")).toEqual({ staples: [...PANTRY_STAPLES], quickAdd: [...PANTRY_QUICK_ADD] });
  });

  it.each(foreign)("names the staples and quick-add choices in %s, each covering the same foods as its English name", (locale) => {
    const { staples, quickAdd } = pantryFoodsIn(locale);
    expect(staples).toHaveLength(PANTRY_STAPLES.length);
    expect(quickAdd).toHaveLength(PANTRY_QUICK_ADD.length);
    const english = [...PANTRY_STAPLES, ...PANTRY_QUICK_ADD];
    const named = [...staples, ...quickAdd];
    // Most names are the language's own (a few are the same word: "Butter", "Cheddar", "Pasta").
    expect(named.filter((name, at) => name !== english[at]).length).toBeGreaterThan(english.length * 0.75);
    named.forEach((name, at) => expect(covers(name), `${name} (${english[at]})`).toEqual(covers(english[at]!)));
  });

  it.each(foreign)("counts the staples named in %s as staples: salt and water alone still suggest nothing", (locale) => {
    for (const staple of pantryFoodsIn(locale).staples) expect(STAPLE_KEYS.has(pantryKeyOf(staple)!), staple).toBe(true);
  });

  it("takes frozen peas and peas for each other, as every language names them", () => {
    expect(covers("Frozen peas")).toEqual(covers("peas"));
    expect(covers("TK-Erbsen")).toContain(pantryKeyOf("frozen peas"));
  });
});
