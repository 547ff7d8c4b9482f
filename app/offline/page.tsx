import type { Metadata } from "next";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";

export const metadata: Metadata = {
  title: "You are offline",
  robots: { index: false },
};

/**
 * What the service worker shows for a page this device never kept, while there is no network.
 * Static and precached, so it needs no server; plain links, because these pages are the ones
 * kept for reading offline.
 */
export default function OfflinePage() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="container offline-page">
        <h1>You are offline</h1>
        <p>This page was not saved on this device, so it cannot open without a connection.</p>
        <p>Pages you opened before still work, and so do these:</p>
        <ul className="offline-page__links">
          <li>
            <a href="/saved">Saved recipes</a>
          </li>
          <li>
            <a href="/plan">This week&apos;s plan</a>
          </li>
          <li>
            <a href="/shopping">Shopping list</a>
          </li>
        </ul>
        <p>It will open as usual once you are back online.</p>
      </main>
      <SiteFooter />
    </>
  );
}
