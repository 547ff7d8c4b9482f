import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { AboutContent, aboutPageText } from "@/components/about/about-content";

export const metadata: Metadata = publicPageMetadata({ ...aboutPageText, path: "/aboutHome" });

export default function AboutHomePage() {
  return <AboutContent />;
}
