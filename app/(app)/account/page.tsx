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
import { AllShareLinks } from "@/components/cookbook/share-link-list";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { fieldErrorTranslations, INTL_TAGS, isLocale, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { accountPage, getLocale, getT } from "@/lib/web/pages";
import type { AccountSpeech } from "@/components/account/server-reply";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("account");
  return signedInPageMetadata({
    title: t("title"),
    description: t("description"),
  });
}

/** /account: the signed-in cook's own account, one section per thing they can do with it. */
export default async function AccountPage() {
  const user = await requirePageUser("/account");
  const { pendingEmail, apiKeys: keys, showMeatDishes, shareLinks } = await accountPage(user.id);
  const { apiKeys } = loadConfig();
  const [t, layout, locale] = await Promise.all([getT("account"), getT("layout"), getLocale()]);
  const intlTag = INTL_TAGS[locale];
  const speech: AccountSpeech = { text: plainMessages(locale, "account"), known: fieldErrorTranslations(locale), english: locale === "en" };
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
        <h2 id="account-name-title">{t("nameTitle")}</h2>
        <NameForm name={user.name} speech={speech} />
      </section>

      <section aria-labelledby="account-email-title" className="account-section">
        <h2 id="account-email-title">{t("emailTitle")}</h2>
        <EmailSection
          key={user.email}
          pending={pendingEmail}
          speech={speech}
          yourEmail={t.rich("yourEmail", { email: user.email, strong: (chunks) => <strong>{chunks}</strong> })}
        />
      </section>

      <section aria-labelledby="account-password-title" className="account-section">
        <h2 id="account-password-title">{t("passwordTitle")}</h2>
        <p>{t("passwordIntro")}</p>
        <PasswordForm speech={speech} />
      </section>

      <section id="meat-dishes" aria-labelledby="account-meat-dishes-title" className="account-section">
        <h2 id="account-meat-dishes-title">{t("meatTitle")}</h2>
        <p>{t("meatIntro")}</p>
        <MeatDishesForm key={String(showMeatDishes)} showMeatDishes={showMeatDishes} speech={speech} />
      </section>

      <section aria-labelledby="account-data-title" className="account-section">
        <h2 id="account-data-title">{t("dataTitle")}</h2>
        <p>{t("dataIntro")}</p>
        <ExportButton speech={speech} />
      </section>

      <section aria-labelledby="account-api-keys-title" className="account-section">
        <h2 id="account-api-keys-title">{t("keysTitle")}</h2>
        <p className="api-keys__intro">
          {t.rich("keysIntro", {
            perMinute: apiKeys.requestsPerMinute.toLocaleString(locale === "en" ? "en" : intlTag),
            perDay: apiKeys.requestsPerDay.toLocaleString(locale === "en" ? "en" : intlTag),
            developers: (chunks) => <Link href="/developers">{chunks}</Link>,
          })}
        </p>
        <ApiKeysSection initialKeys={keys} keysPerCook={apiKeys.keysPerCook} speech={speech} intlTag={intlTag} />
      </section>

      <section aria-labelledby="account-share-links-title" className="account-section">
        <h2 id="account-share-links-title">{t("linksTitle")}</h2>
        <p>{t.rich("linksIntro", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <AllShareLinks initial={shareLinks} text={plainMessages(locale, "sharing")} intlTag={intlTag} />
      </section>

      <section aria-labelledby="account-delete-title" className="account-section account-section--danger">
        <h2 id="account-delete-title">{t("deleteTitle")}</h2>
        <p>{t("deleteIntro")}</p>
        <DeleteAccountForm speech={speech} />
      </section>
    </div>
  );
}
