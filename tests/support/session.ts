import { seedCook } from "./accounts";

let headers: Promise<Record<string, string>> | undefined;

/**
 * Headers that make an API request come from a signed-in cook: one seeded cook per test file,
 * made on first use, its token sent as `Authorization: Bearer`.
 */
export function signedInHeaders(): Promise<Record<string, string>> {
  headers ??= seedCook().then((cook) => cook.headers);
  return headers;
}
