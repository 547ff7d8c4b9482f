export type SecurityEventKind =
  | "login_succeeded"
  | "login_failed"
  | "login_locked"
  | "password_reset_requested"
  | "password_reset_failed"
  | "password_reset_locked"
  | "password_reset_completed"
  /** Wrong reset codes from everyone together passed their hourly ceiling: someone is guessing. */
  | "password_reset_surge"
  | "password_changed"
  | "email_change_requested"
  | "email_changed"
  | "name_changed"
  | "account_registered"
  | "account_deleted"
  | "data_exported"
  | "sessions_ended"
  | "api_key_created"
  | "api_key_revoked"
  | "import_address_refused";

export type SecurityEventFields = {
  /** The account's id, when one is known. */
  userId?: string;
  /** An email the event is about; masked before it is written. */
  email?: string;
  /** The client address as the rate limits see it. */
  address?: string;
  /** A short machine-readable reason ("wrong_password", "rate_limited", ...). */
  reason?: string;
};

type Sink = (line: string) => void;

// Process-wide, like the revision readers: Next bundles routes and pages separately.
const holder = globalThis as typeof globalThis & { __resPeSecuritySink?: Sink };

/** Tests replace where lines go; returns a function that restores the previous sink. */
export function setSecurityEventSink(sink: Sink): () => void {
  const previous = holder.__resPeSecuritySink;
  holder.__resPeSecuritySink = sink;
  return () => {
    holder.__resPeSecuritySink = previous;
  };
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

export function securityEvent(kind: SecurityEventKind, fields: SecurityEventFields = {}): void {
  const line = JSON.stringify({
    security: kind,
    at: new Date().toISOString(),
    ...(fields.userId ? { userId: fields.userId } : {}),
    ...(fields.email ? { email: maskEmail(fields.email) } : {}),
    ...(fields.address ? { address: fields.address } : {}),
    ...(fields.reason ? { reason: fields.reason } : {}),
  });
  (holder.__resPeSecuritySink ?? ((text: string) => console.info(text)))(line);
}
