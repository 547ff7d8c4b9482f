import { englishNote } from "@/lib/recipe-import/check-notes";
import type { MigratedRecipe, UnreadableRecipe } from "@/lib/recipe-import/migrations/formats/types";

/**
 * A reader's recipes with their coded lines (issue 35) as the English sentences the API sends, so
 * a test reads what a cook reads: "Tools (pan)", not `{ code: "tools", values: … }`.
 */
export const inEnglish = (items: Iterable<MigratedRecipe | UnreadableRecipe>) =>
  [...items].map((item) => ("reason" in item ? { ...item, reason: englishNote(item.reason) } : { ...item, notCarried: item.notCarried.map(englishNote) }));
