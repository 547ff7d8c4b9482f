import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "@/config/routes";
import { loadConfig } from "@/lib/platform/config";

export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = loadConfig().server;
  return PUBLIC_ROUTES.filter((route) => route.indexed).map((route) => ({
    url: `${siteUrl}${route.path === "/" ? "" : route.path}`,
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : 0.6,
  }));
}
