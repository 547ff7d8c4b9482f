import type { z } from "zod";
import { ApiError } from "./api-error";
import { readBodyCapped } from "./read-body";

/**
 * Reads and validates a JSON request body with the same schema the form uses, at most
 * `maxBytes` of it (see readBodyCapped).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes }: { maxBytes: number },
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError(415, "Please send the request as JSON (Content-Type: application/json).");
  }
  const text = new TextDecoder().decode(await readBodyCapped(request, maxBytes, () => tooLarge(maxBytes)));
  let json: unknown;
  let hasNul = false;
  try {
    json = JSON.parse(text, (_key, value: unknown) => {
      hasNul ||= typeof value === "string" && value.includes("\u0000");
      return value;
    });
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
  }
  // No text we keep contains NUL, and PostgreSQL cannot store it (SQLite can): refused on both.
  if (hasNul) throw new ApiError(400, "The request contains a NUL character (\\u0000), which text may not contain.");
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".") || "body";
      errors[field] ??= issue.message;
    }
    // The first problem is the message, so a client that shows one line shows the useful one.
    throw new ApiError(400, Object.values(errors)[0] ?? "The request is not valid.", { errors });
  }
  return parsed.data;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
}
