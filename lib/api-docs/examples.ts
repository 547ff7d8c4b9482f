import type { z } from "zod";

/** Catalog meals every Res-pe database holds (prisma/catalog): examples that answer 200. */
export const EXAMPLE_MEAL_IDS = ["10127", "10201"];
export const EXAMPLE_RECIPE_ID = "k4mq2x7vb3hd5n6pa2rt";
export const EXAMPLE_CUID = "cm3x9k2ab0001qz8w4t6y5u7e";
export const EXAMPLE_DAY = "2026-11-24";

/**
 * The route's own object schema with examples on its fields: the same rules (a schema with
 * meta is a copy; the route's stays as it is), plus what the document shows and the fuzzer
 * tries first.
 */
export function withExamples<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, examples: Partial<Record<keyof Shape, unknown[]>>): z.ZodObject<Shape> {
  const shape = { ...schema.shape };
  for (const [key, values] of Object.entries(examples) as [keyof Shape, unknown[]][]) {
    shape[key] = (shape[key] as z.ZodType).meta({ examples: values }) as unknown as Shape[keyof Shape];
  }
  return schema.extend(shape) as unknown as z.ZodObject<Shape>;
}

export const EXAMPLE_RECIPE = {
  name: "Leek and potato soup",
  category: "Vegetarian",
  area: "British",
  instructions: "Soften the leeks in butter.\nAdd the potatoes and stock, simmer 20 minutes, then blend.",
  servings: 4,
  prepMinutes: 15,
  cookMinutes: 30,
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
