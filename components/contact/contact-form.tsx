"use client";

import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import type { Messages } from "@/lib/platform/i18n";
import type { ContactMessage, ContactMessageInput } from "@/lib/validations/contact";

const SEND_FAILED = "Your message could not be sent. Please check your connection and try again.";

/**
 * `text`: the form's words in the page's language; `translations`: the schema's and the server's
 * English messages in that language (the API answers stay English).
 */
export function ContactForm({ text, translations }: { text: Messages["contact"]; translations: Record<string, string> }) {
  const say = (message: string) => (Object.hasOwn(translations, message) ? translations[message]! : message);
  const shown = (message: string | undefined) => (message ? say(message) : undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useLazyForm<ContactMessageInput, ContactMessage>({
    schema: () => import("@/lib/validations/contact").then((schemas) => schemas.contactMessageSchema),
    defaultValues: { name: "", email: "", subject: "", message: "", website: "" },
  });

  const onSubmit = async (values: ContactMessage) => {
    try {
      const response = await fetch("/api/contact/message", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        toast.error(say(body.message ?? SEND_FAILED));
        return;
      }
      toast.success(say(body.message ?? "Your message has been sent."));
      // Only now: what the user typed is kept until the server has confirmed it.
      reset();
    } catch {
      toast.error(say(SEND_FAILED));
    }
  };

  return (
    <form className="form" aria-labelledby="send-us-a-message" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={text.name} error={shown(errors.name?.message)}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <FormField label={text.email} error={shown(errors.email?.message)}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
      </FormField>
      <FormField label={text.subject} error={shown(errors.subject?.message)}>
        {(fieldProps) => <input type="text" {...fieldProps} {...register("subject")} />}
      </FormField>
      <FormField label={text.message} error={shown(errors.message?.message)}>
        {(fieldProps) => <textarea rows={6} {...fieldProps} {...register("message")} />}
      </FormField>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <div>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.sending : text.submit}
        </button>
      </div>
    </form>
  );
}
