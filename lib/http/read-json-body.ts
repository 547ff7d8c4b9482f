import type { z } from "zod";
import { ApiError } from "./api-error";

/**
 * Reads and validates a JSON request body with the same schema the form uses. The size cap is
 * enforced while reading, so a client that lies about (or omits) Content-Length still cannot
 * make the server buffer more than `maxBytes`.
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
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > maxBytes) throw tooLarge(maxBytes);

  const text = await readTextCapped(request, maxBytes);
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

async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
}
