import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = signedInPageMetadata({
  title: "Change password",
  description: "Choose a new Res-pe password with the code we emailed you.",
});

export default function ChangePasswordPage() {
  return (
    <div className="content content--narrow">
      <h1 id="change-title" className="page-title">
        Change Password
      </h1>
      <p>Enter the 6-digit code from our email and choose a new password.</p>
      <ChangePasswordForm />
    </div>
  );
}
