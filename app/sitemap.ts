import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "@/config/routes";
import { publicAddresses, publicRecipePath } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";

// Read on every request: a recipe made private leaves the sitemap at once.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = loadConfig().server;
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.filter((route) => route.indexed).map((route) => ({
    url: `${siteUrl}${route.path === "/" ? "" : route.path}`,
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : 0.6,
  }));
  const recipes: MetadataRoute.Sitemap = (await publicAddresses()).map(({ slug, updatedAt }) => ({
    url: `${siteUrl}${publicRecipePath(slug)}`,
    ...(updatedAt ? { lastModified: updatedAt } : {}),
    changeFrequency: "weekly",
    priority: 0.5,
  }));
  return [...pages, ...recipes];
}
