import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { ContactContent, contactPageText } from "@/components/contact/contact-content";

export const metadata: Metadata = publicPageMetadata({ ...contactPageText, path: "/contactHome" });

export default function ContactHomePage() {
  return <ContactContent />;
}
