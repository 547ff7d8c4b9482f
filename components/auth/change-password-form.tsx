"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { FormField } from "@/components/ui/form-field";
import { changePasswordFieldsSchema, type ChangePasswordFields } from "@/lib/validations/auth";
import { postJson } from "./post-json";
import { recallResetEmail } from "./reset-email";

/**
 * Step two of a reset: the emailed code and the new password twice, with one show/hide toggle
 * for both fields. The server decides every rule (seed §5) and its message is shown in a dialog.
 */
export function ChangePasswordForm() {
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
  } = useForm<ChangePasswordFields>({
    resolver: zodResolver(changePasswordFieldsSchema),
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
        title: "Error changing password!",
        message: reply.body.message ?? "We could not reach Res-pe. Please try again.",
      });
      return;
    }
    setChanged(true);
    setDialog({ tone: "success", title: "Password changed", message: reply.body.message });
  };

  const type = showPasswords ? "text" : "password";
  return (
    <>
      <form className="form" aria-labelledby="change-title" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" error={errors.email?.message}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <FormField label="Reset code" error={errors.code?.message}>
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
        <FormField label="New password" error={errors.newPassword?.message}>
          {(fieldProps) => <input type={type} autoComplete="new-password" {...fieldProps} {...register("newPassword")} />}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
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
            {showPasswords ? "Hide passwords" : "Show passwords"}
          </button>
          <button className="button" type="submit" disabled={isSubmitting || changed}>
            {isSubmitting ? "Changing…" : "Change Password"}
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
