import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { ContactContent, contactPageText } from "@/components/contact/contact-content";

export const metadata: Metadata = signedInPageMetadata(contactPageText);

export default async function ContactPage() {
  await requirePageUser("/contact");
  return <ContactContent />;
}
