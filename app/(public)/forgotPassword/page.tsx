import type { Metadata } from "next";
import { BackButton } from "@/components/auth/back-button";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Toaster } from "@/components/ui/toaster";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = signedInPageMetadata({
  title: "Forgot password",
  description: "Get a code to reset your Res-pe password.",
});

export default function ForgotPasswordPage() {
  return (
    <div className="content content--narrow">
      <Toaster />
      <BackButton />
      <h1 id="forgot-title" className="page-title">
        Forgot Password?
      </h1>
      <p>We will email you a 6-digit code to reset your password.</p>
      <ForgotPasswordForm />
    </div>
  );
}
