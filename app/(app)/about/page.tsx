import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { AboutContent } from "@/components/about/about-content";
import { getLocale, pageMetadata } from "@/lib/web/pages";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("about");

export default async function AboutPage() {
  await requirePageUser("/about");
  return <AboutContent locale={await getLocale()} />;
}
