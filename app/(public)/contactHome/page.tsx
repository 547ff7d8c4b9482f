import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { ContactContent } from "@/components/contact/contact-content";

export const metadata: Metadata = publicPageMetadata({
  title: "Contact us",
  description:
    "Questions, feedback or a recipe to share? Call, email or send the Res-pe team a message.",
  path: "/contactHome",
});

export default function ContactHomePage() {
  return <ContactContent />;
}
