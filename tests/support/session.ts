/**
 * Headers that make an API request come from a signed-in cook (a fresh account per call).
 * CONTRACT PLACEHOLDER: the accounts issue replaces this body with a real account and token.
 */
export async function signedInHeaders(): Promise<Record<string, string>> {
  return {};
}
