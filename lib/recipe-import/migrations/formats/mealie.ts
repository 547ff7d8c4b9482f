import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import { entryJson } from "../archive";
import { isoDuration, keepPictures, minutesOfText, textOrNull } from "./text";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, MigrationUpload, UnreadableRecipe } from "./types";
import { checkNote, noteOfError, type CheckNote } from "../../check-notes";

/**
 * Mealie's recipe export zip, in both layouts it has had:
 * - current (v1, v2): `recipes/<slug>/<slug>.json` with `recipes/<slug>/images/original.webp`
 *   (and min-/tiny- copies, not needed); ingredients are objects (quantity, unit.name, food.name,
 *   note, `originalText`, `display`, a section `title`), steps `{ title, text }`, categories and
 *   tags `{ name }`, `notes: [{ title, text }]`, `nutrition`, `rating`, `orgURL`;
 * - older (v0.x): `recipes/<slug>.json` beside `images/<slug>.<ext>`, ingredients as strings,
 *   categories and tags as strings.
 * Times are text ("1 hour 30 minutes") or ISO durations in both.
 */

const RECIPE_JSON = /^(?:[^/]+\/)?recipes\/(?:([^/]+)\/\1|([^/]+))\.json$/;

const recipeEntries = (upload: MigrationUpload) => upload.entries.filter((entry) => RECIPE_JSON.test(entry.path));

/** Pictures by folder: the current layout's `images/` beside the JSON, or the older `images/<slug>.*`. */
function picturesFor(upload: MigrationUpload, entry: MigrationEntry, slug: string): MigrationEntry[] {
  const folder = entry.path.slice(0, entry.path.lastIndexOf("/") + 1);
  const current = upload.entries.filter((other) => other.path.startsWith(`${folder}images/`) && /\.(webp|jpe?g|png)$/i.test(other.path) && !/\/(min|tiny)-/.test(other.path));
  if (current.length > 0) return current.sort((a, b) => Number(!/original\./.test(a.path)) - Number(!/original\./.test(b.path)));
  const root = folder.replace(/recipes\/$/, "");
  return upload.entries.filter((other) => other.path.startsWith(`${root}images/${slug}`) && /\.(webp|jpe?g|png)$/i.test(other.path) && !/\/(min|tiny)-/.test(other.path));
}

const named = (value: unknown): string | null =>
  typeof value === "string" ? textOrNull(value) : typeof value === "object" && value !== null ? textOrNull((value as SchemaObject).name) : null;

/** "1½ cup flour, sifted": Mealie's structured ingredient as one line, its own text when it kept one. */
function ingredientLine(item: unknown): string | null {
  if (typeof item === "string") return textOrNull(item);
  if (typeof item !== "object" || item === null) return null;
  const value = item as SchemaObject;
  const original = textOrNull(value.originalText);
  if (original) return original;
  const parts = [typeof value.quantity === "number" && value.quantity > 0 && value.disableAmount !== true ? String(value.quantity) : null, named(value.unit), named(value.food), textOrNull(value.note)];
  const line = parts.filter(Boolean).join(" ");
  return line || textOrNull(value.display);
}

function ingredients(list: unknown): string[] {
  const lines: string[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const title = typeof item === "object" && item !== null ? textOrNull((item as SchemaObject).title) : null;
    if (title) lines.push(`${title.replace(/:$/, "")}:`);
    const line = ingredientLine(item);
    if (line) lines.push(line);
  }
  return lines;
}

function steps(list: unknown): unknown[] {
  const out: unknown[] = [];
  let section: { "@type": "HowToSection"; name: string; itemListElement: unknown[] } | null = null;
  for (const item of Array.isArray(list) ? list : []) {
    const value = typeof item === "string" ? { text: item } : (item as SchemaObject);
    const title = textOrNull(value?.title);
    if (title) {
      section = { "@type": "HowToSection", name: title, itemListElement: [] };
      out.push(section);
    }
    const text = textOrNull(value?.text);
    if (text) (section ? section.itemListElement : out).push({ "@type": "HowToStep", text });
  }
  return out;
}

const NUTRITION = ["calories", "carbohydrateContent", "proteinContent", "fatContent", "saturatedFatContent", "fiberContent", "sugarContent", "sodiumContent", "cholesterolContent"] as const;

