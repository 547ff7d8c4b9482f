import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { QUEUED_BY_HEADER } from "@/config/offline";
import { PAGE_HEADER } from "@/config/household";
import { asChangeFromPage } from "@/lib/account";
import { userFromRequest, type SessionUser } from "@/lib/auth";
import { clientAddressOf } from "@/lib/platform/client-address";
import { AppError } from "@/lib/platform/errors";
import { claimKey, forgetKey, IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER, rememberAnswer, requestPrint } from "@/lib/platform/idempotency";
import { consumeRateLimit, tooManyRequests, type RateLimitRule } from "@/lib/platform/rate-limit";
import { errorResponse } from "./error-responses";
import { readJsonBody } from "./read-json-body";
import { readUploadedFile, readUploadedFiles, type UploadSpec, type UploadsSpec } from "./read-uploaded-file";
import { saveUploadedFile, type DiskUploadSpec, type SavedUpload } from "./save-uploaded-file";
import { assertSameOrigin } from "./same-origin";
import { validated } from "./validate";

/**
 * The one wrapper of every API route. A route declares what it needs; the wrapper runs the
 * checks in this fixed order, then calls the handler with typed, validated values:
 *
 *   1. same origin   — state-changing methods (POST, PUT, PATCH, DELETE) from another site: 403
 *   2. who asks      — `auth: "cook"` without a current session: 401; `auth: "admin"`: 401
 *                      signed out, 403 for a cook who is not an admin
 *   3. params        — the path's parameters against `params`: 400 (a malformed id)
 *   4. query         — the query string against `query`: 400
 *   5. authorize     — the route's own check before any body is read (e.g. whose recipe): 403/404
 *   6. rate limits   — counted per cook or per client address: 429 with Retry-After
 *   7. body          — JSON against `body.json` (415 not JSON, 413 too large, 400 invalid), or one
 *                      uploaded file (`body.upload`), several in one field (`body.uploads`), or a
 *                      large one streamed to a file (`body.uploadToDisk`)
 *   8. late limits   — limits keyed by the body (an email), or that only well-formed requests
 *                      count against (`afterBody`)
 *   9. repeats       — `idempotent`: a request with an `Idempotency-Key` header the cook already
 *                      sent gets the first one's answer again and changes nothing (400 when the
 *                      key came with another request, 409 while the first is still running)
 *  10. handler       — the business logic; it returns a Response or a JSON-able value
 *
 * Named errors (lib/platform/errors) thrown anywhere become their status with `{ message }`
 * (error-responses.ts); anything else is a 500 that reveals nothing.
 */
type Auth = "cook" | "optional" | "none" | "admin";
type UserFor<A extends Auth> = A extends "cook" | "admin" ? SessionUser : A extends "optional" ? SessionUser | null : null;

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

type JsonBody = { json: Schema; maxBytes: number };
type UploadBody = { upload: UploadSpec };
type UploadsBody = { uploads: UploadsSpec };
/** A large upload (an export from another app) streamed to a file on disk, never buffered. */
type DiskUploadBody = { uploadToDisk: DiskUploadSpec };
type BodyOut<B> = B extends JsonBody
  ? z.output<B["json"]>
  : B extends UploadBody
    ? Buffer
    : B extends UploadsBody
      ? Buffer[]
      : B extends DiskUploadBody
        ? SavedUpload
        : undefined;

/** What the checks established, as the handler (and late limits) receive it. */
export type RouteInput<A extends Auth, P, Q, B> = {
  request: Request;
  user: UserFor<A>;
  /** The client's address, as the rate limits see it (lib/platform/client-address). */
  address: string;
  params: Out<P>;
  query: Out<Q>;
  body: BodyOut<B>;
};

/** A limit counted per signed-in cook, per client address, or per a value the route picks. */
type RouteLimit<A extends Auth, P, Q, B> = {
  /** The rule, or a function that makes it when it depends on configuration read at request time. */
  rule: RateLimitRule | (() => RateLimitRule);
  key: "cook" | "address" | ((input: RouteInput<A, P, Q, B>) => string);
  /** Counted after the body is valid (step 8), so a malformed request costs nothing. */
  afterBody?: boolean;
};

