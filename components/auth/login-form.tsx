"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { FormField } from "@/components/ui/form-field";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import type { Messages } from "@/lib/platform/i18n";
import type { LoginInput } from "@/lib/validations/auth";
import { after, postJson, refusalOf } from "./post-json";
import { fieldErrorText } from "@/components/ui/kitchen-text";

/**
 * The seed's login: a toast, then 1 s later the page the visitor wanted (or /home). `text`: its
 * words in the page's language; `fieldErrors`: the schema's English messages translated
 * (lib/platform/i18n's fieldErrorTranslations); `refusals`: the server's refusals by code, in that
 * language (empty in English, where the server's message is shown).
 */
export function LoginForm({
  callbackPath,
  text,
  fieldErrors,
  refusals,
}: {
  callbackPath: string;
  text: Messages["auth"];
  fieldErrors: Record<string, string>;
  refusals: Readonly<Record<string, string>>;
}) {
  const say = (message: string | undefined) => fieldErrorText(fieldErrors, message);
  const [dialog, setDialog] = useState<AlertDialogContent | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLazyForm<LoginInput>({
    schema: () => import("@/lib/validations/auth").then((schemas) => schemas.loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = async (values: LoginInput) => {
    const reply = await postJson<{ token: string }>("/api/entry/login", values);
    if (!reply.ok) {
      setDialog({ tone: "error", title: text.loginFailed, message: refusalOf(reply, refusals, text) });
      return;
    }
    const shown = toast.success(text.loggedIn, { duration: 1000 });
    // A full navigation, so the signed-in pages render with the new cookie.
    setLeaving(true);
    after(shown, 1000, () => window.location.assign(callbackPath));
  };

  return (
    <>
      <form
        // Sent before the page's script runs (a slow phone's first instant), a form goes as the
        // browser sends it: as a POST, the password stays out of the address and the logs.
        method="post"
        className="form"
        aria-labelledby="login-title"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <FormField label={text.email} error={say(errors.email?.message)}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <FormField label={text.password} error={say(errors.password?.message)}>
          {(fieldProps) => (
            <input type="password" autoComplete="current-password" {...fieldProps} {...register("password")} />
          )}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || leaving}>
            {isSubmitting ? text.loggingIn : text.logIn}
          </button>
          <Link href="/forgotPassword">{text.forgotPassword}</Link>
        </div>
        <p className="form__switch">
          <Link href="/signup">{text.notAMember}</Link>
        </p>
      </form>
      <AlertDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
