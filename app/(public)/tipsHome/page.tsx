import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { TipsContent, tipsPageText } from "@/components/tips/tips-content";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); its
// text is not translated yet (issue 35), so it does not read the visitor's language.
export const dynamic = "force-static";

export const metadata: Metadata = publicPageMetadata({ ...tipsPageText, path: "/tipsHome" });

/** The visitors' twin of /tips, as /aboutHome is of /about: the landing page promises cooking tips. */
export default function TipsHomePage() {
  return <TipsContent forVisitors />;
}
