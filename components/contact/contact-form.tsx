"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from "@/lib/validations/contact";

const SEND_FAILED = "Your message could not be sent. Please check your connection and try again.";

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
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
        toast.error(body.message ?? SEND_FAILED);
        return;
      }
      toast.success(body.message ?? "Your message has been sent.");
      // Only now: what the user typed is kept until the server has confirmed it.
      reset();
    } catch {
      toast.error(SEND_FAILED);
    }
  };

  return (
    <form className="form" aria-labelledby="send-us-a-message" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Name" error={errors.name?.message}>
        {(fieldProps) => <input type="text" autoComplete="name" {...fieldProps} {...register("name")} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(fieldProps) => <input type="email" autoComplete="email" {...fieldProps} {...register("email")} />}
      </FormField>
      <FormField label="Subject" error={errors.subject?.message}>
        {(fieldProps) => <input type="text" {...fieldProps} {...register("subject")} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(fieldProps) => <textarea rows={6} {...fieldProps} {...register("message")} />}
      </FormField>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <div>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Submit"}
        </button>
      </div>
    </form>
  );
}
