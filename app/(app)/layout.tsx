import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppNavBar } from "@/components/layout/app-nav-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { KitchenOffline } from "@/components/offline/kitchen-offline";
import { SignedInCook } from "@/components/offline/signed-in-cook";
import { ServerWords } from "@/components/ui/server-words";
import { REQUESTED_PATH_HEADER } from "@/config/routes";
import { loginPathFor } from "@/lib/platform/auth-gate";
import { getCurrentUser } from "@/lib/auth";
import { getLocale } from "@/lib/web/pages";

/**
 * The signed-in half of the site. The request gate has already seen a well-formed session
 * cookie; here it is checked against the database, so a logged-out or changed-password session
 * is turned away too.
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const [user, locale] = await Promise.all([getCurrentUser(), getLocale()]);
  if (!user) {
    redirect(loginPathFor((await headers()).get(REQUESTED_PATH_HEADER) ?? "/home"));
  }
  return (
    <SignedInCook id={user.id}>
      <AppNavBar cookName={user.name} isAdmin={user.isAdmin} />
      <main id="main">{children}</main>
      <SiteFooter signedIn />
      <KitchenOffline owner={user.id} />
      <ServerWords locale={locale} />
    </SignedInCook>
  );
}
