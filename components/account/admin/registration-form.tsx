"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import type { RegistrationMode } from "@/lib/validations/admin";
import { showRefusal, type ReplyWithErrors } from "../server-reply";
import { refusalText } from "@/components/ui/kitchen-text";
import { useLazyForm } from "@/components/forms/use-lazy-form";

const MODES: RegistrationMode[] = ["open", "invite", "closed"];

export type RegistrationText = Record<RegistrationMode | `${RegistrationMode}Hint` | "whoMay" | "saving" | "save" | "done" | "unreachable", string>;

/** Who may sign up: everyone, invited people, or nobody (single sign-on sign-ups too). */
export function RegistrationForm({ mode, text, english }: { mode: RegistrationMode; text: RegistrationText; english: boolean }) {
  const CHOICES = MODES.map((choice) => ({ mode: choice, label: text[choice], hint: text[`${choice}Hint`] }));
  const router = useRouter();
  const {
    registerChoice,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useLazyForm<{ mode: RegistrationMode }>({
    schema: () => import("@/lib/validations/admin").then((schemas) => schemas.registrationModeSchema),
    defaultValues: { mode },
  });

  const onSubmit = async (values: { mode: RegistrationMode }) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/admin/registration", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(refusalText(reply.body.message, text.done, english));
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="admin-sign-ups-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className="admin-modes">
        <legend>{text.whoMay}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.mode} className="admin-mode">
            <input type="radio" aria-describedby={`admin-mode-${choice.mode}`} {...registerChoice("mode", choice.mode)} />
            <span>
              <strong>{choice.label}</strong>
              <span id={`admin-mode-${choice.mode}`} className="field__hint">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
