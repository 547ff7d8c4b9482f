import type { z } from "zod";

/**
 * One API operation as the document states it: the same zod schemas the route declares to
 * `route()` (lib/validations), plus what a reader needs that a schema cannot say (a summary,
 * the answers, examples). The error answers follow from what is declared, as the wrapper's
 * checks do (lib/web/api/route.ts): a schema can fail (400), a cook is required (401), a
 * state-changing method is checked for its origin (403), any body can be too large (413), a JSON
 * body or upload of the wrong type (415), a limit can run out (429). Only what the domain
 * decides (404, 409, 502, 504) is listed by hand in `errors`.
 */
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

type Schema = z.ZodType;
type ObjectSchema = z.ZodObject;

type Answer = {
  description: string;
  /** The JSON body; absent for an answer without one (a redirect). */
  schema?: Schema;
  example?: unknown;
  /** Another media type than JSON (the AI chef's markdown stream). */
  mediaType?: string;
  /** Response headers, one field each (`.meta({ description })`). */
  headers?: ObjectSchema;
};

export type Operation = {
  method: HttpMethod;
  /** The OpenAPI path, `{name}` for a `[name]` folder under app/api. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** "admin": a cook whose account is an admin's; any other cook is refused (403). */
  auth: "cook" | "optional" | "none" | "admin";
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?:
    | { json: Schema; example: unknown; maxBytes?: number }
    | { form: ObjectSchema; example: Record<string, string> }
    | { upload: { field: string; maxBytes: number; maxFiles?: number; what?: string } };
  /** The route declares `limits`: a 429 with Retry-After is possible. */
  limited?: boolean;
  /**
   * The answers; an error status given here (TheMealDB's paths answer refusals in their own
   * `{"meals":null,"message"}` shape) replaces the derived `{ message }` one.
   */
  responses: Partial<Record<200 | 201 | 202 | 302 | 303 | 401 | 404 | 429, Answer>>;
  /** The route reads any path and query text (TheMealDB's paths answer a miss, never a 400). */
  neverInvalid?: boolean;
  /**
   * Query parameters of which a request gives exactly one (TheMealDB's `s` | `f` | `c`): JSON
   * Schema cannot say it parameter by parameter, so the document says it as `x-exactly-one-of`.
   */
  exactlyOneOf?: string[];
  /**
   * The route honours an `Idempotency-Key` header (lib/platform/idempotency): the document lists
   * the header, the replayed answer's `Idempotent-Replayed`, and 409 (the first still running).
   */
  idempotent?: boolean;
  /** Errors only the domain decides: 403 another cook's, 404 unknown, 409 conflict or cap, 502/504 upstream. */
  errors?: (403 | 404 | 409 | 502 | 504)[];
};

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(["post", "put", "patch", "delete"]);

/** The error statuses an operation can answer, derived from what it declares (see above). */
export function errorStatuses(operation: Operation): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  if ((operation.params || operation.query || operation.body) && !operation.neverInvalid) statuses.add(400);
  if (operation.auth === "cook" || operation.auth === "admin") statuses.add(401);
  if (operation.auth === "admin") statuses.add(403);
  if (STATE_CHANGING.has(operation.method)) statuses.add(403);
  // Every body is capped (next-auth's forms too, app/api/auth); a form's type is next-auth's to judge.
  if (operation.body) statuses.add(413);
  if (operation.body && !("form" in operation.body)) statuses.add(415);
  if (operation.limited) statuses.add(429);
  if (operation.idempotent) statuses.add(409);
  for (const status of Object.keys(operation.responses)) statuses.delete(Number(status));
  return [...statuses].sort((a, b) => a - b);
}

/** Declares an operation; the identity, so a list of them is checked against `Operation`. */
export function operation(declared: Operation): Operation {
  return declared;
}
