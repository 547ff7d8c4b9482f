"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import {
  emailChangeSchema,
  emailConfirmSchema,
  type EmailChangeInput,
  type EmailConfirmInput,
} from "@/lib/validations/account";
import { showRefusal, type ReplyWithErrors } from "./server-reply";

/**
 * Changing the email takes two steps: the new address and the password, then the code mailed
 * to that address. `pending` is an address still waiting for its code (after a reload).
 */
export function EmailSection({ email, pending }: { email: string; pending: string | null }) {
  const [waitingFor, setWaitingFor] = useState(pending);
  return (
    <>
      <p>
        Your email is <strong>{email}</strong>. You log in with it, and we send it your reset codes and notices.
      </p>
      {waitingFor ? (
        <EmailCodeForm newEmail={waitingFor} onDone={() => setWaitingFor(null)} />
      ) : (
        <NewEmailForm onSent={setWaitingFor} />
      )}
    </>
  );
}

function NewEmailForm({ onSent }: { onSent: (newEmail: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  const onSubmit = async (values: EmailChangeInput) => {
    const reply: ReplyWithErrors = await sendJson("POST", "/api/account/email", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    onSent(values.newEmail.trim().toLowerCase());
  };

  return (
    <form className="form" aria-labelledby="account-email-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="New email" error={errors.newEmail?.message}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("newEmail")} />}
      </FormField>
      <FormField label="Your password" error={errors.currentPassword?.message}>
        {(fieldProps) => (
          <input type="password" autoComplete="current-password" {...fieldProps} {...register("currentPassword")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send confirmation code"}
        </button>
      </div>
    </form>
  );
}

function EmailCodeForm({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailConfirmInput>({ resolver: zodResolver(emailConfirmSchema), defaultValues: { code: "" } });

  const onSubmit = async (values: EmailConfirmInput) => {
    const reply: ReplyWithErrors = await sendJson("POST", "/api/account/email/confirm", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    onDone();
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="account-email-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label="Confirmation code"
        hint={`The 6 digits we sent to ${newEmail}. Your email changes once you enter them.`}
        error={errors.code?.message}
      >
        {(fieldProps) => (
          <input type="text" inputMode="numeric" autoComplete="one-time-code" {...fieldProps} {...register("code")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Confirming…" : "Confirm new email"}
        </button>
        <button className="button button--outline" type="button" onClick={onDone}>
          Use another email
        </button>
      </div>
    </form>
  );
}
