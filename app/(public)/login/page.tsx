import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountScreen } from "@/components/auth/account-screen";
import { LoginForm } from "@/components/auth/login-form";
import { OidcSignIn } from "@/components/auth/oidc-sign-in";
import { ForgetKeptPages } from "@/components/offline/forget-kept-pages";
import { safeCallbackPath } from "@/lib/platform/auth-gate";
import { getCurrentUser, signInPage } from "@/lib/auth";
import { authRefusalTranslations, fieldErrorTranslations, plainMessages } from "@/lib/platform/i18n";
import { publicPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getT("auth")]);
  return publicPageMetadata({ title: t("loginTitle"), description: t("loginDescription"), path: "/login", locale });
}

type Search = Promise<{ callbackUrl?: string | string[]; error?: string | string[] }>;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const { callbackUrl, error } = await searchParams;
  const callbackPath = safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : undefined);
  if (await getCurrentUser()) redirect(callbackPath);
  // Single sign-on (issue 34): its button, why its last try was refused, and whether passwords sign in at all.
  const locale = await getLocale();
  const { oidcLabel, passwords, refusal } = signInPage(typeof error === "string" ? error : undefined, locale);
  const text = plainMessages(locale, "auth");
  return (
    <AccountScreen titleId="login-title" title={text.loginTitle}>
      {refusal ? (
        <p role="alert" className="sign-in-refusal">
          {refusal}
        </p>
      ) : null}
      {oidcLabel ? <OidcSignIn label={oidcLabel} callbackPath={callbackPath} text={text} refusals={authRefusalTranslations(locale)} english={locale === "en"} /> : null}
      {passwords ? <LoginForm callbackPath={callbackPath} text={text} fieldErrors={fieldErrorTranslations(locale)} refusals={authRefusalTranslations(locale)} /> : null}
      <ForgetKeptPages />
    </AccountScreen>
  );
}
