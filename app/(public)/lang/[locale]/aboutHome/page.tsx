import type { Metadata } from "next";
import { AboutContent } from "@/components/about/about-content";
import { pageMetadata } from "@/lib/web/pages";
import { metadataLocale, pageLocale, type LocaleParams } from "../localized-page";

/** /aboutHome in German, French or Spanish: what the request gate shows those visitors at /aboutHome. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  return locale ? pageMetadata("about", { path: "/aboutHome", locale }) : {};
}

export default async function LocalizedAboutHomePage({ params }: { params: LocaleParams }) {
  return <AboutContent locale={await pageLocale(params)} />;
}
