import type { Metadata } from "next";
import Link from "next/link";
import { PublicHeader } from "@/components/layout/public-header";
import { SiteFooter } from "@/components/layout/site-footer";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="not-found">
        <h1>404</h1>
        <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link className="button" href="/">
            Back to the home page
          </Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
