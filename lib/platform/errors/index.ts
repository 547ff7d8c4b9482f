/**
 * The one error vocabulary of Res-pe. Domain code throws an AppError with a named code and a
 * message meant for the cook; it never knows an HTTP status. The API layer turns each code into
 * a status in one table (lib/web/api/error-responses.ts); pages and commands read the code too.
 */
export type ErrorCode =
  | "invalid_input"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "client_closed"
  | "upstream_failed"
  | "upstream_timeout";

export type AppErrorOptions = {
  /** Field → message, for input that a form shows beside each field. */
  fieldErrors?: Record<string, string>;
  /** When the client may try again (rate limits, a source that is down). */
  retryAfterSeconds?: number;
  /** What went wrong in detail, for the server log only (never sent to a client). */
  detail?: string;
  /**
   * A stable name for the message (`import_no_recipe_found`), sent as `code` beside it: the API's
   * message stays English, and a page shows the cook its own words for the code (issue 35).
   */
  messageCode?: string;
  /** The values the coded message names (a file's path, a size), so a page can word it whole. */
  messageValues?: Record<string, string | number>;
};

/** An error whose code and message are meant for the client (anything else is an unexpected failure). */
export class AppError extends Error {
  override name = "AppError";
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly detail?: string;
  readonly messageCode?: string;
  readonly messageValues?: Record<string, string | number>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.detail = options.detail;
    this.messageCode = options.messageCode;
    this.messageValues = options.messageValues;
  }
}

/** True for an AppError, optionally of one code. */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
