import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import { entryJson } from "../archive";
import { base64Bytes, isoDuration, keepPictures, minutesOfText, sectionHeading, textLines, textOrNull } from "./text";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, MigrationUpload, UnreadableRecipe } from "./types";
import { checkNote, noteOfError, type CheckNote } from "../../check-notes";

/**
 * Paprika 3: "Export → Paprika Recipe Format" writes `.paprikarecipes`, a zip of one gzip-
 * compressed JSON per recipe (the unpacker has inflated them), or a single `.paprikarecipe`
 * (one gzip). Each JSON has `uid`, `name`, `ingredients` and `directions` as free text, times as
 * text ("1 hr 30 mins"), `categories`, `rating` (0–5), `notes`, `nutritional_info`, the main
 * photo as base64 in `photo_data` and further ones in `photos[].data`.
 */

const looksLikePaprika = (value: unknown): value is SchemaObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "ingredients" in value && "directions" in value && ("uid" in value || "photo_data" in value);

/** The entries holding one recipe each: gzip JSON inside (already inflated), never pictures. */
const recipeEntries = (upload: MigrationUpload) => upload.entries.filter((entry) => !/\.(jpe?g|png|webp|gif|heic)$/i.test(entry.path));

function startsLikeJsonObject(entry: MigrationEntry): boolean {
  const bytes = entry.bytes;
  for (let at = 0; at < Math.min(bytes.length, 64); at += 1) {
    const byte = bytes[at]!;
    if (byte === 0x7b) return true;
    if (![0x20, 0x0a, 0x0d, 0x09, 0xef, 0xbb, 0xbf].includes(byte)) return false;
  }
  return false;
}

/** Ingredient lines with their section headings kept as schema.org's convention ("For the sauce:"). */
const ingredientLines = (text: unknown) => textLines(text).map((line) => (sectionHeading(line) !== null ? `${sectionHeading(line)}:` : line));

/** Steps: each paragraph a step; a heading line ("For the sauce:") opens a HowToSection. */
function steps(text: unknown): unknown[] {
  const out: unknown[] = [];
  let section: { "@type": "HowToSection"; name: string; itemListElement: unknown[] } | null = null;
  for (const line of textLines(text)) {
    const heading = sectionHeading(line);
    if (heading !== null) {
      section = { "@type": "HowToSection", name: heading, itemListElement: [] };
      out.push(section);
    } else (section ? section.itemListElement : out).push({ "@type": "HowToStep", text: line.replace(/^\d+[.)]\s+/, "") });
  }
  return out;
}

function paprikaRecipe(json: SchemaObject): MigratedRecipe {
  const notCarried: CheckNote[] = [];
  const pictures: Uint8Array[] = [];
  const main = base64Bytes(json.photo_data);
  if (main) pictures.push(main);
  for (const photo of Array.isArray(json.photos) ? json.photos : []) {
    const bytes = typeof photo === "object" && photo !== null ? base64Bytes((photo as SchemaObject).data) : null;
    if (bytes) pictures.push(bytes);
  }
  const times: Record<string, string | undefined> = {};
  for (const [field, key, what] of [["prep_time", "prepTime", "prepTimeNotRead"], ["cook_time", "cookTime", "cookTimeNotRead"], ["total_time", "totalTime", "totalTimeNotRead"]] as const) {
    const said = textOrNull(json[field]);
    if (said === null) continue;
    const minutes = minutesOfText(said);
    if (minutes === null) notCarried.push(checkNote(what, { said }));
    times[key] = isoDuration(minutes);
  }
  const difficulty = textOrNull(json.difficulty);
  if (difficulty) notCarried.push(checkNote("difficulty", { said: difficulty }));
  const nutrition = textOrNull(json.nutritional_info);
  const rating = typeof json.rating === "number" && json.rating > 0 ? Math.min(5, json.rating) : null;
  const sourceUrl = textOrNull(json.source_url);
  const source = textOrNull(json.source);
  if (source && source !== sourceUrl) notCarried.push(checkNote("source", { source }));
  return {
    sourceId: textOrNull(json.uid),
    recipe: {
      "@type": "Recipe",
      name: textOrNull(json.name) ?? "",
      description: textOrNull(json.description) ?? undefined,
      recipeIngredient: ingredientLines(json.ingredients),
      recipeInstructions: steps(json.directions),
      recipeYield: textOrNull(json.servings) ?? undefined,
      ...times,
      url: sourceUrl ?? undefined,
      nutrition: nutrition ? { "@type": "NutritionInformation", description: nutrition } : undefined,
    },
    pictures: keepPictures(pictures, notCarried),
    notes: textOrNull(json.notes),
    rating,
    tags: (Array.isArray(json.categories) ? json.categories : []).filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "").map((tag) => tag.trim()),
    notCarried,
  };
}

export const paprika: MigrationFormat = {
  id: "paprika",
  label: "Paprika 3",
  detect(upload) {
    const first = recipeEntries(upload)[0];
    if (!first || !startsLikeJsonObject(first)) return false;
    try {
      return looksLikePaprika(entryJson(first));
    } catch {
      return false;
    }
  },
  count: (upload) => recipeEntries(upload).length,
  *read(upload): Iterable<MigratedRecipe | UnreadableRecipe> {
    let any = false;
    for (const entry of recipeEntries(upload)) {
      const name = entry.path.replace(/\.paprikarecipe$/i, "").split("/").pop()!;
      let json: unknown;
      try {
        json = entryJson(entry);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        yield { name, reason: noteOfError(error) ?? checkNote("cannotBeRead") };
        continue;
      }
      if (!looksLikePaprika(json)) {
        yield { name, reason: checkNote("notPaprikaRecipe", { path: entry.path }) };
        continue;
      }
      any = true;
      yield paprikaRecipe(json);
    }
    if (!any && recipeEntries(upload).length === 0) throw new AppError("invalid_input", "The file holds no Paprika recipes.", { messageCode: "noPaprikaRecipes" });
  },
};
