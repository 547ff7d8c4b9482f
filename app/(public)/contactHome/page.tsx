import type { Metadata } from "next";
import { ContactContent } from "@/components/contact/contact-content";
import { pageMetadata } from "@/lib/web/pages";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); the
// request gate shows another language's visitor /lang/<locale>/contactHome at this address.
export const dynamic = "force-static";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("contact", { path: "/contactHome", locale: "en" });

export default function ContactHomePage() {
  return <ContactContent locale="en" />;
}
