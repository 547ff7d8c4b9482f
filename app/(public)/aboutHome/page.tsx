import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/platform/seo";
import { AboutContent, aboutPageText } from "@/components/about/about-content";

export const metadata: Metadata = publicPageMetadata({ ...aboutPageText, path: "/aboutHome" });

export default function AboutHomePage() {
  return <AboutContent />;
}
