import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { GONE_PAGES, type GoneKind } from "@/config/gone-pages";

type Props = { params: Promise<{ what: string }> };

// Built once: the request gate answers these pages' HTML with a 410 at the address that stopped
// (lib/web/pages/gone-pages.ts reads the prerendered file). Static, so in English: the layout
// reads the request's language, which would otherwise leave nothing prerendered and the gate
// would answer its bare fallback page.
export const dynamic = "force-static";
export const dynamicParams = false;
export function generateStaticParams(): { what: GoneKind }[] {
  return Object.keys(GONE_PAGES).map((what) => ({ what: what as GoneKind }));
}

const pageOf = (what: string) => (Object.hasOwn(GONE_PAGES, what) ? GONE_PAGES[what as GoneKind] : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).what);
  return { title: page?.title ?? "Page not found", robots: { index: false, follow: false } };
}

/** Why an address that worked before shows nothing now (proxy.ts answers it with HTTP 410). */
export default async function GonePage({ params }: Props) {
  const page = pageOf((await params).what);
  if (!page) notFound();
  return (
    <div className="content not-found">
      <h1 className="page-title">{page.title}</h1>
      <p>{page.text}</p>
      <p>
        <Link className="button" href="/">
          Go to Res-pe
        </Link>
      </p>
    </div>
  );
}
