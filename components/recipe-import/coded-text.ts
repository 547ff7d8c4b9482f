import { fillIn } from "@/components/ui/kitchen-text";

// Its own module, not kitchen-text's: only the import's pages load it (every form's bundle holds kitchen-text).
/**
 * A sentence the server wrote (an import's note, a report line) in the page's language: its
 * code's translation with the values filled in, else the server's English. A value that has a
 * code of its own beside it (`problem` and `problemCode`: why a picture was refused) is worded by
 * that code too. Own keys only: a code is outside text.
 */
export function codedText(
  english: string,
  coded: { code: string; values: Record<string, string | number> } | null | undefined,
  translations: Readonly<Record<string, string>>,
): string {
  const template = coded && Object.hasOwn(translations, coded.code) ? translations[coded.code]! : null;
  if (!coded || template === null) return english;
  const values = Object.fromEntries(
    Object.entries(coded.values).map(([name, value]) => {
      const code = Object.hasOwn(coded.values, `${name}Code`) ? coded.values[`${name}Code`] : undefined;
      return [name, typeof code === "string" && Object.hasOwn(translations, code) ? translations[code]! : value];
    }),
  );
  return fillIn(template, values);
}
