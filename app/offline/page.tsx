import type { Metadata } from "next";
import { AppNavBar } from "@/components/layout/app-nav-bar";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { SIGNED_IN_KEY } from "@/config/offline";

// Precached by the service worker and served with no server: it has no request to take a
// language from, so it stays static, and English (issue 35: the one page that does).
export const dynamic = "force-static";

export const metadata: Metadata = {
  title: "You are offline",
  robots: { index: false },
};

// Runs as the page is parsed, before it is painted (no header swapped in later, nothing shifts):
// the signed-in navigation while a cook is signed in on this browser. Its hash is in the page's
// CSP (scripts/hash-static-scripts.ts). Without storage, or scripts, the visitor's header shows.
const CHOOSE_HEADER = `try{if(localStorage.getItem(${JSON.stringify(SIGNED_IN_KEY)}))document.currentScript.parentElement.dataset.signedIn="true"}catch(e){}`;

/**
 * What the service worker shows for a page this device never kept, while there is no network.
 * Static and precached, so it needs no server; plain links, because these pages are the ones
 * kept for reading offline. Both headers are drawn; CSS shows the one for who is signed in here
 * (app/styles/offline.css).
 */
export default function OfflinePage() {
  return (
    <>
      {/* The attribute is the script's, set before React hydrates: not a mismatch. */}
      <div className="offline-header" suppressHydrationWarning>
        <script dangerouslySetInnerHTML={{ __html: CHOOSE_HEADER }} />
        <AppNavBar />
        <PublicHeader />
      </div>
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
