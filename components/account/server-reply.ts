import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { refusalText } from "@/components/ui/kitchen-text";
import { toast } from "@/components/ui/toast";
import type { JsonReply } from "@/components/ui/send-json";
import type { Messages } from "@/lib/platform/i18n";

const UNREACHABLE = "We could not reach Res-pe. Please check your connection and try again.";

export type ReplyWithErrors = JsonReply<{ errors: Record<string, string> }>;

/**
 * What the account forms say, in the page's language (issue 35): their own words (`text`), and
 * the English messages of the shared schemas and of the server (`known`, from
 * fieldErrorTranslations) with their translations. API messages stay English; a message not
 * known here shows as sent on an English page and as the form's own fallback on another.
 */
export type AccountSpeech = { text: Messages["account"]; known: Record<string, string>; english: boolean };

/** A server's (or schema's) English message in the page's language, else `fallback` off English pages. */
export function spoken(speech: AccountSpeech | undefined, message: string | undefined, fallback: string): string {
  if (!speech) return message ?? fallback;
  if (message && Object.hasOwn(speech.known, message)) return speech.known[message]!;
  return speech.english && message ? message : fallback;
}

/** A field's message (the schema's English) in the page's language. */
export function fieldMessage(speech: AccountSpeech | undefined, message: string | undefined): string | undefined {
  if (!message || !speech) return message;
  return Object.hasOwn(speech.known, message) ? speech.known[message] : message;
}

/**
 * A refusal as the account forms show it: the server's field messages beside their fields (the
 * first one focused), and its message as an error toast.
 */
export function showRefusal<T extends FieldValues>(reply: ReplyWithErrors, setError: UseFormSetError<T>, speech?: AccountSpeech): void {
  Object.entries(reply.body.errors ?? {}).forEach(([field, message], index) =>
    setError(field as Path<T>, { message: fieldMessage(speech, message) }, { shouldFocus: index === 0 }),
  );
  const unreachable = speech?.text.unreachable ?? UNREACHABLE;
  // A coded refusal (every 429) in the page's language; else the known English message, else the fallback.
  toast.error(reply.status === 0 || !reply.body.message ? unreachable : refusalText(reply.body, spoken(speech, reply.body.message, unreachable), speech?.english ?? true));
}
