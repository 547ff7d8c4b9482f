import "server-only";
import { ApiError } from "@/lib/http/api-error";
import { userFromRequest, type SessionUser } from "./session";

export type { SessionUser };

export const NOT_SIGNED_IN = "Please log in to continue.";

/**
 * The signed-in user behind an API request (session cookie or `Authorization: Bearer`), or an
 * ApiError 401 `{ message }`. Every signed-in route handler starts with it.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await userFromRequest(request);
  if (!user) throw new ApiError(401, NOT_SIGNED_IN);
  return user;
}
