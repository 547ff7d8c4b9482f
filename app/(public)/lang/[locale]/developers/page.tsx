import type { Metadata } from "next";
import { DevelopersContent } from "@/components/api-docs/developers-content";
import { pageMetadata } from "@/lib/web/pages";
import { metadataLocale, pageLocale, type LocaleParams } from "../localized-page";
import "../../../../styles/developers.css";

/** /developers in German, French or Spanish: what the request gate shows those visitors at /developers. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  return locale ? pageMetadata("developers", { path: "/developers", locale }) : {};
}

export default async function LocalizedDevelopersPage({ params }: { params: LocaleParams }) {
  return <DevelopersContent locale={await pageLocale(params)} />;
}
