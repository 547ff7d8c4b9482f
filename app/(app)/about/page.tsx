import type { Metadata } from "next";
import { signedInPageMetadata } from "@/lib/seo";
import { AboutContent, aboutPageText } from "@/components/about/about-content";

export const metadata: Metadata = signedInPageMetadata(aboutPageText);

export default function AboutPage() {
  return <AboutContent />;
}
