import { z } from "zod";
import { LOCALES } from "@/config/locales";
import "./browser-zod";
import { PASSWORDS_DO_NOT_MATCH, forgotPasswordSchema, signupFieldsSchema } from "./auth";

/**
 * The account page's payloads (`/account`): each form validates with the schema its route reads.
 */

/** bcrypt reads only a password's first 72 bytes: a longer one would be partly ignored. */
const PASSWORD_MAX_BYTES = 72;
const PASSWORD_MIN_CHARACTERS = 8;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** The password a cook already has: any length it was made with, capped against hostile input. */
const currentPassword = z
  .string({ error: "Current password is required." })
  .min(1, "Current password is required.")
  .max(1000, "Password can be at most 1000 characters.");

/**
 * A new password (issue 15, ASVS 6.2.1): 8–100 characters and at most 72 bytes, so every
 * character of it counts.
 */
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN_CHARACTERS, `${label} must be at least ${PASSWORD_MIN_CHARACTERS} characters.`)
    .max(100, `${label} can be at most 100 characters.`)
    .refine(
      (value) => utf8Bytes(value) <= PASSWORD_MAX_BYTES,
      `${label} is too long: at most ${PASSWORD_MAX_BYTES} bytes (accented letters and emoji count as 2–4).`,
    );

/** PUT /api/account/name. */
export const accountNameSchema = z.object({ name: signupFieldsSchema.shape.name });

/** PUT /api/account/password. */
export const accountPasswordSchema = z
  .object({
    currentPassword,
    newPassword: newPassword("New password"),
    confirmPassword: z.string({ error: "Confirm password is required." }).min(1, "Confirm password is required.").max(1000),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

/** POST /api/account/email: the new address, and the password (a borrowed session alone cannot move the account). */
export const emailChangeSchema = z.object({
  newEmail: forgotPasswordSchema.shape.email,
  currentPassword,
});

/** POST /api/account/email/confirm: the code mailed to the new address. */
export const emailConfirmSchema = z.object({
  code: z
    .string({ error: "Code is required." })
    .trim()
    .min(1, "Code is required.")
    .regex(/^\d{6}$/, "The code is the 6 digits from the email we sent to your new address."),
});

/** DELETE /api/account. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1000, "Password can be at most 1000 characters."),
});

export type AccountNameInput = z.infer<typeof accountNameSchema>;
export type AccountPasswordInput = z.infer<typeof accountPasswordSchema>;
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type EmailConfirmInput = z.input<typeof emailConfirmSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The units a cook reads recipes in. */
export const unitChoiceSchema = z.enum(["as written", "metric", "us"], { message: 'units must be "as written", "metric" or "us".' });

export const unitsBodySchema = z.object({ units: unitChoiceSchema }).strict();

/** PUT /api/account/meat-dishes, and the account page's switch: see chicken, beef and pork dishes or not (issue 30). */
export const meatDishesBodySchema = z
  .object({ showMeatDishes: z.boolean({ error: "showMeatDishes must be true or false." }) })
  .strict();
export type MeatDishesInput = z.infer<typeof meatDishesBodySchema>;

/** PUT /api/account/language: the language Res-pe speaks to the cook (issue 35); null: the browser's. */
export const languageBodySchema = z
  .object({ locale: z.enum(LOCALES, { message: 'locale must be "en", "de", "fr", "es" or null.' }).nullable() })
  .strict();
