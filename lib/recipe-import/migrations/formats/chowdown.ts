import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import { readFrontMatter, type FrontMatterValue } from "./front-matter";
import {
  MAX_ITEMS, durationOf, entriesByPath, heading, migrated, oneLine, paragraphs, picturesAt, schemaRecipe, section, step, textOf, uniqueNames, unreadable,
} from "./shared";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, UnreadableRecipe } from "./types";
import { checkNote, type CheckNote } from "../../check-notes";

/**
 * Chowdown is a Jekyll site: the cook downloads its repository as a zip. A recipe is
 * `_recipes/<slug>.md`: YAML front matter (title, image — one or a list —, imagecredit, tags as a
 * comma text or a list, yield, preptime / cooktime as ISO durations, ingredients and directions
 * as lists, components naming other recipes by title) and a Markdown body, the cook's words about
 * the dish. Components live in `_components/` (a pie crust shared by pies); their lists come after
 * the recipe's own, under their title, as Chowdown's page shows them. Photos are in `images/`.
 *
 * Work: one pass over the entries, each Markdown file read once (front matter bounded by its
 * reader); linear in the upload.
 */

const RECIPE = /^((?:.*\/)?)_recipes\/([^/]+)\.(?:md|markdown)$/i;
const COMPONENT = /^((?:.*\/)?)_components\/[^/]+\.(?:md|markdown)$/i;
/** Keys this reader understands, or that only drive the site's look. */
const KNOWN = new Set([
  "layout", "title", "image", "imagecredit", "tags", "categories", "yield", "preptime", "cooktime", "ingredients", "directions",
  "components", "cuisine", "course", "diet", "permalink", "published",
]);

const opensWithFrontMatter = (bytes: Uint8Array) => /^\uFEFF?\s*---\s*\n/.test(textOf(bytes, 64));
const listOf = (value: FrontMatterValue | undefined): string[] =>
  (Array.isArray(value) ? value : typeof value === "string" ? [value] : []).map(oneLine).filter(Boolean).slice(0, MAX_ITEMS);
/** Tags as Chowdown allows them: "a, b" or a list. */
const namesOf = (value: FrontMatterValue | undefined) => listOf(value).flatMap((item) => item.split(","));

type Component = { title: string; ingredients: string[]; directions: string[] };

function componentsIn(entries: readonly MigrationEntry[], root: string): Map<string, Component> {
  const found = new Map<string, Component>();
  for (const entry of entries) {
    const match = COMPONENT.exec(entry.path);
    if (!match || match[1] !== root) continue;
    const page = readFrontMatter(textOf(entry.bytes));
    const title = oneLine(page?.data.title);
    if (!page || !title || found.has(title.toLowerCase())) continue;
    found.set(title.toLowerCase(), { title, ingredients: listOf(page.data.ingredients), directions: listOf(page.data.directions) });
  }
  return found;
}

/**
 * The body as a description: Markdown photos taken out (they join the recipe's photos, by their
 * place under `images/`), Liquid tags dropped, paragraphs kept.
 */
function bodyOf(body: string, root: string): { description: string; photos: string[] } {
  const photos: string[] = [];
  const text = body
    .slice(0, 64 * 1024)
    .replace(/!\[[^\]\n]*\]\(\s*([^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g, (_, src: string) => {
      const at = src.indexOf("images/");
      if (at >= 0) photos.push(`${root}${src.slice(at).split(/[?#]/)[0]!.replace(/%20/g, " ")}`);
      return "";
    })
    .replace(/\{%[^%]*%\}/g, "");
  return { description: paragraphs(text), photos };
}

function readRecipe(entry: MigrationEntry, root: string, slug: string, components: Map<string, Component>, byPath: ReadonlyMap<string, Uint8Array>): MigratedRecipe | UnreadableRecipe {
  const page = readFrontMatter(textOf(entry.bytes));
  if (!page) return unreadable(slug, checkNote("noFrontMatter"));
  const { data } = page;
  const name = oneLine(data.title);
  if (!name) return unreadable(slug, checkNote("recipeNoTitle"));

  const notCarried: CheckNote[] = [];
  const ingredients = listOf(data.ingredients);
  const instructions: SchemaObject[] = listOf(data.directions).map(step);
  for (const title of listOf(data.components)) {
    const component = components.get(title.toLowerCase());
    if (!component) {
      notCarried.push(checkNote("componentMissing", { title }));
      continue;
    }
    if (component.ingredients.length > 0) ingredients.push(heading(component.title), ...component.ingredients);
    if (component.directions.length > 0) instructions.push(section(component.title, component.directions.map(step)));
  }
  for (const credit of listOf(data.imagecredit)) notCarried.push(checkNote("photoCredit", { credit }));
  for (const [key, value] of Object.entries(data)) {
    if (KNOWN.has(key.toLowerCase()) || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    notCarried.push(key === "nutrition" ? checkNote("nutritionFacts") : checkNote("otherField", { field: key, value: typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : Object.keys(value).join(", ") }));
  }

  const { description, photos } = bodyOf(page.body, root);
  const pictures = picturesAt([...listOf(data.image).map((image) => `${root}images/${image.replace(/^\/?(images\/)?/, "")}`), ...photos], byPath, notCarried, root);
  const course = oneLine(data.course);
  return migrated({
    sourceId: slug,
    recipe: schemaRecipe({
      name,
      description,
      recipeYield: oneLine(data.yield),
      prepTime: durationOf(data.preptime),
      cookTime: durationOf(data.cooktime),
      recipeCategory: course,
      recipeCuisine: oneLine(data.cuisine),
      recipeIngredient: ingredients.slice(0, MAX_ITEMS),
      recipeInstructions: instructions.slice(0, MAX_ITEMS),
    }),
    pictures,
    tags: uniqueNames([course, ...namesOf(data.categories), ...namesOf(data.tags), ...namesOf(data.diet)]),
    notCarried,
  });
}

const recipeEntries = (entries: readonly MigrationEntry[]) => entries.filter((entry) => RECIPE.test(entry.path));

export const chowdown: MigrationFormat = {
  id: "chowdown",
  label: "Chowdown",
  detect: (upload) => recipeEntries(upload.entries).some((entry) => opensWithFrontMatter(entry.bytes)),
  *read(upload) {
    const recipes = recipeEntries(upload.entries);
    if (recipes.length === 0) throw new AppError("invalid_input", "This is not a Chowdown site: it holds no recipes in a _recipes folder.", { messageCode: "notChowdown" });
    const byPath = entriesByPath(upload.entries);
    const components = new Map<string, Map<string, Component>>();
    for (const entry of recipes) {
      const [, root, slug] = RECIPE.exec(entry.path)!;
      if (!components.has(root!)) components.set(root!, componentsIn(upload.entries, root!));
      yield readRecipe(entry, root!, slug!, components.get(root!)!, byPath);
    }
  },
};
