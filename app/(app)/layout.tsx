import type { ReactNode } from "react";
import { AppNavBar } from "@/components/layout/app-nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";

/** The signed-in half of the site (the session check joins here with accounts). */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppNavBar />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
