import "server-only";
import { pendingEmailChange, showsMeatDishes } from "@/lib/account";
import { listApiKeys, type ApiKeyListing } from "@/lib/api-keys";
import { listShareLinks, type ShareLinkListing } from "@/lib/cookbook";

type AccountPageData = { pendingEmail: string | null; apiKeys: ApiKeyListing[]; showMeatDishes: boolean; shareLinks: ShareLinkListing[] };

/** What /account shows besides the cook's own name and email: the email change waiting for its code, their API keys, share links and settings. */
export async function accountPage(userId: string): Promise<AccountPageData> {
  const [pending, apiKeys, showMeatDishes, shareLinks] = await Promise.all([
    pendingEmailChange(userId),
    listApiKeys(userId),
    showsMeatDishes(userId),
    listShareLinks(userId),
  ]);
  return { pendingEmail: pending?.newEmail ?? null, apiKeys, showMeatDishes, shareLinks };
}
