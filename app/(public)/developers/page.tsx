import type { Metadata } from "next";
import { DevelopersContent } from "@/components/api-docs/developers-content";
import { pageMetadata } from "@/lib/web/pages";
// The reference page's own styles, in their own file (the global sheet is app/layout.tsx's).
import "../../styles/developers.css";

// Prerendered in English and answered from memory (config/routes.ts: sameForEveryone); the
// request gate shows another language's visitor /lang/<locale>/developers at this address.
export const dynamic = "force-static";

export const generateMetadata = (): Promise<Metadata> => pageMetadata("developers", { path: "/developers", locale: "en" });

export default function DevelopersPage() {
  return <DevelopersContent locale="en" />;
}
