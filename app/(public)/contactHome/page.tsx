import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { ContactContent, contactPageText } from "@/components/contact/contact-content";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); its
// text is not translated yet (issue 35), so it does not read the visitor's language.
export const dynamic = "force-static";

export const metadata: Metadata = publicPageMetadata({ ...contactPageText, path: "/contactHome" });

export default function ContactHomePage() {
  return <ContactContent />;
}
