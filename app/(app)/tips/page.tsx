import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { TipsContent, tipsPageText } from "@/components/tips/tips-content";

export const metadata: Metadata = signedInPageMetadata(tipsPageText);

export default async function TipsPage() {
  await requirePageUser("/tips");
  return <TipsContent forVisitors={false} />;
}
