import type { CheckNote } from "../../check-notes";
import type { SchemaObject } from "../../schema-org";

/**
 * The contract between the migration job (issue 33) and each other app's export reader.
 *
 * The job unpacks the upload safely first (entry count, sizes, inflate ratio, path names checked:
 * see ../archive.ts), so a reader never touches a zip or the file system. The job also opens what
 * is nested inside, under the same budget: a zip inside the zip (Tandoor) becomes entries named
 * "outer.zip/inner/path" (depth ≤ 2), and a gzip-compressed entry (Paprika's .paprikarecipe) keeps
 * its path with its bytes inflated. A reader gets the entries as
 * bytes, answers whether they are its format, and turns them into schema.org Recipe objects, the
 * shape Res-pe's importer already reads (recipeDraft), plus what schema.org has no place for.
 */

/** One file of the unpacked upload. `path` is normalised ("/"-separated, no "..", no leading "/"). */
export type MigrationEntry = { path: string; bytes: Uint8Array };

/** The unpacked upload: every entry, in archive order. A single non-archive upload is one entry. */
export type MigrationUpload = { fileName: string; entries: MigrationEntry[] };

export type MigratedRecipe = {
  /** The other app's own id for the recipe (uid, slug, id), so running the same export twice adds nothing. */
  sourceId: string | null;
  /**
   * A schema.org Recipe: name, description, recipeIngredient (strings; a section heading as its own
   * string ending in ":"), recipeInstructions (HowToStep / HowToSection / strings), recipeYield,
   * prepTime / cookTime / totalTime (ISO 8601 durations), url, recipeCategory, recipeCuisine,
   * keywords, nutrition (NutritionInformation). No `image` here: pictures travel as bytes below.
   */
  recipe: SchemaObject;
  /** The recipe's photos as found in the export (first = main), at most 5; re-encoded by the job. */
  pictures: Uint8Array[];
  /** The cook's own notes in the other app, kept with the recipe. */
  notes: string | null;
  /** The cook's own rating in the other app, 0–5 (kept as the cook's note, never as a rating of others). */
  rating: number | null;
  /** Tags and categories as the other app named them (mapped onto Res-pe's categories by the job, kept as tags). */
  tags: string[];
  /**
   * Every field of the source that cannot come across ("Difficulty", "Photo 3 of 3"), each as a
   * code and its values (issue 35): the report words it in the cook's language, the API in English.
   */
  notCarried: CheckNote[];
};

/**
 * A recipe the reader found but could not read at all, with the reason for the report (a code and
 * its values). `nameCode`: a name the reader made up for one the export does not give ("Recipe 3",
 * "Row 5"), which the report words in the cook's language; a name from the export has none.
 */
export type UnreadableRecipe = { name: string; reason: CheckNote; nameCode?: CheckNote };

export type MigrationFormat = {
  id: "paprika" | "mealie" | "tandoor" | "nextcloud" | "copymethat" | "chowdown" | "myrecipebox" | "res-pe" | "json-ld";
  /** As the cook knows the app: "Paprika 3", "Mealie", … */
  label: string;
  /** From the content, never from the file name alone. Cheap: look at paths and the first bytes. */
  detect(upload: MigrationUpload): boolean;
  /** Every recipe of the upload, in a stable order. Throws AppError("invalid_input", message) when the whole file is unreadable. */
  read(upload: MigrationUpload): Iterable<MigratedRecipe | UnreadableRecipe>;
  /**
   * Optional (added with the job, compatible): how many recipes the upload holds, cheaply, for the
   * progress bar. Without it the job counts by reading once.
   */
  count?(upload: MigrationUpload): number;
};

