import type { z } from "zod";
import { AppError } from "@/lib/platform/errors";
import { readBodyCapped } from "./read-body";
import { validated } from "./validate";

/**
 * Values one JSON body may hold, counted as its `{`, `[` and `,` bytes (an upper bound: those in
 * strings count too) before it is parsed. Parsing is linear but allocates per value: a 64 MB body
 * of a few million tiny values would hold the thread for seconds. A real recipes file with its
 * pictures (base64 has none of these bytes) holds a few hundred per recipe.
 */
const MAX_JSON_VALUES = 1_000_000;

/** The structural bytes of a chunk of JSON text: one pass, no allocation. */
function structuralBytes(bytes: Uint8Array): number {
  let count = 0;
  for (let k = 0; k < bytes.length; k += 1) {
    const byte = bytes[k]!;
    if (byte === 0x2c || byte === 0x7b || byte === 0x5b) count += 1;
  }
  return count;
}

const TOO_MANY_VALUES = `The request holds too many values (at most ${MAX_JSON_VALUES.toLocaleString("en")}).`;

/**
 * Reads and validates a JSON request body with the same schema the form uses, at most
 * `maxBytes` of it (see readBodyCapped).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  maxBytes: number,
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Please send the request as JSON (Content-Type: application/json).");
  }
  const tooLarge = `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`;
  // Counted chunk by chunk as the body arrives: a 64 MB body is refused as soon as it is over,
  // and the count never holds the thread for the whole body at once.
  let values = 0;
  const bytes = await readBodyCapped(request, maxBytes, tooLarge, (chunk) => {
    values += structuralBytes(chunk);
    if (values > MAX_JSON_VALUES) throw new AppError("payload_too_large", TOO_MANY_VALUES);
  });
  const text = new TextDecoder().decode(bytes);
  let json: unknown;
  let hasNul = false;
  let hasLoneSurrogate = false;
  try {
    json = JSON.parse(text, (_key, value: unknown) => {
      hasNul ||= typeof value === "string" && value.includes("\u0000");
      // The engine's own check (Node 20+): a 64 MB string in no time, where a regex with a
      // lookbehind took ~0.35 s and much longer on a busy machine.
      hasLoneSurrogate ||= typeof value === "string" && !value.isWellFormed();
      return value;
    });
  } catch {
    throw new AppError("invalid_input", "The request body is not valid JSON.");
  }
  // No text we keep contains NUL, and PostgreSQL cannot store it (SQLite can): refused on both.
  if (hasNul) throw new AppError("invalid_input", "The request contains a NUL character (\\u0000), which text may not contain.");
  // JSON may escape half a surrogate pair ("\ud800"); no text is that, and Prisma's engine
  // fails on it with a 500 (the API fuzzer found it): refused like NUL.
  if (hasLoneSurrogate) throw new AppError("invalid_input", "The request contains text that is not valid Unicode (half of a surrogate pair).");
  return validated(schema, json);
}
