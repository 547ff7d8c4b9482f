import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfflinePage } from "@/components/offline/offline-page";
import { isLocale, translatorFor } from "@/lib/platform/i18n";
import { requestNonce } from "@/lib/web/pages";

type Params = Promise<{ locale: string }>;

/**
 * The offline page in German, French or Spanish (issue 35): precached by the service worker next
 * to the English /offline, which shows the copy in the language of the cook's last page. Drawn
 * per request like the other `/lang/<locale>` pages (the request gate names the address's
 * language for the layout, its header and footer); outside the (public) group, as the page draws
 * its own headers.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: translatorFor(locale, "offline")("title"), robots: { index: false } } : {};
}

export default async function LocalizedOfflinePage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === "en") notFound();
  return <OfflinePage locale={locale} nonce={await requestNonce()} />;
}
