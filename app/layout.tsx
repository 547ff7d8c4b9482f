import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { OfflineSupport } from "@/components/offline/offline-support";
import { siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";
import { getLocale, getT } from "@/lib/web/pages";
import { plainMessages } from "@/lib/platform/i18n";
// One global stylesheet, one file per component or area, in this order (tokens first: every
// later file uses its custom properties; later blocks rely on earlier ones). Plain global files
// rather than CSS Modules: the components already use BEM class names that tests and print rules
// select on, and a file per component keeps each under ~400 lines.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/site.css";
import "./styles/navigation.css";
import "./styles/forms-and-dialogs.css";
import "./styles/pill-toggle.css";
import "./styles/empty-and-loading.css";
import "./styles/meals.css";
import "./styles/recipes-and-chef.css";
import "./styles/import-scans.css";
import "./styles/migrations.css";
import "./styles/ratings.css";
import "./styles/ranking.css";
import "./styles/account.css";
import "./styles/admin.css";
import "./styles/tips.css";
import "./styles/kitchen.css";
import "./styles/finder.css";
import "./styles/api-keys.css";
import "./styles/pantry.css";
import "./styles/offline.css";
import "./styles/plan.css";
import "./styles/shopping-list.css";
import "./styles/cook-mode.css";
import "./styles/recipe-page.css";
import "./styles/sharing.css";
import "./styles/made-it.css";
import "./styles/household.css";

// In the request's language (issue 35): the pages that set their own title keep the template.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("meta");
  return {
    metadataBase: new URL(loadConfig().server.siteUrl),
    title: { default: t("defaultTitle"), template: `%s | ${siteConfig.name}` },
    description: t("description"),
    applicationName: siteConfig.name,
    // The manifest (app/manifest.ts) has the install icons; iOS reads only this one.
    icons: { apple: "/icons/apple-touch-icon.png" },
    appleWebApp: { capable: true, title: siteConfig.name, statusBarStyle: "default" },
  };
}

export const viewport: Viewport = {
  // The browser bar matches the page in each theme (tokens.css --color-page).
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fffaf3" },
    { media: "(prefers-color-scheme: dark)", color: "#17120e" },
  ],
  colorScheme: "light dark",
  width: "device-width",
  initialScale: 1,
};

/**
 * Every page is drawn in the request's language (lib/web/pages' getLocale), which `lang` names
 * for screen readers, hyphenation and spelling. The static offline page opts out (force-static:
 * it has no request) and is the English one; /lang/<locale>/offline are the others.
 */
/** Only the notices' four strings reach the browser, not the offline page's own. */
const offlineNotices = ({ bannerTitle, bannerText, newVersion, reload }: ReturnType<typeof plainMessages<"offline">>) => ({ bannerTitle, bannerText, newVersion, reload });

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getT("layout")]);
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t("skipLink")}
        </a>
        {children}
        <OfflineSupport enabled={loadConfig().server.nodeEnv !== "development"} text={offlineNotices(plainMessages(locale, "offline"))} />
      </body>
    </html>
  );
}
