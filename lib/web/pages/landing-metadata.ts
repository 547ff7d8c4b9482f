import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { LOCALES, LOCALIZED_LANDING_PREFIX, translatorFor, type Locale } from "@/lib/platform/i18n";
import { publicPageMetadata } from "@/lib/platform/seo";

const landingPath = (locale: Locale) => (locale === "en" ? "/" : `${LOCALIZED_LANDING_PREFIX}${locale}`);

/** The landing page's title and description in a language, with its hreflang alternates. */
export function landingMetadata(locale: Locale): Metadata {
  const t = translatorFor(locale, "meta");
  const title = `${siteConfig.name} – ${t("tagline")}`;
  const metadata = publicPageMetadata({
    title,
    description: t("description"),
    path: landingPath(locale),
    locale,
  });
  return {
    ...metadata,
    // Whole, as on `/`: the site's name is already in it.
    title: { absolute: title },
    openGraph: { ...metadata.openGraph, title },
    alternates: {
      ...metadata.alternates,
      languages: { ...Object.fromEntries(LOCALES.map((each) => [each, landingPath(each)])), "x-default": "/" },
    },
  };
}
