import type { Metadata } from "next";
import { TipsContent } from "@/components/tips/tips-content";
import { pageMetadata } from "@/lib/web/pages";
import { metadataLocale, pageLocale, type LocaleParams } from "../localized-page";

/** /tipsHome in German, French or Spanish: what the request gate shows those visitors at /tipsHome. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  return locale ? pageMetadata("tips", { path: "/tipsHome", locale }) : {};
}

export default async function LocalizedTipsHomePage({ params }: { params: LocaleParams }) {
  return <TipsContent forVisitors locale={await pageLocale(params)} />;
}
