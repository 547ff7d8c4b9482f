"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { AccountPasswordInput } from "@/lib/validations/account";
import { fieldMessage, showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * A new password, with the current one. The server signs every other browser out and keeps
 * this one signed in (it sets a new session cookie), so the form just clears.
 */
export function PasswordForm({ speech }: { speech: AccountSpeech }) {
  const { text } = speech;
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useLazyForm<AccountPasswordInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.accountPasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: AccountPasswordInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/password", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    toast.success(spoken(speech, reply.body.message, text.passwordSaved));
    reset(EMPTY);
  };

  const type = showPasswords ? "text" : "password";
  return (
    <form method="post" className="form" aria-labelledby="account-password-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={text.currentPassword} error={fieldMessage(speech, errors.currentPassword?.message)}>
        {(fieldProps) => (
          <input type={type} autoComplete="current-password" {...fieldProps} {...register("currentPassword")} />
        )}
      </FormField>
      <FormField
        label={text.newPassword}
        hint={text.newPasswordHint}
        error={fieldMessage(speech, errors.newPassword?.message)}
      >
        {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("newPassword")} />}
      </FormField>
      <FormField label={text.confirmNewPassword} error={fieldMessage(speech, errors.confirmPassword?.message)}>
        {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("confirmPassword")} />}
      </FormField>
      <div className="form__actions">
        <button
          className="button button--outline"
          type="button"
          aria-pressed={showPasswords}
          onClick={() => setShowPasswords((shown) => !shown)}
        >
          {showPasswords ? text.hidePasswords : text.showPasswords}
        </button>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.changing : text.changePassword}
        </button>
      </div>
    </form>
  );
}
