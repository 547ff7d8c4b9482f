import type { z } from "zod";
import { CATALOG_OR_MEALDB_ID, OWN_RECIPE_ID } from "@/config/meals";

/** Catalog meals every Res-pe database holds (prisma/catalog): examples that answer 200. */
export const EXAMPLE_MEAL_IDS = ["10127", "10201"];
export const EXAMPLE_RECIPE_ID = "k4mq2x7vb3hd5n6pa2rt";
export const EXAMPLE_CUID = "cm3x9k2ab0001qz8w4t6y5u7e";
export const EXAMPLE_DAY = "2026-11-24";

type FieldMeta = { examples?: unknown[]; pattern?: string; description?: string };

/**
 * The route's own object schema with what the document should say of its fields: examples (the
 * document shows them and the fuzzer tries them first), and for a rule written as a zod
 * `refine` (which JSON Schema cannot read) the same rule as a pattern. The rules stay the
 * route's: a schema with meta is a copy, and the route's own is unchanged.
 */
export function withMeta<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, meta: Partial<Record<keyof Shape, FieldMeta>>): z.ZodObject<Shape> {
  const shape = { ...schema.shape };
  for (const [key, fieldMeta] of Object.entries(meta) as [keyof Shape, FieldMeta][]) {
    shape[key] = (shape[key] as z.ZodType).meta(fieldMeta) as unknown as Shape[keyof Shape];
  }
  return schema.extend(shape) as unknown as z.ZodObject<Shape>;
}

export function withExamples<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, examples: Partial<Record<keyof Shape, unknown[]>>): z.ZodObject<Shape> {
  return withMeta(schema, Object.fromEntries(Object.entries(examples).map(([key, values]) => [key, { examples: values }])) as Partial<Record<keyof Shape, FieldMeta>>);
}

/** A meal id as mealIdSchema's refine accepts it: a catalog or TheMealDB id, or a cook's recipe id. */
export const MEAL_ID_META: FieldMeta = {
  examples: EXAMPLE_MEAL_IDS,
  pattern: `^(?:${CATALOG_OR_MEALDB_ID.source.replace(/^\^|\$$/g, "")}|${OWN_RECIPE_ID.source.replace(/^\^|\$$/g, "")})$`,
  description: "A catalog or TheMealDB meal (digits), or a cook's own recipe (20 letters and digits).",
};

export const EXAMPLE_RECIPE = {
  name: "Leek and potato soup",
  category: "Vegetarian",
  area: "British",
  instructions: "Soften the leeks in butter.\nAdd the potatoes and stock, simmer 20 minutes, then blend.",
  servings: 4,
  prepMinutes: 15,
  cookMinutes: 30,
  totalMinutes: 45,
  difficulty: "easy",
  tags: ["soup", "winter"],
  videoUrl: null,
  sourceUrl: null,
  ingredients: [
    { name: "Leeks", measure: "3" },
    { name: "Potatoes", measure: "500 g" },
    { name: "Vegetable stock", measure: "1 litre" },
  ],
};
