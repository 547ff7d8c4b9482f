import { signedInAccount } from "./accounts";

/** Headers that make an API request come from a signed-in cook (a fresh account per call). */
export async function signedInHeaders(): Promise<Record<string, string>> {
  const { token } = await signedInAccount();
  return { authorization: `Bearer ${token}` };
}
