import { describe, expect, it } from "vitest";
import { otherAppFormats, type MigratedRecipe } from "@/lib/recipe-import/migrations/formats";
import { recipeDraft } from "@/lib/recipe-import/to-draft";
import { chowdownSite } from "../../support/migrations/chowdown";
import { copyMeThatExport } from "../../support/migrations/copymethat";
import { myRecipeBoxExport } from "../../support/migrations/myrecipebox";
import { nextcloudExport } from "../../support/migrations/nextcloud";
import { tandoorExport } from "../../support/migrations/tandoor";
import { jpeg } from "../../support/migrations/upload";

const exports = {
  tandoor: tandoorExport([{ zipName: "Soup", recipe: { name: "Soup", steps: [{ instruction: "Cook.", ingredients: [{ amount: 1, food: "onion" }] }] }, image: ["image.jpg", jpeg("soup")] }]),
  nextcloud: nextcloudExport([{ folder: "Soup", recipe: { name: "Soup", recipeIngredient: ["1 onion"], recipeInstructions: ["Cook."] }, photo: jpeg("soup") }]),
  copymethat: copyMeThatExport([{ name: "Soup", ingredients: ["1 onion"], instructions: ["Cook."], images: ["images/soup.jpg"] }], [["images/soup.jpg", jpeg("soup")]]),
  chowdown: chowdownSite({ recipes: { "soup.md": "---\nlayout: recipe\ntitle: Soup\nimage: soup.jpg\ningredients:\n- 1 onion\ndirections:\n- Cook.\n---\n" }, images: { "soup.jpg": jpeg("soup") } }),
  myrecipebox: myRecipeBoxExport([{ title: "Soup", ingredients: "1 onion", instructions: "Cook." }]),
};

describe("knowing which app an export comes from", () => {
  it("offers the five readers, each under the name the cook knows the app by", () => {
    expect(otherAppFormats.map((format) => [format.id, format.label])).toEqual([
      ["tandoor", "Tandoor"],
      ["nextcloud", "Nextcloud Cookbook"],
      ["copymethat", "Copy Me That"],
      ["chowdown", "Chowdown"],
      ["myrecipebox", "My Recipe Box"],
    ]);
  });

  it.each(Object.keys(exports) as (keyof typeof exports)[])("an export from %s is recognised by its own reader and by no other", (id) => {
    const upload = exports[id];
    expect(otherAppFormats.filter((format) => format.detect(upload)).map((format) => format.id)).toEqual([id]);
  });

  it("does not go by the file name: a renamed file is still recognised, and a name alone recognises nothing", () => {
    const renamed = { ...exports.myrecipebox, fileName: "tandoor-export.zip" };
    expect(otherAppFormats.filter((format) => format.detect(renamed)).map((format) => format.id)).toEqual(["myrecipebox"]);
    const emptyNamed = { fileName: "recipes.csv", entries: [{ path: "recipes.csv", bytes: new Uint8Array() }] };
    expect(otherAppFormats.filter((format) => format.detect(emptyNamed))).toEqual([]);
  });
});

describe("what the importer makes of each reader's recipe", () => {
  it.each(Object.keys(exports) as (keyof typeof exports)[])("a recipe from %s becomes a draft with its name, ingredient and step", (id) => {
    const format = otherAppFormats.find((candidate) => candidate.id === id)!;
    const [first] = Array.from(format.read(exports[id]));
    const { recipe } = recipeDraft((first as MigratedRecipe).recipe, { pageUrl: null, knownAreas: [] });
    expect({ name: recipe.name, ingredients: recipe.ingredients, instructions: recipe.instructions }).toEqual({
      name: "Soup",
      ingredients: [{ measure: "1", name: "onion" }],
      instructions: "Cook.",
    });
    expect((first as MigratedRecipe).pictures).toEqual(id === "myrecipebox" ? [] : [jpeg("soup")]);
  });
});
