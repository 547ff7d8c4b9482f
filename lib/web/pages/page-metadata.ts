import type { Metadata } from "next";
import { LOCALES, isLocalizedPublicPath, localizedPath, plainMessages, type Locale } from "@/lib/platform/i18n";
import { publicPageMetadata, signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale } from "./request-locale";

/** The pages whose title and description the `meta` namespace holds (`meta.<page>.title`). */
export type TitledPage = "about" | "contact" | "tips" | "developers";

/**
 * A page's title, description and Open Graph texts in the request's language (issue 35), in one
 * call. With `path`, a public page: its canonical address is the language's own (`/lang/de/…` for
 * the pages that exist in every language), with hreflang alternates to the other languages and
 * `x-default` on the English address. Without, a signed-in page (never indexed). `locale`: the
 * language when the address names it (`/lang/<locale>/…`) or the page is static (English).
 */
export async function pageMetadata(page: TitledPage, { path, locale }: { path?: string; locale?: Locale } = {}): Promise<Metadata> {
  const language = locale ?? (await getLocale());
  const { title, description } = plainMessages(language, "meta")[page];
  if (path === undefined) return signedInPageMetadata({ title, description });
  return localizedPublicMetadata({ title, description, path, locale: language });
}

/** Public metadata with a language's own address and, for the pages in every language, its alternates. */
export function localizedPublicMetadata({ title, description, path, locale }: { title: string; description: string; path: string; locale: Locale }): Metadata {
  if (!isLocalizedPublicPath(path)) return publicPageMetadata({ title, description, path, locale });
  const metadata = publicPageMetadata({ title, description, path: localizedPath(path, locale), locale });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      languages: { ...Object.fromEntries(LOCALES.map((each) => [each, localizedPath(path, each)])), "x-default": path },
    },
  };
}
