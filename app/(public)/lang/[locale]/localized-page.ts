import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/lib/platform/i18n";

export type LocaleParams = Promise<{ locale: string }>;

/**
 * The language a `/lang/<locale>/…` page is drawn in: German, French or Spanish (English lives at
 * the page's own address, static). Anything else is not a page.
 */
export async function pageLocale(params: LocaleParams): Promise<Exclude<Locale, "en">> {
  const { locale } = await params;
  if (!isLocale(locale) || locale === "en") notFound();
  return locale;
}

/** For metadata: the address's language, or null (the page itself answers 404). */
export async function metadataLocale(params: LocaleParams): Promise<Locale | null> {
  const { locale } = await params;
  return isLocale(locale) && locale !== "en" ? locale : null;
}
