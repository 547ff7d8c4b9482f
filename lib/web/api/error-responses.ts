import { NextResponse } from "next/server";
import { AppError, type ErrorCode } from "@/lib/platform/errors";

/**
 * The one table from the domain's named errors to HTTP statuses. Every API answer for a
 * failure is JSON `{ message }` (plus `errors`, field → message, for invalid input, and `code`
 * for a message a page translates).
 */
const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  // nginx's "client closed request": nobody reads it, but the log shows what happened.
  client_closed: 499,
  upstream_failed: 502,
  upstream_timeout: 504,
};

const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/** The answer to a failed request: a named error as its status, anything else a 500 that reveals nothing. */
export function errorResponse(error: unknown, request: Request): Response {
  if (error instanceof AppError) {
    if (error.detail) console.error(`${request.method} ${new URL(request.url).pathname}: ${error.detail}`);
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
    const body = {
      message: error.message,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      ...(error.messageCode ? { code: error.messageCode } : {}),
    };
    return NextResponse.json(body, { status: STATUS_OF[error.code], headers });
  }
  console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
  return NextResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 });
}
