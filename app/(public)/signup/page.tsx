import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountScreen } from "@/components/auth/account-screen";
import { OidcSignIn } from "@/components/auth/oidc-sign-in";
import { SignupForm } from "@/components/auth/signup-form";
import { ForgetKeptPages } from "@/components/offline/forget-kept-pages";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/platform/auth-gate";
import { getCurrentUser, signUpPage } from "@/lib/auth";
import { authRefusalTranslations, fieldErrorTranslations, plainMessages } from "@/lib/platform/i18n";
import { publicPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getT("auth")]);
  return publicPageMetadata({ title: t("signupTitle"), description: t("signupDescription"), path: "/signup", locale });
}

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ invite?: string | string[] }> }) {
  if (await getCurrentUser()) redirect(DEFAULT_SIGNED_IN_PATH);
  const { invite } = await searchParams;
  // Who may sign up (issue 34): the page says so before the form; the route refuses regardless.
  const page = await signUpPage(typeof invite === "string" ? invite : undefined);
  const [locale, refusalT] = await Promise.all([getLocale(), getT("authRefusals")]);
  const text = plainMessages(locale, "auth");
  return (
    <AccountScreen titleId="signup-title" title={text.signupTitle}>
      {page.refusal ? (
        <div className="form">
          <p role="status">{locale === "en" ? page.refusal.message : refusalT(page.refusal.code, { provider: page.refusal.provider ?? "" })}</p>
          <p className="form__switch">
            <Link href="/login">{text.alreadyAMember}</Link>
          </p>
        </div>
      ) : (
        <>
          {/* An invite link lets a new cook in through the identity provider too: the invite goes with them. */}
          {page.oidcLabel && page.invite ? <OidcSignIn label={page.oidcLabel} callbackPath={DEFAULT_SIGNED_IN_PATH} invite={page.invite} text={text} refusals={authRefusalTranslations(locale)} english={locale === "en"} /> : null}
          {page.passwords !== false ? <SignupForm invite={page.invite} text={text} fieldErrors={fieldErrorTranslations(locale)} refusals={authRefusalTranslations(locale)} /> : null}
        </>
      )}
      <ForgetKeptPages />
    </AccountScreen>
  );
}
