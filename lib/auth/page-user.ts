import "server-only";
import { notFound, redirect } from "next/navigation";
import { loginPathFor } from "@/lib/platform/auth-gate";
import { getCurrentUser, type SessionUser } from "./session";

/**
 * The cook a signed-in page is for, checked against the account's current session version.
 * Every signed-in page calls it itself: the signed-in layout turns visitors away on a full load,
 * but a client-side navigation asks the server for the page's segment alone (an RSC request),
 * and Next does not render the layout again for it. Without this, a logged-out token could
 * read every page until it expired (tests/architecture/signed-in-pages.test.ts keeps it so).
 */
export async function requirePageUser(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPathFor(path));
  return user;
}

/**
 * An admin page's user, checked on the server like every signed-in page. Another cook gets the
 * not-found page: to them there is no admin page (the API's admin routes answer them 403).
 */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await requirePageUser(path);
  if (!user.isAdmin) notFound();
  return user;
}
