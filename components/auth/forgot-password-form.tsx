"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import type { Messages } from "@/lib/platform/i18n";
import type { ForgotPasswordInput } from "@/lib/validations/auth";
import { after, postJson, refusalOf } from "./post-json";
import { rememberResetEmail } from "./reset-email";

/**
 * Step one of a reset: on 200 a 1 s toast, then /changePassword with the email carried over.
 * `text`: its words in the page's language; `translations`: the schema's and the server's English
 * messages in that language (the API answers stay English).
 */
export function ForgotPasswordForm({
  text,
  translations,
  refusals,
}: {
  text: Messages["auth"];
  translations: Record<string, string>;
  /** The server's refusals by code (its limits) in the page's language; empty in English. */
  refusals: Readonly<Record<string, string>>;
}) {
  const say = (message: string | undefined) => (message && Object.hasOwn(translations, message) ? translations[message] : message);
  const router = useRouter();
  const [dialog, setDialog] = useState<AlertDialogContent | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLazyForm<ForgotPasswordInput>({
    schema: () => import("@/lib/validations/auth").then((schemas) => schemas.forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async (values: ForgotPasswordInput) => {
    const reply = await postJson("/api/entry/forgotPassword", values);
    if (reply.status !== 200) {
      // Any failure (rate limit, network, a rejected email) is the seed's one dialog (D4).
      setDialog({ tone: "error", title: text.emailNotFound, message: refusalOf(reply, refusals, text) });
      return;
    }
    const shown = toast.success(say(reply.body.message) ?? "", { duration: 1000 });
    rememberResetEmail(values.email);
    setLeaving(true);
    after(shown, 1000, () => router.push("/changePassword"));
  };

  return (
    <>
      <form method="post" className="form" aria-labelledby="forgot-title" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label={text.enterYourEmail} error={say(errors.email?.message)}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || leaving}>
            {isSubmitting ? text.sending : text.next}
          </button>
        </div>
      </form>
      <AlertDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
