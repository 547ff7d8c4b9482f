import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { AboutContent, aboutPageText } from "@/components/about/about-content";

export const metadata: Metadata = signedInPageMetadata(aboutPageText);

export default async function AboutPage() {
  await requirePageUser("/about");
  return <AboutContent />;
}
