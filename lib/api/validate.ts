import type { z } from "zod";
import { AppError } from "@/lib/errors";

/**
 * Input checked with a schema (the one the form uses): the value, or an `invalid_input` error
 * whose message is the first problem (a client that shows one line shows the useful one) and
 * whose field errors name each field (for bodies, which forms send).
 */
export function validated<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  { what = "body", fieldErrors = true }: { what?: string; fieldErrors?: boolean } = {},
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || what;
    errors[field] ??= issue.message;
  }
  const message = Object.values(errors)[0] ?? "The request is not valid.";
  // A form shows each field's message beside it; a path or query string has no fields to show.
  throw new AppError("invalid_input", message, fieldErrors ? { fieldErrors: errors } : {});
}
