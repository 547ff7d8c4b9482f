import "server-only";
import { pendingEmailChange } from "@/lib/account";
import { listApiKeys, type ApiKeyListing } from "@/lib/api-keys";

/** What /account shows besides the cook's own name and email: the email change waiting for its code, and their API keys. */
export async function accountPage(userId: string): Promise<{ pendingEmail: string | null; apiKeys: ApiKeyListing[] }> {
  const [pending, apiKeys] = await Promise.all([pendingEmailChange(userId), listApiKeys(userId)]);
  return { pendingEmail: pending?.newEmail ?? null, apiKeys };
}
