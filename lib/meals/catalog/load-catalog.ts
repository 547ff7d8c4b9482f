import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MEAL_CATEGORIES, type Meal } from "../types";

/** The project's own meals: prisma/catalog/meals-*.json (format in docs/ARCHITECTURE.md). */
export const CATALOG_DIR = path.join(process.cwd(), "prisma", "catalog");

/** A measure a home cook uses, in a form the nutrition feature can parse later. */
const MEASURE_PATTERN =
  /^(\d+(\.\d+)?|\d+\/\d+) ?(g|kg|ml|l|tbsp|tsp|cup|cups|cloves?|pinch|pinches|large|medium|small)?$|^to taste$/;

const catalogMealSchema = z.object({
  id: z.string().regex(/^\d+$/),
  name: z.string().trim().min(1),
  category: z.enum(MEAL_CATEGORIES),
  area: z.string().trim().min(1),
  servings: z.number().int().min(1).max(16),
  tags: z.array(z.string().trim().min(1)).min(1).max(5),
  ingredients: z
    .array(z.object({ name: z.string().trim().min(1), measure: z.string().trim().regex(MEASURE_PATTERN) }))
    .min(4)
    .max(20),
  instructions: z.array(z.string().trim().min(1)).min(4).max(10),
  youtube: z.url().nullable(),
  source: z.url().nullable(),
  imageAlt: z.string().trim().min(1).max(140),
});

export type CatalogMeal = z.infer<typeof catalogMealSchema>;

/** Every catalog file, validated; an error names the file and the meal that is wrong. */
export function loadCatalog(dir = CATALOG_DIR): CatalogMeal[] {
  // Read by commands (the seed on start, checks), never by a request: the build need not trace it.
  const files = fs
    .readdirSync(/* turbopackIgnore: true */ dir)
    .filter((file) => /^meals-.*\.json$/.test(file))
    .sort();
  return files.flatMap((file) => {
    const where = path.join(dir, file);
    const text = fs.readFileSync(/* turbopackIgnore: true */ where, "utf8");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`prisma/catalog/${file} is not valid JSON: ${(error as Error).message}`);
    }
    const parsed = z.array(catalogMealSchema).safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`prisma/catalog/${file}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    return parsed.data;
  });
}

/** The picture the app serves for a catalog meal (drawn by scripts/catalog/render-meal-art.ts). */
export const catalogPicturePath = (id: string) => `/meals/${id}.svg`;

/**
 * The catalog's pictures are drawn, not photographed: the alt text says so ("Illustration: …")
 * even where a meal's text was written before that rule.
 */
export function illustrationAlt(alt: string): string {
  return /^Illustration:/.test(alt) ? alt : `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`;
}

export function catalogMealToMeal(meal: CatalogMeal): Meal {
  return {
    id: meal.id,
    name: meal.name,
    category: meal.category,
    area: meal.area,
    // Blank lines separate the steps, as in TheMealDB's paragraphs, so one renderer fits both.
    instructions: meal.instructions.join("\n\n"),
    thumbnail: catalogPicturePath(meal.id),
    imageAlt: illustrationAlt(meal.imageAlt),
    youtube: meal.youtube,
    source: meal.source,
    tags: meal.tags,
    servings: meal.servings,
    ingredients: meal.ingredients,
    author: null,
  };
}
