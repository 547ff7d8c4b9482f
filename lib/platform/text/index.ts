/**
 * Lower case without accents ("Crème Brûlée" → "creme brulee"), so searches match the way a cook
 * types. Stored beside each meal's name and applied to every search term.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{Mn}/gu, "").toLowerCase().trim();
}
