"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { accountPasswordSchema, type AccountPasswordInput } from "@/lib/validations/account";
import { showRefusal, type ReplyWithErrors } from "./server-reply";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * A new password, with the current one. The server signs every other browser out and keeps
 * this one signed in (it sets a new session cookie), so the form just clears.
 */
export function PasswordForm() {
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountPasswordInput>({ resolver: zodResolver(accountPasswordSchema), defaultValues: EMPTY });

  const onSubmit = async (values: AccountPasswordInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/password", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    reset(EMPTY);
  };

  const type = showPasswords ? "text" : "password";
  return (
    <form className="form" aria-labelledby="account-password-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(fieldProps) => (
          <input type={type} autoComplete="current-password" {...fieldProps} {...register("currentPassword")} />
        )}
      </FormField>
      <FormField
        label="New password"
        hint="8–100 characters; a few unrelated words are easy to remember and hard to guess."
        error={errors.newPassword?.message}
      >
        {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("newPassword")} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("confirmPassword")} />}
      </FormField>
      <div className="form__actions">
        <button
          className="button button--outline"
          type="button"
          aria-pressed={showPasswords}
          onClick={() => setShowPasswords((shown) => !shown)}
        >
          {showPasswords ? "Hide passwords" : "Show passwords"}
        </button>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Changing…" : "Change password"}
        </button>
      </div>
    </form>
  );
}
