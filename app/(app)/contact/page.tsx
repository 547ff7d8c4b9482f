import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { ContactContent } from "@/components/contact/contact-content";
import { getLocale, pageMetadata } from "@/lib/web/pages";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("contact");

export default async function ContactPage() {
  await requirePageUser("/contact");
  return <ContactContent locale={await getLocale()} />;
}
