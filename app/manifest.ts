import type { MetadataRoute } from "next";
import { cookies, headers } from "next/headers";
import { siteConfig } from "@/config/site";
import { LOCALE_COOKIE, plainMessages, resolveLocale } from "@/lib/platform/i18n";

/**
 * The web app manifest: what a phone needs to offer "Add to Home screen" and open Res-pe like an
 * app (no browser bar), with long-press shortcuts to the three places a cook goes most.
 * Icons come from scripts/make-icons.ts.
 *
 * In the browser's language (issue 35): browsers fetch the manifest without credentials (no
 * session, and the `locale` cookie only when they send it), so its language is the cookie's, else
 * Accept-Language's, which the browser always sends; a cook's saved setting cannot reach it.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({ cookie: cookieStore.get(LOCALE_COOKIE)?.value, acceptLanguage: headerList.get("accept-language") });
  const meta = plainMessages(locale, "meta");
  const icon = [{ src: "/icons/icon-192.png", sizes: "192x192" }];
  return {
    id: "/home",
    name: meta.defaultTitle,
    short_name: siteConfig.name,
    description: meta.description,
    lang: locale,
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
      { name: meta.shortcuts.finder, short_name: meta.shortcuts.finderShort, url: "/home", icons: icon },
      { name: meta.shortcuts.plan, short_name: meta.shortcuts.planShort, url: "/plan", icons: icon },
      { name: meta.shortcuts.shopping, short_name: meta.shortcuts.shoppingShort, url: "/shopping", icons: icon },
    ],
  };
}
