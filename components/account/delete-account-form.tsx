"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { after } from "@/components/auth/post-json";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { DeleteAccountInput } from "@/lib/validations/account";
import { fieldMessage, showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";

/**
 * Deletes the account: the password, then a question that names what goes. Afterwards the
 * cook is signed out and nothing of theirs stays on this browser (kept pages, unsent changes);
 * the toast shows for 2 s before the landing page (as the sign-up's does).
 */
export function DeleteAccountForm({ speech }: { speech: AccountSpeech }) {
  const { text } = speech;
  const router = useRouter();
  const [asking, setAsking] = useState<DeleteAccountInput | null>(null);
  const [gone, setGone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLazyForm<DeleteAccountInput>({
    schema: () => import("@/lib/validations/account").then((schemas) => schemas.deleteAccountSchema),
    defaultValues: { password: "" },
  });

  async function deleteAccount(values: DeleteAccountInput) {
    const reply: ReplyWithErrors = await sendJson("DELETE", "/api/account", values);
    if (!reply.ok) return showRefusal(reply, setError, speech);
    // The offline stores' code comes only now: a visit to the account page seldom ends here (issue 31).
    await import("@/components/offline/offline-data").then((offline) => offline.clearOfflineData()).catch(() => undefined);
    setGone(true);
    const shown = toast.success(spoken(speech, reply.body.message, text.deleted), { duration: 2000 });
    after(shown, 2000, () => router.push("/"));
  }

  return (
    <>
      <form method="post" className="form" aria-labelledby="account-delete-title" noValidate onSubmit={handleSubmit(setAsking)}>
        <FormField label={text.deletePassword} error={fieldMessage(speech, errors.password?.message)}>
          {(fieldProps) => (
            <input type="password" autoComplete="current-password" {...fieldProps} {...register("password")} />
          )}
        </FormField>
        <div className="form__actions">
          <button className="button button--danger" type="submit" disabled={isSubmitting || gone}>
            {gone ? text.deleted : text.deleteMine}
          </button>
        </div>
      </form>
      <AlertDialog
        content={
          asking
            ? {
                tone: "warning",
                title: text.deleteQuestion,
                message: text.deleteWarning,
                confirmLabel: text.deleteMine,
              }
            : null
        }
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void deleteAccount(asking);
        }}
      />
    </>
  );
}
