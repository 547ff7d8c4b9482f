import type { Metadata } from "next";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { AboutContent } from "@/components/about/about-content";

export const metadata: Metadata = publicPageMetadata({
  title: "About us",
  description:
    "Res-pe's mission: help home cooks discover, share and enjoy recipes from every cuisine.",
  path: "/aboutHome",
});

export default function AboutHomePage() {
  return <AboutContent />;
}
