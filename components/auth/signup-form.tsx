"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import type { Messages } from "@/lib/platform/i18n";
import type { SignupFields } from "@/lib/validations/auth";
import { after, postJson, refusalOf } from "./post-json";
import { fieldErrorText } from "@/components/ui/kitchen-text";

/**
 * The seed's sign-up: a toast, then 2 s later /login; failures as a 4 s error toast. `invite`:
 * the token of the admin's invite link the page was opened with (issue 34).
 */
export function SignupForm({
  invite,
  text,
  fieldErrors,
  refusals,
}: {
  invite?: string;
  /** The form's words in the page's language; `fieldErrors`: the schema's messages translated. */
  text: Messages["auth"];
  fieldErrors: Record<string, string>;
  /** The server's refusals by code in that language (a used invite, closed sign-ups…); empty in English. */
  refusals: Readonly<Record<string, string>>;
}) {
  const say = (message: string | undefined) => fieldErrorText(fieldErrors, message);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLazyForm<SignupFields>({
    schema: () => import("@/lib/validations/auth").then((schemas) => schemas.signupFieldsSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = async (values: SignupFields) => {
    const reply = await postJson("/api/entry/register", invite ? { ...values, invite } : values);
    if (!reply.ok) {
      toast.error(refusalOf(reply, refusals, text), { duration: 4000 });
      return;
    }
    const shown = toast.success(text.signedUp, { duration: 2000 });
    setLeaving(true);
    after(shown, 2000, () => router.push("/login"));
  };

  return (
    <form
      method="post"
      className="form"
      aria-labelledby="signup-title"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormField label={text.name} error={say(errors.name?.message)}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <FormField label={text.email} error={say(errors.email?.message)}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
      </FormField>
      <FormField label={text.password} hint={text.newPasswordRule} error={say(errors.password?.message)}>
        {(fieldProps) => <input type="password" autoComplete="new-password" {...fieldProps} {...register("password")} />}
      </FormField>
      <FormField label={text.confirmPassword} error={say(errors.confirmPassword?.message)}>
        {(fieldProps) => (
          <input type="password" autoComplete="new-password" {...fieldProps} {...register("confirmPassword")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting || leaving}>
          {isSubmitting ? text.signingUp : text.signUp}
        </button>
      </div>
      <p className="form__switch">
        <Link href="/login">{text.alreadyAMember}</Link>
      </p>
    </form>
  );
}
