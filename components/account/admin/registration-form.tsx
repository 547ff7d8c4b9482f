"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { registrationModeSchema, type RegistrationMode } from "@/lib/validations/admin";
import { showRefusal, type ReplyWithErrors } from "../server-reply";

const CHOICES: { mode: RegistrationMode; label: string; hint: string }[] = [
  { mode: "open", label: "Open", hint: "Anyone can sign up." },
  { mode: "invite", label: "Invite only", hint: "Only people holding an invite link you made." },
  { mode: "closed", label: "Closed", hint: "Nobody can sign up; cooks who have an account still sign in." },
];

/** Who may sign up: everyone, invited people, or nobody (single sign-on sign-ups too). */
export function RegistrationForm({ mode }: { mode: RegistrationMode }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<{ mode: RegistrationMode }>({ resolver: zodResolver(registrationModeSchema), defaultValues: { mode } });

  const onSubmit = async (values: { mode: RegistrationMode }) => {
    const reply: ReplyWithErrors = await sendJson("PUT", "/api/admin/registration", values);
    if (!reply.ok) return showRefusal(reply, setError);
    toast.success(reply.body.message);
    router.refresh();
  };

  return (
    <form className="form" aria-labelledby="admin-sign-ups-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className="admin-modes">
        <legend>Who may sign up</legend>
        {CHOICES.map((choice) => (
          <label key={choice.mode} className="admin-mode">
            <input type="radio" value={choice.mode} aria-describedby={`admin-mode-${choice.mode}`} {...register("mode")} />
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
          {isSubmitting ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
