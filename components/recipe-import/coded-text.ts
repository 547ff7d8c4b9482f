import { fillIn } from "@/components/ui/kitchen-text";

// Its own module, not kitchen-text's: only the import's pages load it (every form's bundle holds kitchen-text).
/**
 * A sentence the server wrote (an import's note, a report line) in the page's language: its
 * code's translation with the values filled in, else the server's English. Own keys only: a code
 * is outside text.
 */
export function codedText(
  english: string,
  coded: { code: string; values: Record<string, string | number> } | null | undefined,
  translations: Readonly<Record<string, string>>,
): string {
  return coded && Object.hasOwn(translations, coded.code) ? fillIn(translations[coded.code]!, coded.values) : english;
}
