import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { AboutContent, aboutPageText } from "@/components/about/about-content";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); its
// text is not translated yet (issue 35), so it does not read the visitor's language.
export const dynamic = "force-static";

export const metadata: Metadata = publicPageMetadata({ ...aboutPageText, path: "/aboutHome" });

export default function AboutHomePage() {
  return <AboutContent />;
}
