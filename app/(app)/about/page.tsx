import type { Metadata } from "next";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";
import { AboutContent } from "@/components/about/about-content";

export const metadata: Metadata = signedInPageMetadata({
  title: "About us",
  description:
    "Res-pe's mission: help home cooks discover, share and enjoy recipes from every cuisine.",
});

export default function AboutPage() {
  return <AboutContent />;
}
