import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";
import { unpacked } from "./upload";

/**
 * Tandoor's export as the job unpacks it: the outer zip holds one zip per recipe (`<name>.zip`),
 * each with `recipe.json` (Tandoor's RecipeExportSerializer) and `image.<ext>` when the recipe has
 * a photo. Version 1.x writes numeric amounts, plural names and `original_text`; 0.x wrote amounts
 * as decimal strings ("200.000") and no plural names.
 */
export type TandoorIngredient = {
  food?: string | { name: string; plural_name?: string | null } | null;
  unit?: string | { name: string; plural_name?: string | null } | null;
  amount?: number | string;
  note?: string | null;
  is_header?: boolean;
  no_amount?: boolean;
  original_text?: string | null;
  order?: number;
  always_use_plural_food?: boolean;
};
export type TandoorStep = {
  name?: string;
  instruction?: string;
  ingredients?: TandoorIngredient[];
  time?: number;
  order?: number;
  file?: { name: string } | null;
  step_recipe?: number | null;
};
export type TandoorRecipe = {
  name?: string;
  description?: string | null;
  keywords?: string[];
  working_time?: number;
  waiting_time?: number;
  servings?: number;
  servings_text?: string;
  source_url?: string | null;
  steps: TandoorStep[];
  nutrition?: { calories: number | string; carbohydrates: number | string; fats: number | string; proteins: number | string; source?: string | null } | null;
  properties?: { property_amount: number; property_type: { name: string; unit: string } }[];
};

const named = (value: TandoorIngredient["food"], extra: Record<string, unknown>) =>
  value === undefined || value === null ? null : typeof value === "string" ? { name: value, plural_name: null, ...extra } : { plural_name: null, ...value, ...extra };

/** recipe.json as Tandoor 1.x writes it: every key present, nulls where the cook left a field empty. */
export function tandoorRecipeJson(recipe: TandoorRecipe, version: "1.x" | "0.x" = "1.x"): string {
  const legacy = version === "0.x";
  const steps = recipe.steps.map((step, index) => ({
    name: step.name ?? "",
    instruction: step.instruction ?? "",
    ingredients: (step.ingredients ?? []).map((ingredient, order) => ({
      food: named(ingredient.food, legacy ? {} : { ignore_shopping: false, supermarket_category: null }),
      unit: named(ingredient.unit, legacy ? {} : { description: null }),
      amount: ingredient.amount ?? 0,
      note: ingredient.note ?? "",
      order: ingredient.order ?? order,
      is_header: ingredient.is_header ?? false,
      no_amount: ingredient.no_amount ?? false,
      ...(legacy ? {} : { original_text: ingredient.original_text ?? null, always_use_plural_unit: false, always_use_plural_food: ingredient.always_use_plural_food ?? false }),
    })),
    time: step.time ?? 0,
    order: step.order ?? index,
    ...(legacy ? { type: "TEXT" } : { show_as_header: false, show_ingredients_table: true, file: step.file ?? null, step_recipe: step.step_recipe ?? null }),
  }));
  return JSON.stringify({
    name: recipe.name,
    description: recipe.description ?? null,
    keywords: (recipe.keywords ?? []).map((name) => ({ name, description: "", created_at: "2024-03-01T10:00:00+01:00", updated_at: "2024-03-01T10:00:00+01:00" })),
    steps,
    working_time: recipe.working_time ?? 0,
    waiting_time: recipe.waiting_time ?? 0,
    internal: true,
    nutrition: recipe.nutrition ?? null,
    ...(legacy ? {} : { properties: recipe.properties ?? [] }),
    servings: recipe.servings ?? 1,
    servings_text: recipe.servings_text ?? "",
    source_url: recipe.source_url ?? null,
  });
}

/** The whole export: one inner zip per recipe, named as Tandoor names them. */
export function tandoorExport(recipes: { zipName: string; recipe: TandoorRecipe | string; image?: [name: string, bytes: Uint8Array]; version?: "1.x" | "0.x" }[]): MigrationUpload {
  return unpacked(
    "export_2024-03-01.zip",
    recipes.flatMap(({ zipName, recipe, image, version }) => [
      [`${zipName}.zip/recipe.json`, typeof recipe === "string" ? recipe : tandoorRecipeJson(recipe, version)] as [string, string],
      ...(image ? [[`${zipName}.zip/${image[0]}`, image[1]] as [string, Uint8Array]] : []),
    ]),
  );
}
