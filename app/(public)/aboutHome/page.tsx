import type { Metadata } from "next";
import { AboutContent } from "@/components/about/about-content";
import { pageMetadata } from "@/lib/web/pages";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); the
// request gate shows another language's visitor /lang/<locale>/aboutHome at this address.
export const dynamic = "force-static";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("about", { path: "/aboutHome", locale: "en" });

export default function AboutHomePage() {
  return <AboutContent locale="en" />;
}
