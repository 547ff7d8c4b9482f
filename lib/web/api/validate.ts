import type { z } from "zod";
import { AppError } from "@/lib/platform/errors";

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
  // A Map: a field named "constructor" or "__proto__" must get its own message, not an inherited value.
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || what;
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  const message = errors.values().next().value ?? "The request is not valid.";
  // A form shows each field's message beside it; a path or query string has no fields to show.
  throw new AppError("invalid_input", message, fieldErrors ? { fieldErrors: Object.fromEntries(errors) } : {});
}
