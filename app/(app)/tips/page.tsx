import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { TipsContent } from "@/components/tips/tips-content";
import { getLocale, pageMetadata } from "@/lib/web/pages";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("tips");

export default async function TipsPage() {
  await requirePageUser("/tips");
  return <TipsContent forVisitors={false} locale={await getLocale()} />;
}
