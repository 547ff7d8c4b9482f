import "server-only";
import { pendingEmailChange, showsMeatDishes } from "@/lib/account";
import { listApiKeys, type ApiKeyListing } from "@/lib/api-keys";

/** What /account shows besides the cook's own name and email: the email change waiting for its code, their API keys and settings. */
export async function accountPage(userId: string): Promise<{ pendingEmail: string | null; apiKeys: ApiKeyListing[]; showMeatDishes: boolean }> {
  const [pending, apiKeys, showMeatDishes] = await Promise.all([pendingEmailChange(userId), listApiKeys(userId), showsMeatDishes(userId)]);
  return { pendingEmail: pending?.newEmail ?? null, apiKeys, showMeatDishes };
}
