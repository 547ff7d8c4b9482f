import { isAppError } from "@/lib/platform/errors";
import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";

/** Text as an export stores it: UTF-8. */
export const utf8 = (text: string) => new TextEncoder().encode(text);

/** A stand-in photo: a JPEG's (or PNG's) first bytes and a label, so a test can tell photos apart. */
export const jpeg = (label: string) => Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, ...utf8(label));
export const png = (label: string) => Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...utf8(label));

/** The upload as the job hands it to a reader: every entry of the unpacked archive, in archive order. */
export function unpacked(fileName: string, entries: [path: string, content: string | Uint8Array][]): MigrationUpload {
  return { fileName, entries: entries.map(([path, content]) => ({ path, bytes: typeof content === "string" ? utf8(content) : content })) };
}

/**
 * The message a cook sees when a reader refuses the whole file: the reader must throw
 * AppError("invalid_input") while its recipes are read; anything else is returned as a failure text.
 */
export function refusal(recipes: () => Iterable<unknown>): string {
  try {
    Array.from(recipes());
  } catch (error) {
    return isAppError(error, "invalid_input") ? error.message : `not an invalid_input AppError: ${String(error)}`;
  }
  return "no refusal";
}
