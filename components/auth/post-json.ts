import { sendJson, type JsonReply } from "@/components/ui/send-json";

export type { JsonReply };

/** POSTs JSON to one of our routes; a network failure is reported as status 0. */
export function postJson<Body = Record<string, unknown>>(url: string, payload: unknown): Promise<JsonReply<Body>> {
  return sendJson<Body>("POST", url, payload);
}

/** The seed's waits before moving on after a success toast. */
export function after(milliseconds: number, then: () => void): void {
  window.setTimeout(then, milliseconds);
}
