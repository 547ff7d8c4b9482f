import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "@/config/routes";
import { loadConfig } from "@/lib/platform/config";

/** robots.txt rules match by prefix: "/about" would also hide "/aboutHome", so such paths end in "$". */
function disallowRule(path: string): string {
  const prefixOfPublicPage = PUBLIC_ROUTES.some((route) => route.path !== path && route.path.startsWith(path));
  return prefixOfPublicPage ? `${path}$` : path;
}

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = loadConfig().server;
  return {
    rules: {
      userAgent: "*",
      allow: PUBLIC_ROUTES.map((route) => route.path),
      disallow: ["/api/", ...SIGNED_IN_ROUTES.map(disallowRule)],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
