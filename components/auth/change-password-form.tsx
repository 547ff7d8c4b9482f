"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import type { Messages } from "@/lib/platform/i18n";
import type { ChangePasswordFields } from "@/lib/validations/auth";
import { postJson, refusalOf } from "./post-json";
import { recallResetEmail } from "./reset-email";

/**
 * Step two of a reset: the emailed code and the new password twice, with one show/hide toggle
 * for both fields. The server decides every rule (seed §5) and its message is shown in a dialog,
 * translated through `translations` (the English API messages in the page's language).
 */
export function ChangePasswordForm({
  text,
  translations,
  refusals,
}: {
  text: Messages["auth"];
  translations: Record<string, string>;
  /** The server's refusals by code (a wrong code, its limits) in the page's language; empty in English. */
  refusals: Readonly<Record<string, string>>;
}) {
  const say = (message: string | undefined) => (message && Object.hasOwn(translations, message) ? translations[message] : message);
  const router = useRouter();
  const [showPasswords, setShowPasswords] = useState(false);
  const [dialog, setDialog] = useState<AlertDialogContent | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useLazyForm<ChangePasswordFields>({
    schema: () => import("@/lib/validations/auth").then((schemas) => schemas.changePasswordFieldsSchema),
    defaultValues: { email: "", code: "", newPassword: "", confirmPassword: "" },
  });

  useEffect(() => {
    const carried = recallResetEmail();
    if (carried && !getValues("email")) setValue("email", carried);
  }, [getValues, setValue]);

  const onSubmit = async (values: ChangePasswordFields) => {
    const reply = await postJson("/api/entry/changePassword", values);
    if (reply.status !== 200) {
      setDialog({
        tone: "error",
        title: text.changeFailed,
        message: refusalOf(reply, refusals, text),
      });
      return;
    }
    setChanged(true);
    setDialog({ tone: "success", title: text.passwordChanged, message: say(reply.body.message) ?? text.passwordChanged });
  };

  const type = showPasswords ? "text" : "password";
  return (
    <>
      <form method="post" className="form" aria-labelledby="change-title" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label={text.email} error={say(errors.email?.message)}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <FormField label={text.resetCode} error={say(errors.code?.message)}>
          {(fieldProps) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              {...fieldProps}
              {...register("code")}
            />
          )}
        </FormField>
        <FormField label={text.newPassword} error={say(errors.newPassword?.message)}>
          {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("newPassword")} />}
        </FormField>
        <FormField label={text.confirmPassword} error={say(errors.confirmPassword?.message)}>
          {(fieldProps) => (
            <input type={type} autoComplete="new-password" {...fieldProps} {...register("confirmPassword")} />
          )}
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
          <button className="button" type="submit" disabled={isSubmitting || changed}>
            {isSubmitting ? text.changing : text.changePassword}
          </button>
        </div>
      </form>
      <AlertDialog
        content={dialog}
        onClose={() => {
          setDialog(null);
          if (changed) router.push("/login");
        }}
      />
    </>
  );
}
