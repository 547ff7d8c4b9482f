import { AppError } from "@/lib/platform/errors";
import { entryText } from "./archive";
import type { MigrationFormat, MigrationUpload } from "./formats/types";
import { jsonLd, resPe } from "./formats/json-ld";
import { otherAppFormats } from "./formats";
import { mealie } from "./formats/mealie";
import { paprika } from "./formats/paprika";

/**
 * Every reader, in the order detection asks them: the apps with a shape of their own first, Res-pe's
 * own export before any schema.org file (its extension makes the round trip lossless), plain
 * JSON-LD last (a Nextcloud Cookbook recipe.json is schema.org too: its own reader asks first).
 */
const MIGRATION_FORMATS: MigrationFormat[] = [paprika, mealie, ...otherAppFormats, resPe, jsonLd];

/** The format the cook chose, or the first whose content matches; null when none does. */
export function formatFor(upload: MigrationUpload, chosen: string | null): MigrationFormat | null {
  if (chosen) return MIGRATION_FORMATS.find((format) => format.id === chosen) ?? null;
  return MIGRATION_FORMATS.find((format) => format.detect(upload)) ?? null;
}

/**
 * Why no reader recognised the upload, when a text file in it cannot be read (not UTF-8, too
 * large): a clearer reason than "which app?" (detection swallows these to let every reader look).
 */
export function unreadableEntry(upload: MigrationUpload): AppError | null {
  for (const entry of upload.entries.filter((item) => /\.(json|jsonld|html?|txt|csv|xml|ya?ml|paprikarecipe)$/i.test(item.path)).slice(0, 20)) {
    try {
      entryText(entry);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }
  return null;
}
