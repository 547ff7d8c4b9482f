import type { Metadata } from "next";
import { Landing } from "@/components/about/landing";
import { landingMetadata } from "@/lib/web/pages";

// Prerendered once, in English, and answered from memory by the production server; a visitor
// asking for another language gets /lang/<locale> at this address (proxy.ts, issue 35).
export const dynamic = "force-static";

export function generateMetadata(): Metadata {
  return landingMetadata("en");
}

export default function LandingPage() {
  return <Landing />;
}
