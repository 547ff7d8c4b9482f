import type { Metadata } from "next";
import { TipsContent } from "@/components/tips/tips-content";
import { pageMetadata } from "@/lib/web/pages";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); the
// request gate shows another language's visitor /lang/<locale>/tipsHome at this address.
export const dynamic = "force-static";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("tips", { path: "/tipsHome", locale: "en" });

/** The visitors' twin of /tips, as /aboutHome is of /about: the landing page promises cooking tips. */
export default function TipsHomePage() {
  return <TipsContent forVisitors locale="en" />;
}
