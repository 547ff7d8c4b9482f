import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountScreen } from "@/components/auth/account-screen";
import { SignupForm } from "@/components/auth/signup-form";
import { ForgetKeptPages } from "@/components/offline/forget-kept-pages";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/platform/auth-gate";
import { getCurrentUser } from "@/lib/auth";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: "Sign up",
  description: "Create a free Res-pe account.",
  path: "/signup",
});

export default async function SignupPage() {
  if (await getCurrentUser()) redirect(DEFAULT_SIGNED_IN_PATH);
  return (
    <AccountScreen titleId="signup-title" title="Sign up">
      <SignupForm />
      <ForgetKeptPages />
    </AccountScreen>
  );
}
