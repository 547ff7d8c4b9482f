import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "@/config/routes";
import { publicAddresses, publicRecipePath } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { LOCALES, isLocalizedPublicPath, localizedPath } from "@/lib/platform/i18n";

// Read on every request: a recipe made private leaves the sitemap at once.
export const dynamic = "force-dynamic";

/**
 * Every indexed public page, and each page that exists in every language once per language
 * (`/aboutHome`, `/lang/de/aboutHome`…), each entry naming its alternates (issue 35), as Google
 * reads hreflang from a sitemap. A public recipe too: its texts are its cook's, everything around
 * them is in the address's language (`/r/<slug>`, `/lang/de/r/<slug>`…).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = loadConfig().server;
  const url = (path: string) => `${siteUrl}${path === "/" ? "" : path}`;
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.filter((route) => route.indexed).flatMap((route) => {
    const common = { changeFrequency: "monthly" as const, priority: route.path === "/" ? 1 : 0.6 };
    if (!isLocalizedPublicPath(route.path)) return [{ url: url(route.path), ...common }];
    const languages = Object.fromEntries([...LOCALES.map((locale) => [locale, url(localizedPath(route.path, locale))]), ["x-default", url(route.path)]]);
    return LOCALES.map((locale) => ({ url: url(localizedPath(route.path, locale)), ...common, alternates: { languages } }));
  });
  const recipes: MetadataRoute.Sitemap = (await publicAddresses()).flatMap(({ slug, updatedAt }) => {
    const english = publicRecipePath(slug);
    const languages = Object.fromEntries([...LOCALES.map((locale) => [locale, url(localizedPath(english, locale))]), ["x-default", url(english)]]);
    return LOCALES.map((locale) => ({
      url: url(localizedPath(english, locale)),
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      changeFrequency: "weekly" as const,
      priority: 0.5,
      alternates: { languages },
    }));
  });
  return [...pages, ...recipes];
}
