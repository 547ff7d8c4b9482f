import type { Metadata } from "next";
import { AccountScreen } from "@/components/auth/account-screen";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: "Change password",
  description: "Choose a new Res-pe password with the code we emailed you.",
  path: "/changePassword",
});

export default function ChangePasswordPage() {
  return (
    <AccountScreen
      titleId="change-title"
      title="Change Password"
      intro="Enter the 12-digit code from our email and choose a new password."
    >
      <ChangePasswordForm />
    </AccountScreen>
  );
}
