import type { Metadata } from "next";
import { siteConfig } from "@/config/site";

const OG_IMAGE = { url: "/images/og-card.png", width: 1200, height: 630, alt: siteConfig.tagline };

/** The size of a public recipe's own Open Graph card (/r/<slug>/card). */
export const PUBLIC_RECIPE_CARD = { width: 1200, height: 630 } as const;

/**
 * Metadata of a public page. Next replaces (does not merge) a layout's `openGraph` with the
 * page's, so the shared parts are repeated here once for all pages.
 */
export function publicPageMetadata({
  title,
  description,
  path,
  image,
  locale = "en",
}: {
  title: string;
  description: string;
  path: string;
  /** The page's language (issue 35): Open Graph's `og:locale`. */
  locale?: string;
  /** The page's own Open Graph picture (1200×630), instead of the site's card. */
  image?: { url: string; alt: string };
}): Metadata {
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale,
      title: path === "/" ? title : `${title} | ${siteConfig.name}`,
      description,
      url: path,
      images: [image ? { ...image, width: 1200, height: 630 } : OG_IMAGE],
    },
    twitter: { card: "summary_large_image" },
  };
}

/**
 * Metadata of a signed-in page: titled, but never indexed. `canonical`: the public page of the
 * same content (a public recipe's /r/<slug>), so links shared from the app count for it.
 */
export function signedInPageMetadata({ title, description, canonical }: { title: string; description: string; canonical?: string | null }): Metadata {
  return { title, description, robots: { index: false, follow: false }, ...(canonical ? { alternates: { canonical } } : {}) };
}
