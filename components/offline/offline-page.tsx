import { AppNavBar } from "@/components/layout/app-nav-bar";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { SIGNED_IN_KEY } from "@/config/offline";
import { translatorFor, type Locale } from "@/lib/platform/i18n";

// Runs as the page is parsed, before it is painted (no header swapped in later, nothing shifts):
// the signed-in navigation while a cook is signed in on this browser. Its hash is in the English
// page's CSP (scripts/hash-static-scripts.ts); the other languages' pages stamp it with their nonce.
// Without storage, or scripts, the visitor's header shows.
const CHOOSE_HEADER = `try{if(localStorage.getItem(${JSON.stringify(SIGNED_IN_KEY)}))document.currentScript.parentElement.dataset.signedIn="true"}catch(e){}`;

/**
 * What the service worker shows for a page this device never kept, while there is no network, in
 * the cook's language (app/sw.ts picks the copy). Precached, so it needs no server; plain links,
 * because these pages are the ones kept for reading offline. Both headers are drawn; CSS shows
 * the one for who is signed in here (app/styles/offline.css).
 */
export function OfflinePage({ locale, nonce }: { locale: Locale; nonce?: string }) {
  const t = translatorFor(locale, "offline");
  return (
    <>
      {/* The attribute is the script's, set before React hydrates: not a mismatch. */}
      <div className="offline-header" suppressHydrationWarning>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHOOSE_HEADER }} />
        <AppNavBar />
        <PublicHeader />
      </div>
      <main id="main" className="container offline-page">
        <h1>{t("title")}</h1>
        <p>{t("notKept")}</p>
        <p>{t("stillWork")}</p>
        <ul className="offline-page__links">
          <li>
            <a href="/saved">{t("saved")}</a>
          </li>
          <li>
            <a href="/plan">{t("plan")}</a>
          </li>
          <li>
            <a href="/shopping">{t("shopping")}</a>
          </li>
        </ul>
        <p>{t("backOnline")}</p>
      </main>
      <SiteFooter />
    </>
  );
}
