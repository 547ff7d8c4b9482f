import { describe, expect, it } from "vitest";
import { fieldErrorTranslations } from "@/lib/platform/i18n";
import { recipeFormSchema, recipeSchema } from "@/lib/validations/recipes";

/** Every message the shared recipe schema gives for a field, from a set of wrong recipes a cook could type. */
function messagesFor(schema: typeof recipeSchema | typeof recipeFormSchema, values: unknown[]): Set<string> {
  const found = new Set<string>();
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) found.add(issue.message);
  }
  return found;
}

const long = (length: number) => "x".repeat(length);

const WRONG_RECIPES = [
  {},
  { name: "", category: "", area: "", instructions: "", servings: 0, ingredients: [] },
  { name: "a", category: "Pasta", area: long(51), instructions: "short", servings: 51.5, ingredients: [{ name: "", measure: long(51) }] },
  {
    name: long(101),
    category: "Pasta",
    area: "Italian",
    instructions: long(10_001),
    servings: 4,
    prepMinutes: 1441,
    cookMinutes: -1,
    totalMinutes: 2881,
    difficulty: "tricky",
    videoUrl: "https://vimeo.com/1",
    sourceUrl: "ftp://example.com",
    tags: ["a,b", "", long(31), ...Array.from({ length: 10 }, (_, index) => `t${index}`)],
    ingredients: [{ name: long(101), measure: 5 }, ...Array.from({ length: 20 }, () => ({ name: "salt", measure: "1 tsp" }))],
  },
  { name: "Soup", category: "Pasta", area: "Italian", instructions: long(30), servings: 4, ingredients: "salt", tags: [5], videoUrl: long(501) },
];

describe("the recipe form's field errors (issue 35)", () => {
  it.each(["de", "fr", "es"] as const)("are all shown in %s, while the schema (and so the API) stays English", (locale) => {
    const table = fieldErrorTranslations(locale);
    const english = new Set([...messagesFor(recipeSchema, WRONG_RECIPES), ...messagesFor(recipeFormSchema, WRONG_RECIPES)]);
    // The schema's own "expected string" fallbacks are not the form's: it always sends strings.
    const ours = [...english].filter((message) => !message.startsWith("Invalid"));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((message) => !Object.hasOwn(table, message))).toEqual([]);
    for (const message of ours) expect(table[message], message).not.toBe(message);
  });
});
