"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { AccountNameInput } from "@/lib/validations/account";
import { fieldMessage, showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";

/** The name other cooks see on the cook's recipes and in the ranking. */
export function NameForm({ name, speech }: { name: string; speech: AccountSpeech }) {
  const { text } = speech;
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLazyForm<AccountNameInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.accountNameSchema),
    defaultValues: { name },
  });

  const onSubmit = async (values: AccountNameInput) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/account/name", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    toast.success(spoken(speech, reply.body.message, text.nameSaved));
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="account-name-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={text.nameLabel} hint={text.nameHint} error={fieldMessage(speech, errors.name?.message)}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.saving : text.saveName}
        </button>
      </div>
    </form>
  );
}
