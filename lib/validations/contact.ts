import { z } from "zod";
import "./browser-zod";

/** The contact form's payload: the form validates with it, and so does POST /api/contact/message. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Your name can be at most 100 characters."),
  email: z
    .string({ error: "Please enter your email." })
    .trim()
    .min(1, "Please enter your email.")
    .max(254, "Your email can be at most 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, "Please enter a subject.")
    .max(200, "The subject can be at most 200 characters."),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, "Please enter a message.")
    .max(5000, "Your message can be at most 5,000 characters."),
  /** Honeypot: invisible to people, so only bots fill it in. */
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
