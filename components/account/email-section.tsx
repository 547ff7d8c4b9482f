"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { EmailChangeInput, EmailConfirmInput } from "@/lib/validations/account";
import { fillIn } from "@/components/ui/kitchen-text";
import { fieldMessage, showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";

/**
 * Changing the email takes two steps: the new address and the password, then the code mailed
 * to that address. `pending` is an address still waiting for its code (after a reload).
 */
/** `yourEmail`: "Your email is <strong>…</strong>…", formatted on the server in the page's language. */
export function EmailSection({ pending, speech, yourEmail }: { pending: string | null; speech: AccountSpeech; yourEmail: ReactNode }) {
  const [waitingFor, setWaitingFor] = useState(pending);
  return (
    <>
      <p>{yourEmail}</p>
      {waitingFor ? (
        <EmailCodeForm newEmail={waitingFor} onDone={() => setWaitingFor(null)} speech={speech} />
      ) : (
        <NewEmailForm onSent={setWaitingFor} speech={speech} />
      )}
    </>
  );
}

function NewEmailForm({ onSent, speech }: { onSent: (newEmail: string) => void; speech: AccountSpeech }) {
  const { text } = speech;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLazyForm<EmailChangeInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.emailChangeSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });

  const onSubmit = async (values: EmailChangeInput) => {
    const reply: ReplyWithErrors = await sendJson("POST", "/api/account/email", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    const newEmail = values.newEmail.trim().toLowerCase();
    toast.success(spoken(speech, reply.body.message, fillIn(text.codeSent, { email: newEmail })));
    onSent(values.newEmail.trim().toLowerCase());
  };

  return (
    <form method="post" className="form" aria-labelledby="account-email-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={text.newEmail} error={fieldMessage(speech, errors.newEmail?.message)}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("newEmail")} />}
      </FormField>
      <FormField label={text.yourPassword} error={fieldMessage(speech, errors.currentPassword?.message)}>
        {(fieldProps) => (
          <input type="password" autoComplete="current-password" {...fieldProps} {...register("currentPassword")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.sending : text.sendCode}
        </button>
      </div>
    </form>
  );
}

function EmailCodeForm({ newEmail, onDone, speech }: { newEmail: string; onDone: () => void; speech: AccountSpeech }) {
  const { text } = speech;
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLazyForm<EmailConfirmInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.emailConfirmSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = async (values: EmailConfirmInput) => {
    const reply: ReplyWithErrors = await sendJson("POST", "/api/account/email/confirm", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    toast.success(spoken(speech, reply.body.message, text.emailSaved));
    onDone();
    router.refresh();
  };

  return (
    <form method="post" className="form" aria-labelledby="account-email-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label={text.code}
        hint={fillIn(text.codeHint, { email: newEmail })}
        error={fieldMessage(speech, errors.code?.message)}
      >
        {(fieldProps) => (
          <input type="text" inputMode="numeric" autoComplete="one-time-code" {...fieldProps} {...register("code")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.confirming : text.confirmEmail}
        </button>
        <button className="button button--outline" type="button" onClick={onDone}>
          {text.otherEmail}
        </button>
      </div>
    </form>
  );
}
