import type { Metadata } from "next";
import { AccountScreen } from "@/components/auth/account-screen";
import { BackButton } from "@/components/auth/back-button";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: "Forgot password",
  description: "Get a code to reset your Res-pe password.",
  path: "/forgotPassword",
});

export default function ForgotPasswordPage() {
  return (
    <AccountScreen
      titleId="forgot-title"
      title="Forgot Password?"
      intro="We will email you a 12-digit code to reset your password."
      back={<BackButton />}
    >
      <ForgotPasswordForm />
    </AccountScreen>
  );
}
