"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { FormField } from "@/components/ui/form-field";
import { loginSchema, type LoginInput } from "@/lib/validations/auth";
import { after, postJson } from "./post-json";

const LOGIN_UNAVAILABLE = "We could not reach Res-pe. Please check your connection and try again.";

/** The seed's login: a toast, then 1 s later the page the visitor wanted (or /home). */
export function LoginForm({ callbackPath }: { callbackPath: string }) {
  const [dialog, setDialog] = useState<AlertDialogContent | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = async (values: LoginInput) => {
    const reply = await postJson<{ token: string }>("/api/entry/login", values);
    if (!reply.ok) {
      setDialog({ tone: "error", title: "login failed", message: reply.body.message ?? LOGIN_UNAVAILABLE });
      return;
    }
    toast.success(reply.body.message, { duration: 1000 });
    // A full navigation, so the signed-in pages render with the new cookie.
    setLeaving(true);
    after(1000, () => window.location.assign(callbackPath));
  };

  return (
    <>
      <form
        className="form"
        aria-labelledby="login-title"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <FormField label="Email" error={errors.email?.message}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(fieldProps) => (
            <input type="password" autoComplete="current-password" {...fieldProps} {...register("password")} />
          )}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || leaving}>
            {isSubmitting ? "Logging in…" : "Log in"}
          </button>
          <Link href="/forgotPassword">Forgot password?</Link>
        </div>
        <p className="form__switch">
          <Link href="/signup">Not a member? Sign up</Link>
        </p>
      </form>
      <AlertDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
