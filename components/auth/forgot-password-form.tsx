"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { AlertDialog, type AlertDialogContent } from "@/components/ui/alert-dialog";
import { FormField } from "@/components/ui/form-field";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/validations/auth";
import { after, postJson } from "./post-json";
import { rememberResetEmail } from "./reset-email";

/** Step one of a reset: on 200 a 1 s toast, then /changePassword with the email carried over. */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [dialog, setDialog] = useState<AlertDialogContent | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = async (values: ForgotPasswordInput) => {
    const reply = await postJson("/api/entry/forgotPassword", values);
    if (reply.status !== 200) {
      // Any failure (rate limit, network, a rejected email) is the seed's one dialog (D4).
      setDialog({ tone: "error", title: "Email not found!", message: reply.body.message });
      return;
    }
    toast.success(reply.body.message, { duration: 1000 });
    rememberResetEmail(values.email);
    setLeaving(true);
    after(1000, () => router.push("/changePassword"));
  };

  return (
    <>
      <form className="form" aria-labelledby="forgot-title" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Enter Your Email" error={errors.email?.message}>
          {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || leaving}>
            {isSubmitting ? "Sending…" : "Next"}
          </button>
        </div>
      </form>
      <AlertDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
