import { z } from "zod";
import "./browser-zod";

/**
 * Account payloads. The forms validate with these schemas and so do the route handlers; where
 * the seed leaves a rule to the server (passwords match, the change-password rules), the form
 * uses the field schema and the route adds the rest, so the server's message is what users see.
 */
const email = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(80, "Email can be at most 80 characters.")
  .pipe(z.email("Please enter a valid email address."));

/** bcrypt reads only the first 72 bytes of a password: two passwords sharing them would both work. */
const PASSWORD_MAX_BYTES = 72;
const PASSWORD_MIN_CHARACTERS = 8;
const PASSWORD_MAX_CHARACTERS = 100;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A new password: 8–100 characters (ASVS 6.2.1's minimum; the seed said 6) and at most 72 bytes
 * in UTF-8, so every byte counts. Logging in keeps accepting older, shorter passwords.
 */
const newPasswordField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN_CHARACTERS, `${label} must be at least ${PASSWORD_MIN_CHARACTERS} characters.`)
    .max(PASSWORD_MAX_CHARACTERS, `${label} can be at most ${PASSWORD_MAX_CHARACTERS} characters.`)
    .refine(
      (value) => utf8Bytes(value) <= PASSWORD_MAX_BYTES,
      `${label} is too long: at most ${PASSWORD_MAX_BYTES} bytes (${PASSWORD_MAX_BYTES} plain letters, fewer with accents or emoji).`,
    );

/**
 * The new-password rule in words, shown under the field before the cook types. Plain letters
 * reach the byte limit before the character limit, so that is the longest a cook can type.
 */
export const NEW_PASSWORD_RULE = `Use ${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_BYTES} characters (a letter with an accent or an emoji counts as 2 to 4).`;

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";

const passwordsMatch = {
  check: (value: { password?: string; newPassword?: string; confirmPassword: string }) =>
    (value.password ?? value.newPassword) === value.confirmPassword,
  issue: { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] },
};

/** The sign-up form's browser-side rules (seed §5). */
export const signupFieldsSchema = z.object({
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .min(2, "Name must be at least 2 characters.")
    .max(40, "Name can be at most 40 characters."),
  email,
  password: newPasswordField("Password"),
  confirmPassword: newPasswordField("Confirm password"),
});

/**
 * POST /api/entry/register. `invite`: the token of an admin's invite link (/signup?invite=…),
 * needed while sign-ups are by invitation (issue 34).
 */
export const registerSchema = signupFieldsSchema
  .extend({ invite: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "This invite link is not valid.").optional() })
  .refine(passwordsMatch.check, passwordsMatch.issue);

/** POST /api/entry/login and the login form: both fields required, nothing more is revealed. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .min(1, "Email is required.")
    .max(254, "Email can be at most 254 characters."),
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    // bcrypt reads at most 72 bytes; the cap keeps hostile inputs from costing more.
    .max(1000, "Password can be at most 1000 characters."),
});

/** POST /api/entry/forgotPassword and its form. */
export const forgotPasswordSchema = z.object({ email });

/** The change-password form: the seed leaves every rule to the server except filling it in. */
export const changePasswordFieldsSchema = z.object({
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").max(254),
  code: z.string({ error: "Reset code is required." }).trim().min(1, "Reset code is required.").max(40),
  newPassword: z.string({ error: "New password is required." }).max(1000),
  confirmPassword: z.string({ error: "Confirm password is required." }).max(1000),
});

/** POST /api/entry/changePassword. */
export const changePasswordSchema = z
  .object({
    email,
    // 12 digits (lib/auth/reset-codes.ts says why); the email groups them, so spaces and
    // hyphens typed or pasted with them are dropped.
    code: z
      .string({ error: "Reset code is required." })
      .transform((code) => code.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12}$/, "The reset code is the 12 digits from the email we sent you.")),
    newPassword: newPasswordField("New password"),
    confirmPassword: newPasswordField("Confirm password"),
  })
  .refine(passwordsMatch.check, passwordsMatch.issue);

export type SignupFields = z.infer<typeof signupFieldsSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ChangePasswordFields = z.infer<typeof changePasswordFieldsSchema>;
