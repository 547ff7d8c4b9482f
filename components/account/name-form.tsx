"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { accountNameSchema, type AccountNameInput } from "@/lib/validations/account";
import { showRefusal, type ReplyWithErrors } from "./server-reply";

/** The name other cooks see on the cook's recipes and in the ranking. */
export function NameForm({ name }: { name: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountNameInput>({ resolver: zodResolver(accountNameSchema), defaultValues: { name } });

  const onSubmit = async (values: AccountNameInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/name", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="account-name-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Name" hint="2–40 characters. Other cooks see it on your recipes and in the ranking." error={errors.name?.message}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save name"}
        </button>
      </div>
    </form>
  );
}