function mealieRecipe(json: SchemaObject, pictures: Uint8Array[]): MigratedRecipe {
  const notCarried: CheckNote[] = [];
  const times: Record<string, string | undefined> = {};
  for (const [field, key, what] of [["prepTime", "prepTime", "prepTimeNotRead"], ["performTime", "cookTime", "cookTimeNotRead"], ["cookTime", "cookTime", "cookTimeNotRead"], ["totalTime", "totalTime", "totalTimeNotRead"]] as const) {
    const said = textOrNull(json[field]);
    if (said === null || times[key]) continue;
    const minutes = minutesOfText(said);
    if (minutes === null) notCarried.push(checkNote(what, { said }));
    times[key] = isoDuration(minutes);
  }
  const nutritionIn = typeof json.nutrition === "object" && json.nutrition !== null ? (json.nutrition as SchemaObject) : {};
  const nutrition = Object.fromEntries(NUTRITION.flatMap((key) => (textOrNull(String(nutritionIn[key] ?? "")) ? [[key, String(nutritionIn[key])]] : [])));
  const notes = (Array.isArray(json.notes) ? json.notes : [])
    .map((note) => (typeof note === "object" && note !== null ? [textOrNull((note as SchemaObject).title), textOrNull((note as SchemaObject).text)].filter(Boolean).join(": ") : ""))
    .filter(Boolean)
    .join("\n");
  const tools = (Array.isArray(json.tools) ? json.tools : []).map(named).filter(Boolean);
  if (tools.length > 0) notCarried.push(checkNote("tools", { tools: tools.join(", ") }));
  const servings = typeof json.recipeServings === "number" && json.recipeServings > 0 ? String(json.recipeServings) : textOrNull(json.recipeYield);
  const tags = [...(Array.isArray(json.recipeCategory) ? json.recipeCategory : []), ...(Array.isArray(json.tags) ? json.tags : [])].map(named).filter((tag): tag is string => tag !== null);
  const rating = typeof json.rating === "number" && json.rating > 0 ? Math.min(5, json.rating) : null;
  return {
    sourceId: textOrNull(json.id) ?? textOrNull(json.slug),
    recipe: {
      "@type": "Recipe",
      name: textOrNull(json.name) ?? "",
      description: textOrNull(json.description) ?? undefined,
      recipeIngredient: ingredients(json.recipeIngredient),
      recipeInstructions: steps(json.recipeInstructions),
      recipeYield: servings ?? undefined,
      ...times,
      url: textOrNull(json.orgURL) ?? undefined,
      nutrition: Object.keys(nutrition).length > 0 ? { "@type": "NutritionInformation", ...nutrition } : undefined,
    },
    pictures: keepPictures(pictures, notCarried),
    notes: notes || null,
    rating,
    tags: [...new Set(tags)],
    notCarried,
  };
}

export const mealie: MigrationFormat = {
  id: "mealie",
  label: "Mealie",
  detect(upload) {
    const first = recipeEntries(upload)[0];
    if (!first) return false;
    try {
      const json = entryJson(first) as SchemaObject;
      return typeof json === "object" && json !== null && "slug" in json && "recipeIngredient" in json;
    } catch {
      return false;
    }
  },
  count: (upload) => recipeEntries(upload).length,
  *read(upload): Iterable<MigratedRecipe | UnreadableRecipe> {
    const entries = recipeEntries(upload);
    if (entries.length === 0) throw new AppError("invalid_input", "The file holds no Mealie recipes (recipes/<name>/<name>.json).", { messageCode: "noMealieRecipes" });
    for (const entry of entries) {
      const match = RECIPE_JSON.exec(entry.path)!;
      const slug = match[1] ?? match[2]!;
      let json: SchemaObject;
      try {
        json = entryJson(entry) as SchemaObject;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        yield { name: slug, reason: noteOfError(error) ?? checkNote("cannotBeRead") };
        continue;
      }
      if (typeof json !== "object" || json === null || !("recipeIngredient" in json)) {
        yield { name: slug, reason: checkNote("notMealieRecipe", { path: entry.path }) };
        continue;
      }
      yield mealieRecipe(json, picturesFor(upload, entry, slug).map((picture) => picture.bytes));
    }
  },
};
