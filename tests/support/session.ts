import { signedInAccount } from "./accounts";

let headers: Promise<Record<string, string>> | undefined;

/**
 * Headers that make an API request come from a signed-in cook: one account per test file,
 * signed up and logged in through the real routes, its token sent as `Authorization: Bearer`.
 */
export function signedInHeaders(): Promise<Record<string, string>> {
  headers ??= signedInAccount().then(({ token }) => ({ authorization: `Bearer ${token}` }));
  return headers;
}
