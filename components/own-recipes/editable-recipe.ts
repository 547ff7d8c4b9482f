import type { RecipeRecord } from "@/lib/own-recipes";
import type { RecipeFormFields } from "@/lib/validations/recipes";

/** A stored recipe as the form edits it. */
export type EditableRecipe = {
  id: string;
  fields: RecipeFormFields;
  pictureUrl: string;
  hasUploadedPicture: boolean;
};

/** The form's values for a new recipe: one empty ingredient row to start from. */
export const NEW_RECIPE_FIELDS: RecipeFormFields = {
  name: "",
  category: "",
  area: "",
  instructions: "",
  servings: 4,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  difficulty: "",
  tags: "",
  videoUrl: "",
  sourceUrl: "",
  ingredients: [{ name: "", measure: "" }],
};

export function editableRecipe(recipe: RecipeRecord): EditableRecipe {
  return {
    id: recipe.id,
    fields: {
      name: recipe.name,
      category: recipe.category,
      area: recipe.area,
      // Stored with blank lines between steps; the form shows one step per line, as typed.
      instructions: recipe.instructions.split(/\n+/).join("\n"),
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      // A total that is just the two parts added stays empty, so it follows them when they change.
      totalMinutes:
        recipe.prepMinutes !== null && recipe.cookMinutes !== null && recipe.totalMinutes === recipe.prepMinutes + recipe.cookMinutes
          ? null
          : recipe.totalMinutes,
      difficulty: recipe.difficulty ?? "",
      tags: recipe.tags.join(", "),
      videoUrl: recipe.videoUrl ?? "",
      sourceUrl: recipe.sourceUrl ?? "",
      ingredients: recipe.ingredients,
    },
    pictureUrl: recipe.pictureUrl,
    hasUploadedPicture: recipe.hasUploadedPicture,
  };
}
