/**
 * Renders the picture of every catalog meal to `public/meals/<id>.svg` (drawMealArt), writes the
 * alt text the same drawing describes into the meal's `imageAlt` in prisma/catalog, and removes
 * pictures of meals no longer in the catalog. Idempotent: files are only rewritten when they change.
 *
 * The alt text is written into the catalog rather than computed at seed time: the seed (run on
 * every start) stays a plain read of the catalog files, and those files stay the one place a meal
 * is described, its alt text reviewed in the same diff as its picture. A test fails when a
 * catalog alt text is not the one its drawing gives, as it does for a stale picture.
 *
 *   npx tsx scripts/catalog/render-meal-art.ts
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { composeMealArt, type MealArtInput } from "../../lib/meal-art";

export const CATALOG_DIR = path.join("prisma", "catalog");
export const MEAL_ART_DIR = path.join("public", "meals");

interface CatalogMeal {
  id: string;
  name: string;
  category: string;
  area: string;
  ingredients: { name: string }[];
}

/** Every meal of every `prisma/catalog/*.json` file, as the input drawMealArt takes. */
export function readCatalogMeals(catalogDir = CATALOG_DIR, only?: string[]): MealArtInput[] {
  const files = only ?? fs.readdirSync(catalogDir).filter((file) => file.endsWith(".json")).sort();
  return files.flatMap((file) => {
    const meals = JSON.parse(fs.readFileSync(path.join(catalogDir, file), "utf8")) as CatalogMeal[];
    if (!Array.isArray(meals)) throw new Error(`${file}: expected a JSON array of meals`);
    return meals.map((meal) => ({
      id: String(meal.id),
      name: meal.name,
      category: meal.category,
      area: meal.area,
      ingredients: (meal.ingredients ?? []).map((ingredient) => ingredient.name),
    }));
  });
}

/**
 * Sets every catalog meal's `imageAlt` to the description of its drawing, editing only that line of
 * the file so the hand-kept layout of the catalog stays as it is. Returns the ids whose text changed.
 */
export function writeCatalogAlts(catalogDir = CATALOG_DIR): string[] {
  const changed: string[] = [];
  for (const file of fs.readdirSync(catalogDir).filter((name) => name.endsWith(".json")).sort()) {
    const where = path.join(catalogDir, file);
    let text = fs.readFileSync(where, "utf8");
    const before = text;
    let from = 0;
    for (const meal of readCatalogMeals(catalogDir, [file])) {
      const at = text.indexOf(`"id": ${JSON.stringify(meal.id)}`, from);
      if (at < 0) throw new Error(`${file}: cannot find meal ${meal.id}`);
      const field = /"imageAlt": ("(?:[^"\\]|\\.)*"|null)/g;
      field.lastIndex = at;
      const found = field.exec(text);
      if (!found) throw new Error(`${file}: meal ${meal.id} has no imageAlt line`);
      const alt = JSON.stringify(composeMealArt(meal).alt);
      if (found[1] !== alt) changed.push(meal.id);
      text = text.slice(0, found.index) + `"imageAlt": ${alt}` + text.slice(found.index + found[0].length);
      from = found.index;
    }
    if (text !== before) fs.writeFileSync(where, text);
  }
  return changed;
}

export interface RenderSummary {
  count: number;
  written: number;
  removed: string[];
  totalBytes: number;
  largest: { id: string; bytes: number } | null;
}

export function renderMealArt(catalogDir = CATALOG_DIR, outDir = MEAL_ART_DIR): RenderSummary {
  const meals = readCatalogMeals(catalogDir);
  fs.mkdirSync(outDir, { recursive: true });
  const summary: RenderSummary = { count: 0, written: 0, removed: [], totalBytes: 0, largest: null };
  const ids = new Set<string>();
  for (const meal of meals) {
    // Ids become file names: only digits are expected, refuse anything that could escape the folder.
    if (!/^[A-Za-z0-9_-]+$/.test(meal.id)) throw new Error(`Meal "${meal.name}" has an unusable id "${meal.id}"`);
    if (ids.has(meal.id)) throw new Error(`Duplicate meal id ${meal.id}`);
    ids.add(meal.id);
    const { svg } = composeMealArt(meal);
    const file = path.join(outDir, `${meal.id}.svg`);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== svg) {
      fs.writeFileSync(file, svg);
      summary.written++;
    }
    const bytes = Buffer.byteLength(svg);
    summary.count++;
    summary.totalBytes += bytes;
    if (!summary.largest || bytes > summary.largest.bytes) summary.largest = { id: meal.id, bytes };
  }
  for (const file of fs.readdirSync(outDir)) {
    if (file.endsWith(".svg") && !ids.has(file.slice(0, -".svg".length))) {
      fs.rmSync(path.join(outDir, file));
      summary.removed.push(file);
    }
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const s = renderMealArt();
  const alts = writeCatalogAlts();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `Meal art: ${s.count} pictures, ${kb(s.totalBytes)} KB in total` +
      (s.largest ? `, largest ${s.largest.id}.svg (${kb(s.largest.bytes)} KB)` : "") +
      `; ${s.written} written, ${s.removed.length} stale removed; ${alts.length} alt texts rewritten.`,
  );
}
