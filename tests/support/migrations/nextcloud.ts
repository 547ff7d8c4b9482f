import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";
import { jpeg, unpacked } from "./upload";

/**
 * A zip of the Cookbook app's folder in Nextcloud Files: `Recipes/<name>/recipe.json` (schema.org
 * as the app writes it: durations "PT0H30M0S", yield a number, keywords one comma string, the
 * app's own `id`, dates, `imageUrl`) beside `full.jpg`, `thumb.jpg` and `thumb16.jpg`.
 */
export type NextcloudRecipe = Record<string, unknown> & { name?: string };

export function nextcloudRecipeJson(recipe: NextcloudRecipe): string {
  const id = String(recipe.id ?? "1");
  return JSON.stringify({
    id,
    name: recipe.name,
    description: "",
    url: "",
    image: "",
    prepTime: null,
    cookTime: null,
    totalTime: null,
    recipeCategory: "",
    keywords: "",
    tool: [],
    recipeIngredient: [],
    recipeInstructions: [],
    nutrition: { "@type": "NutritionInformation" },
    "@context": "http://schema.org",
    "@type": "Recipe",
    dateModified: "2024-02-11T09:30:00+0000",
    dateCreated: "2023-12-24T18:00:00+0000",
    printImage: true,
    imageUrl: `/apps/cookbook/webapp/recipes/${id}/image?size=full`,
    ...recipe,
  });
}

export function nextcloudExport(recipes: { folder: string; recipe: NextcloudRecipe | string; photo?: Uint8Array }[]): MigrationUpload {
  return unpacked(
    "Recipes.zip",
    recipes.flatMap(({ folder, recipe, photo }) => [
      [`Recipes/${folder}/recipe.json`, typeof recipe === "string" ? recipe : nextcloudRecipeJson(recipe)] as [string, string | Uint8Array],
      ...(photo
        ? ([
            [`Recipes/${folder}/full.jpg`, photo],
            [`Recipes/${folder}/thumb.jpg`, jpeg(`${folder} thumb`)],
            [`Recipes/${folder}/thumb16.jpg`, jpeg(`${folder} thumb16`)],
          ] as [string, Uint8Array][])
        : []),
    ]),
  );
}
