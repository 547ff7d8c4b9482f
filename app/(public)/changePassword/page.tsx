import type { Metadata } from "next";
import { AccountScreen } from "@/components/auth/account-screen";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { authRefusalTranslations, fieldErrorTranslations, plainMessages } from "@/lib/platform/i18n";
import { localizedPublicMetadata, getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getT("auth")]);
  return localizedPublicMetadata({ title: t("changeTitle"), description: t("changeDescription"), path: "/changePassword", locale });
}

export default async function ChangePasswordPage() {
  const locale = await getLocale();
  const text = plainMessages(locale, "auth");
  return (
    <AccountScreen titleId="change-title" title={text.changeHeading} intro={text.changeIntro}>
      <ChangePasswordForm text={text} translations={fieldErrorTranslations(locale)} refusals={authRefusalTranslations(locale)} />
    </AccountScreen>
  );
}
