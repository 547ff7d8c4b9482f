"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { NEW_PASSWORD_RULE, signupFieldsSchema, type SignupFields } from "@/lib/validations/auth";
import { after, postJson } from "./post-json";

const UNEXPECTED = "An unexpected error occurred";

/**
 * The seed's sign-up: a toast, then 2 s later /login; failures as a 4 s error toast. `invite`:
 * the token of the admin's invite link the page was opened with (issue 34).
 */
export function SignupForm({ invite }: { invite?: string }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFields>({
    resolver: zodResolver(signupFieldsSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = async (values: SignupFields) => {
    const reply = await postJson("/api/entry/register", invite ? { ...values, invite } : values);
    if (!reply.ok) {
      toast.error(reply.body.message || UNEXPECTED, { duration: 4000 });
      return;
    }
    toast.success(reply.body.message, { duration: 2000 });
    setLeaving(true);
    after(2000, () => router.push("/login"));
  };

  return (
    <form
      className="form"
      aria-labelledby="signup-title"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormField label="Name" error={errors.name?.message}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
      </FormField>
      <FormField label="Password" hint={NEW_PASSWORD_RULE} error={errors.password?.message}>
        {(fieldProps) => <input type="password" autoComplete="new-password" {...fieldProps} {...register("password")} />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(fieldProps) => (
          <input type="password" autoComplete="new-password" {...fieldProps} {...register("confirmPassword")} />
        )}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting || leaving}>
          {isSubmitting ? "Signing up…" : "Sign up"}
        </button>
      </div>
      <p className="form__switch">
        <Link href="/login">Already a member? Log in</Link>
      </p>
    </form>
  );
}
