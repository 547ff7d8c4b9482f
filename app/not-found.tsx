import type { Metadata } from "next";
import Link from "next/link";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("notFound");
  return { title: t("title"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getT("notFound");
  return (
    <>
      <PublicHeader />
      <main id="main" className="not-found">
        <h1>404</h1>
        <p>{t("text")}</p>
        <p>
          <Link className="button" href="/">
            {t("back")}
          </Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
