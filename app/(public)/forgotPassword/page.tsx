import type { Metadata } from "next";
import { AccountScreen } from "@/components/auth/account-screen";
import { BackButton } from "@/components/auth/back-button";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { authRefusalTranslations, fieldErrorTranslations, plainMessages } from "@/lib/platform/i18n";
import { localizedPublicMetadata, getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getT("auth")]);
  return localizedPublicMetadata({ title: t("forgotTitle"), description: t("forgotDescription"), path: "/forgotPassword", locale });
}

export default async function ForgotPasswordPage() {
  const locale = await getLocale();
  const text = plainMessages(locale, "auth");
  return (
    <AccountScreen titleId="forgot-title" title={text.forgotHeading} intro={text.forgotIntro} back={<BackButton label={text.back} />}>
      <ForgotPasswordForm text={text} translations={fieldErrorTranslations(locale)} refusals={authRefusalTranslations(locale)} />
    </AccountScreen>
  );
}
