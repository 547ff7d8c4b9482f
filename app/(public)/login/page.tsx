import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountScreen } from "@/components/auth/account-screen";
import { LoginForm } from "@/components/auth/login-form";
import { ForgetKeptPages } from "@/components/offline/forget-kept-pages";
import { safeCallbackPath } from "@/lib/platform/auth-gate";
import { getCurrentUser } from "@/lib/auth";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: "Log in",
  description: "Log in to Res-pe to find recipes, ask the AI chef and share your own.",
  path: "/login",
});

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  const callbackPath = safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : undefined);
  if (await getCurrentUser()) redirect(callbackPath);
  return (
    <AccountScreen titleId="login-title" title="Log in">
      <LoginForm callbackPath={callbackPath} />
      <ForgetKeptPages />
    </AccountScreen>
  );
}
