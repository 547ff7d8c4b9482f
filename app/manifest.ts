import type { MetadataRoute } from "next";
import { siteConfig } from "@/config/site";

/**
 * The web app manifest: what a phone needs to offer "Add to Home screen" and open Res-pe like an
 * app (no browser bar), with long-press shortcuts to the three places a cook goes most.
 * Icons come from scripts/make-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/home",
    name: `${siteConfig.name} – recipes for home cooks`,
    short_name: siteConfig.name,
    description: siteConfig.description,
    start_url: "/home",
    scope: "/",
    display: "standalone",
    // The page's cream background and the icon's tile colour.
    background_color: "#fffaf3",
    theme_color: "#fffaf3",
    categories: ["food", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Recipe Finder", short_name: "Recipes", url: "/home", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Meal plan", short_name: "Plan", url: "/plan", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Shopping list", short_name: "Shopping", url: "/shopping", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
