import type { Metadata } from "next";
import { ContactContent } from "@/components/contact/contact-content";
import { pageMetadata } from "@/lib/web/pages";
import { metadataLocale, pageLocale, type LocaleParams } from "../localized-page";

/** /contactHome in German, French or Spanish: what the request gate shows those visitors at /contactHome. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  return locale ? pageMetadata("contact", { path: "/contactHome", locale }) : {};
}

export default async function LocalizedContactHomePage({ params }: { params: LocaleParams }) {
  return <ContactContent locale={await pageLocale(params)} />;
}
