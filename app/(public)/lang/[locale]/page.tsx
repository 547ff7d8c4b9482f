import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Landing } from "@/components/about/landing";
import { isLocale } from "@/lib/platform/i18n";
import { landingMetadata } from "@/lib/web/pages";

type Params = Promise<{ locale: string }>;

/**
 * The landing page in one language (issue 35): the address hreflang points to, and what `/`
 * shows a visitor who asks for German, French or Spanish (the request gate's rewrite).
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? landingMetadata(locale) : {};
}

export default async function LocalizedLandingPage({ params }: { params: Params }) {
  const { locale } = await params;
  // English lives at `/`; the request gate names the address's language for the layout.
  if (!isLocale(locale) || locale === "en") notFound();
  return <Landing />;
}
