import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dietsOf } from "@/lib/diets";
import { DIFFICULTIES, MEAL_CATEGORIES, type Meal } from "../types";

/** The project's own meals: prisma/catalog/meals-*.json (format in docs/ARCHITECTURE.md). */
export const CATALOG_DIR = path.join(process.cwd(), "prisma", "catalog");

const UNITS =
  "g|kg|ml|l|tsp|tbsp|cup|cups|clove|cloves|pinch|pinches|large|medium|small|tin|tins|can|cans|bunch|bunches|sprig|sprigs|slice|slices|sheet|sheets|stick|sticks|handful|handfuls|leaf|leaves|sachet|sachets";
const NUMBER = String.raw`(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)`;
/** A measure a home cook uses, in a form lib/nutrition parses: "2 tbsp", "1 1/2 cups", "2 x 400 g tins", "to taste". */
const MEASURE_PATTERN = new RegExp(
  String.raw`^${NUMBER}( ?(${UNITS}))?$|^\d+ x \d+ ?(g|ml) (tin|tins|can|cans|jar|jars|pack|packs|bag|bags|block|blocks)$|^to taste$|^to serve$`,
);

const ingredientSchema = z.strictObject({
  name: z.string().trim().min(1),
  measure: z.string().trim().regex(MEASURE_PATTERN),
  /** What share of the line is not eaten (oil drained, the pasta water's salt) and why. */
  notEaten: z.strictObject({ share: z.number().gt(0).lt(1), why: z.string().trim().min(10).max(120) }).optional(),
});

const catalogMealSchema = z.strictObject({
  id: z.string().regex(/^\d+$/),
  name: z.string().trim().min(1),
  category: z.enum(MEAL_CATEGORIES),
  area: z.string().trim().min(1),
  servings: z.number().int().min(1).max(16),
  prepMinutes: z.number().int().min(0).max(600),
  cookMinutes: z.number().int().min(0).max(1440),
  /** Hands-on and cooking time plus any resting, chilling or marinating. */
  totalMinutes: z.number().int().min(1).max(2880),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string().trim().min(1)).min(1).max(5),
  ingredients: z.array(ingredientSchema).min(4).max(20),
  instructions: z.array(z.string().trim().min(1)).min(4).max(10),
  tips: z.array(z.string().trim().min(40).max(400)).min(1).max(3),
  youtube: z.url().nullable(),
  source: z.url().nullable(),
  /** The pictures are drawn, and the alt text says so. */
  imageAlt: z.string().trim().regex(/^Illustration: /).max(140),
})
  .refine((meal) => meal.totalMinutes >= meal.prepMinutes + meal.cookMinutes, { message: "totalMinutes is less than prep + cook", path: ["totalMinutes"] });

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

export function catalogMealToMeal(meal: CatalogMeal): Meal {
  return {
    id: meal.id,
    name: meal.name,
    category: meal.category,
    area: meal.area,
    // Blank lines separate the steps, as in TheMealDB's paragraphs, so one renderer fits both.
    instructions: meal.instructions.join("\n\n"),
    thumbnail: catalogPicturePath(meal.id),
    imageAlt: meal.imageAlt,
    youtube: meal.youtube,
    source: meal.source,
    tags: meal.tags,
    servings: meal.servings,
    prepMinutes: meal.prepMinutes,
    cookMinutes: meal.cookMinutes,
    totalMinutes: meal.totalMinutes,
    difficulty: meal.difficulty,
    diets: dietsOf(meal.ingredients),
    tips: meal.tips,
    // The same keys in the same order as a stored row reads back, so the seed sees "unchanged".
    ingredients: meal.ingredients.map(({ name, measure, notEaten }) =>
      notEaten ? { name, measure, notEaten: { share: notEaten.share, why: notEaten.why } } : { name, measure },
    ),
    author: null,
  };
}
