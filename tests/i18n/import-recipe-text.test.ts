import { describe, expect, it } from "vitest";
import { plainMessages } from "@/lib/platform/i18n";
import { importedFromText } from "@/lib/recipe-import/from-text/to-imported";
import { copyMeThat } from "@/lib/recipe-import/migrations/formats/copymethat";
import { myRecipeBox } from "@/lib/recipe-import/migrations/formats/myrecipebox";
import { convertRecipe } from "@/lib/recipe-import/migrations/to-recipe";
import { copyMeThatExport } from "../support/migrations/copymethat";
import { myRecipeBoxExport } from "../support/migrations/myrecipebox";

/**
 * Issue 35, what the import writes and what it names: a recipe read from a page's text or a photo
 * gets its notes' heading in the cook's language (it is the recipe's own text from then on); a
 * recipe the export gives no name is named by its place with a code the report words in the
 * cook's language ("Zeile 5"), its English kept for the API.
 */
const text = { name: "Kartoffelsuppe", servings: 4, prepMinutes: null, cookMinutes: null, totalMinutes: null, ingredients: ["1 kg Kartoffeln", "1 Zwiebel"], steps: ["Kochen."], notes: ["Schmeckt am nächsten Tag besser."], doubtful: [] };

describe("what the import writes into a recipe, and how it names one without a name", () => {
  it("writes the notes' heading of a recipe read from text in the cook's language, English by default", () => {
    const steps = (locale?: "de" | "es") => importedFromText(text, { foundIn: "photo", pageUrl: null, knownAreas: [], locale }).recipe.instructions;
    expect(steps()).toContain("Notes:");
    expect(steps("de")).toContain("Notizen:");
    expect(steps("de")).not.toContain("Notes:");
    expect(steps("es")).toContain("Notas:");
  });

  it("names an untitled row of My Recipe Box by its row, with a code the report words in German", () => {
    const upload = myRecipeBoxExport([{ title: "Apfelstrudel", ingredients: "1 kg Äpfel", instructions: "Backen." }, { title: "", ingredients: "1 egg" }], "\n");
    const unnamed = [...myRecipeBox.read(upload)].find((item) => "reason" in item);
    expect(unnamed).toMatchObject({ name: "Row 3", nameCode: { code: "rowNumber", values: { number: 3 } } });
    expect(plainMessages("de", "migrationNotes").rowNumber).toBe("Zeile {number}");
  });

  it("names an unnamed Copy Me That recipe by its place, with its code", () => {
    const upload = copyMeThatExport([{ name: "Sourdough", ingredients: ["500 g flour"], instructions: ["Bake."] }, { name: "", ingredients: ["1 egg"], instructions: ["Boil."] }]);
    const unnamed = [...copyMeThat.read(upload)].find((item) => "reason" in item);
    expect(unnamed).toMatchObject({ name: "Recipe 2", nameCode: { code: "recipeNumber", values: { number: 2 } } });
  });

  it("names a recipe that fails the form's checks without a name by a code too", () => {
    const converted = convertRecipe(
      { sourceId: null, recipe: { "@type": "Recipe", recipeIngredient: ["1 egg"], recipeInstructions: ["Boil."] }, pictures: [], notes: null, rating: null, tags: [], notCarried: [] },
      { formatId: "json-ld", appLabel: "schema.org", knownAreas: [] },
    );
    expect(converted).toMatchObject({ ok: false, name: "A recipe without a name", nameCode: { code: "recipeWithoutName", values: {} } });
  });
});
