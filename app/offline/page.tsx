import type { Metadata } from "next";
import { OfflinePage } from "@/components/offline/offline-page";
import { translatorFor } from "@/lib/platform/i18n";

// Precached by the service worker and served with no server: static, in English; the other
// languages' copies are /lang/<locale>/offline (the worker picks by the cook's language).
export const dynamic = "force-static";

export const metadata: Metadata = {
  title: translatorFor("en", "offline")("title"),
  robots: { index: false },
};

export default function EnglishOfflinePage() {
  return <OfflinePage locale="en" />;
}
