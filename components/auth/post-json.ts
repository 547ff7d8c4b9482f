import { pageInEnglish, refusalText } from "@/components/ui/kitchen-text";
import { sendJson, type JsonReply } from "@/components/ui/send-json";
import type { Messages } from "@/lib/platform/i18n";

export type { JsonReply };

/** POSTs JSON to one of our routes; a network failure is reported as status 0. */
export function postJson<Body = Record<string, unknown>>(url: string, payload: unknown): Promise<JsonReply<Body>> {
  return sendJson<Body>("POST", url, payload);
}

/** The seed's waits before moving on after a success toast, counted from when it is on screen. */
export function after(shown: Promise<void>, milliseconds: number, then: () => void): void {
  void shown.then(() => window.setTimeout(then, milliseconds));
}

/**
 * Why an account route refused, in the page's language (issue 35): in English the server's own
 * message; else the page's words for its `code` (`refusals`, the public forms' small table), else
 * "could not reach" for no answer and "unexpected" for an answer without a code we word.
 */
export function refusalOf(reply: JsonReply<unknown>, refusals: Readonly<Record<string, string>>, text: Messages["auth"]): string {
  const fallback = reply.status === 0 ? text.unreachable : text.unexpected;
  return refusalText(reply.status === 0 && !pageInEnglish() ? undefined : reply.body, fallback, pageInEnglish(), { words: refusals });
}
