import "server-only";
import { redirect } from "next/navigation";
import { loginPathFor } from "@/lib/auth-gate";
import { getCurrentUser, type SessionUser } from "./session";

/**
 * The cook a signed-in page shows data for. The signed-in layout turns visitors away too, but
 * Next renders a page beside its layout, so a page that reads a cook's data checks for itself.
 */
export async function requirePageUser(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPathFor(path));
  return user;
}
