import type { Metadata } from "next";
import { signedInPageMetadata } from "@/lib/seo";
import { TipsContent, tipsPageText } from "@/components/tips/tips-content";

export const metadata: Metadata = signedInPageMetadata(tipsPageText);

export default function TipsPage() {
  return <TipsContent forVisitors={false} />;
}
