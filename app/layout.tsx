import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { OfflineSupport } from "@/components/offline/offline-support";
import { siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/config";
// One global stylesheet in eight files, in this order (later blocks rely on earlier ones).
import "./styles/base.css";
import "./styles/site.css";
import "./styles/forms-and-dialogs.css";
import "./styles/meals.css";
import "./styles/recipes-and-chef.css";
import "./styles/ratings.css";
import "./styles/account.css";
import "./styles/tips.css";
import "./styles/kitchen.css";
import "./styles/finder.css";
import "./styles/api-keys.css";
import "./styles/pantry.css";
import "./styles/offline.css";

export const metadata: Metadata = {
  metadataBase: new URL(loadConfig().server.siteUrl),
  title: { default: `${siteConfig.name} – recipes for home cooks`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  // The manifest (app/manifest.ts) has the install icons; iOS reads only this one.
  icons: { apple: "/icons/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: siteConfig.name, statusBarStyle: "default" },
};

export const viewport: Viewport = {
  themeColor: "#fffaf3",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <OfflineSupport enabled={loadConfig().server.nodeEnv !== "development"} />
      </body>
    </html>
  );
}
