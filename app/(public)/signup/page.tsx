import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountScreen } from "@/components/auth/account-screen";
import { SignupForm } from "@/components/auth/signup-form";
import { ForgetKeptPages } from "@/components/offline/forget-kept-pages";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/platform/auth-gate";
import { getCurrentUser, signUpPage } from "@/lib/auth";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: "Sign up",
  description: "Create a free Res-pe account.",
  path: "/signup",
});

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ invite?: string | string[] }> }) {
  if (await getCurrentUser()) redirect(DEFAULT_SIGNED_IN_PATH);
  const { invite } = await searchParams;
  // Who may sign up (issue 34): the page says so before the form; the route refuses regardless.
  const page = await signUpPage(typeof invite === "string" ? invite : undefined);
  return (
    <AccountScreen titleId="signup-title" title="Sign up">
      {page.refusal ? (
        <div className="form">
          <p role="status">{page.refusal}</p>
          <p className="form__switch">
            <Link href="/login">Already a member? Log in</Link>
          </p>
        </div>
      ) : (
        <SignupForm invite={page.invite} />
      )}
      <ForgetKeptPages />
    </AccountScreen>
  );
}
