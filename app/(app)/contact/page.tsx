import type { Metadata } from "next";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";
import { ContactContent } from "@/components/contact/contact-content";

export const metadata: Metadata = signedInPageMetadata({
  title: "Contact us",
  description:
    "Questions, feedback or a recipe to share? Call, email or send the Res-pe team a message.",
});

export default function ContactPage() {
  return <ContactContent />;
}