export type RouteOptions<A extends Auth, P, Q, B> = {
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  authorize?: (input: Omit<RouteInput<A, P, Q, B>, "body">) => Promise<void>;
  limits?: RouteLimit<A, P, Q, B>[];
  /** An addition a device may send twice (lib/platform/idempotency): honours `Idempotency-Key`. Cooks only. */
  idempotent?: A extends "cook" ? boolean : never;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const NOT_SIGNED_IN = "Please log in to continue.";
const ADMINS_ONLY = "Only the site's admins may do this.";
const QUEUED_BY_ANOTHER_COOK = "This change was made offline by another cook on this device. It is sent when they sign in again.";

/**
 * The query string as an object; a key given twice becomes a list (which a string schema refuses).
 * Gathered in a Map: in a plain object `?__proto__=x` would replace the prototype, and
 * `?constructor=x` would find Object as the key's earlier value.
 */
function queryObject(url: string): Record<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of new URL(url).searchParams) {
    const seen = query.get(key);
    query.set(key, seen === undefined ? value : [...[seen].flat(), value]);
  }
  return Object.fromEntries(query);
}

function limitKey<A extends Auth, P, Q, B>(limit: RouteLimit<A, P, Q, B>, input: RouteInput<A, P, Q, B>, rule: RateLimitRule): string {
  if (limit.key === "address") return input.address;
  if (limit.key === "cook") {
    if (!input.user) throw new Error(`Rate limit ${rule.name} is per cook, but the route does not require one.`);
    return input.user.id;
  }
  return limit.key(input);
}

async function enforce<A extends Auth, P, Q, B>(limits: RouteLimit<A, P, Q, B>[], input: RouteInput<A, P, Q, B>) {
  for (const limit of limits) {
    const rule = typeof limit.rule === "function" ? limit.rule() : limit.rule;
    const verdict = await consumeRateLimit(rule, limitKey(limit, input, rule));
    if (!verdict.allowed) throw tooManyRequests(rule, verdict.retryAfterSeconds);
  }
}

export function route<
  A extends Auth,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends JsonBody | UploadBody | UploadsBody | DiskUploadBody | undefined = undefined,
>(
  options: RouteOptions<A, P, Q, B>,
  handler: (input: RouteInput<A, P, Q, B>) => Promise<Response | object>,
): (request: Request, context?: NextContext) => Promise<Response> {
  const early = (options.limits ?? []).filter((limit) => !limit.afterBody && typeof limit.key === "string");
  const late = (options.limits ?? []).filter((limit) => !early.includes(limit));
  return async (request, context) => {
    try {
      if (STATE_CHANGING.has(request.method)) assertSameOrigin(request);
      const user = options.auth === "none" ? null : await userFromRequest(request);
      if ((options.auth === "cook" || options.auth === "admin") && !user) throw new AppError("unauthorized", NOT_SIGNED_IN);
      if (options.auth === "admin" && !user?.isAdmin) throw new AppError("forbidden", ADMINS_ONLY);
      const queuedBy = request.headers.get(QUEUED_BY_HEADER);
      if (queuedBy !== null && queuedBy !== user?.id) throw new AppError("unauthorized", QUEUED_BY_ANOTHER_COOK);
      const input = {
        request,
        user,
        address: clientAddressOf(request),
        params: (options.params ? validated(options.params, await context?.params, { what: "params", fieldErrors: false }) : undefined) as Out<P>,
        query: (options.query ? validated(options.query, queryObject(request.url), { what: "query", fieldErrors: false }) : undefined) as Out<Q>,
        body: undefined,
      } as RouteInput<A, P, Q, B>;
      await options.authorize?.(input);
      await enforce(early, input);
      const body = options.body;
      if (body && "json" in body) input.body = (await readJsonBody(request, body.json, body.maxBytes)) as BodyOut<B>;
      if (body && "upload" in body) input.body = (await readUploadedFile(request, body.upload)) as BodyOut<B>;
      if (body && "uploads" in body) input.body = (await readUploadedFiles(request, body.uploads)) as BodyOut<B>;
      if (body && "uploadToDisk" in body) input.body = (await saveUploadedFile(request, body.uploadToDisk)) as BodyOut<B>;
      await enforce(late, input);
      const key = options.idempotent ? request.headers.get(IDEMPOTENCY_KEY_HEADER) : null;
      const claim = key === null ? null : { userId: input.user!.id, key, request: requestPrint(request.method, request.url, input.body) };
      const replay = claim && (await claimKey(claim));
      if (replay) return new Response(replay.answer, { status: replay.status, headers: { "content-type": "application/json", [REPLAYED_HEADER]: "true" } });
      try {
        // The open page that sent it: a household change it makes is not echoed back to that page's stream.
        const answer = await asChangeFromPage(request.headers.get(PAGE_HEADER), () => handler(input));
        const response = answer instanceof Response ? answer : NextResponse.json(answer);
        if (claim && response.ok) await rememberAnswer(claim, { status: response.status, answer: await response.clone().text() });
        else if (claim) await forgetKey(claim);
        return response;
      } catch (error) {
        if (claim) await forgetKey(claim);
        throw error;
      }
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}
