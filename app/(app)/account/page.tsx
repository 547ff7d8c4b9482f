import type { Metadata } from "next";
import Link from "next/link";
import { ApiKeysSection } from "@/components/account/api-keys-section";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { EmailSection } from "@/components/account/email-section";
import { LanguageForm } from "@/components/account/language-form";
import { ExportButton } from "@/components/account/export-button";
import { MeatDishesForm } from "@/components/account/meat-dishes-form";
import { NameForm } from "@/components/account/name-form";
import { PasswordForm } from "@/components/account/password-form";
import { AllShareLinks } from "@/components/cookbook/share-links";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { isLocale } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { accountPage, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("account");
  return signedInPageMetadata({
    title: t("title"),
    description: "Change your name, email or password, choose whether you see meat dishes, manage your API keys, download your data, or delete your account.",
  });
}

/** /account: the signed-in cook's own account, one section per thing they can do with it. */
export default async function AccountPage() {
  const user = await requirePageUser("/account");
  const { pendingEmail, apiKeys: keys, showMeatDishes, shareLinks } = await accountPage(user.id);
  const { apiKeys } = loadConfig();
  const [t, layout] = await Promise.all([getT("account"), getT("layout")]);
  return (
    <div className="container account-page">
      <Toaster />
      <h1 className="page-title">{t("title")}</h1>

      <section id="language" aria-labelledby="account-language-title" className="account-section">
        <h2 id="account-language-title">{t("languageTitle")}</h2>
        <p>{t("languageIntro")}</p>
        <LanguageForm
          saved={isLocale(user.locale) ? user.locale : null}
          text={{ label: t("languageLabel"), browser: t("languageBrowser"), save: t("save"), saving: t("saving"), notSaved: layout("languageNotSaved") }}
        />
      </section>

      <section aria-labelledby="account-name-title" className="account-section">
        <h2 id="account-name-title">Name</h2>
        <NameForm name={user.name} />
      </section>

      <section aria-labelledby="account-email-title" className="account-section">
        <h2 id="account-email-title">Email</h2>
        <EmailSection key={user.email} email={user.email} pending={pendingEmail} />
      </section>

      <section aria-labelledby="account-password-title" className="account-section">
        <h2 id="account-password-title">Password</h2>
        <p>Changing it signs you out everywhere else; this browser stays signed in. We email you a notice.</p>
        <PasswordForm />
      </section>

      <section id="meat-dishes" aria-labelledby="account-meat-dishes-title" className="account-section">
        <h2 id="account-meat-dishes-title">Meat dishes</h2>
        <p>Res-pe is meat-free by default: chicken, beef and pork dishes are left out of what you find.</p>
        <MeatDishesForm key={String(showMeatDishes)} showMeatDishes={showMeatDishes} />
      </section>

      <section aria-labelledby="account-data-title" className="account-section">
        <h2 id="account-data-title">Your data</h2>
        <p>
          One JSON file with everything Res-pe keeps for you: your account and settings (never your password), your
          recipes with their pictures, the stars you gave, saved recipes and collections, your meal plan, shopping
          list and pantry, your “I made it” notes with their photos, the names of your API keys and what your share links opened.
        </p>
        <ExportButton />
      </section>

      <section aria-labelledby="account-api-keys-title" className="account-section">
        <h2 id="account-api-keys-title">API keys</h2>
        <p className="api-keys__intro">
          A key lets another app, such as a meal planner on your phone, read Res-pe&apos;s recipes for you. It can only
          read, never change anything, and each key may ask {apiKeys.requestsPerMinute} times a minute and{" "}
          {apiKeys.requestsPerDay.toLocaleString("en")} times a day. Building an app yourself? The{" "}
          <Link href="/developers">developer page</Link> has the addresses.
        </p>
        <ApiKeysSection initialKeys={keys} keysPerCook={apiKeys.keysPerCook} />
      </section>

      <section aria-labelledby="account-share-links-title" className="account-section">
        <h2 id="account-share-links-title">Share links</h2>
        <p>
          Read-only links you made to your recipes, collections or meal plan. Anyone with a working link sees what it
          shows and your display name, nothing else. Make new ones from a recipe&apos;s <strong>Plan, list</strong> sheet,
          a collection on Saved, or the plan.
        </p>
        <AllShareLinks initial={shareLinks} />
      </section>

      <section aria-labelledby="account-delete-title" className="account-section account-section--danger">
        <h2 id="account-delete-title">Delete your account</h2>
        <p>
          Deletes your account, your recipes and their pictures, your ratings, everything in your kitchen and the
          messages you sent us from its email; the ranking is counted again without them. This cannot be undone.
        </p>
        <DeleteAccountForm />
      </section>
    </div>
  );
}
