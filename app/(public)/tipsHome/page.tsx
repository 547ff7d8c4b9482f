import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { TipsContent, tipsPageText } from "@/components/tips/tips-content";

export const metadata: Metadata = publicPageMetadata({ ...tipsPageText, path: "/tipsHome" });

/** The visitors' twin of /tips, as /aboutHome is of /about: the landing page promises cooking tips. */
export default function TipsHomePage() {
  return <TipsContent forVisitors />;
}
