import type { Metadata } from "next";
import { signedInPageMetadata } from "@/lib/seo";
import { ContactContent, contactPageText } from "@/components/contact/contact-content";

export const metadata: Metadata = signedInPageMetadata(contactPageText);

export default function ContactPage() {
  return <ContactContent />;
}
