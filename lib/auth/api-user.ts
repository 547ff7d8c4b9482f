import "server-only";

export type SessionUser = { id: string; name: string; email: string };

/**
 * The signed-in user behind an API request (session cookie or `Authorization: Bearer`), or an
 * ApiError 401 `{ message }`. CONTRACT PLACEHOLDER: the accounts issue replaces this body.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  void request;
  return { id: "placeholder", name: "Placeholder", email: "placeholder@res-pe.example" };
}
