import { PAGE_HEADER } from "@/config/household";
import { PAGE_ID } from "@/components/household/page-id";

/** What one of our routes answered: its status and its `{ message }` (and any other fields). */
export type JsonReply<Body> = { ok: boolean; status: number; body: Partial<Body> & { message?: string; code?: string } };

/**
 * Sends a request to one of our routes (JSON when `payload` is given, or a multipart form) and
 * reads its JSON answer; a network failure is reported as status 0.
 */
export async function sendJson<Body = Record<string, unknown>>(
  method: string,
  url: string,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<JsonReply<Body>> {
  // Which tab made the change: its own household stream leaves it out (components/household/page-id.ts).
  const headers = PAGE_ID ? { [PAGE_HEADER]: PAGE_ID, ...extraHeaders } : extraHeaders;
  try {
    const response = await fetch(url, {
      method,
      ...(payload instanceof FormData
        ? { body: payload, headers }
        : payload === undefined
          ? { headers }
          : { headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(payload) }),
    });
    const body = (await response.json().catch(() => ({}))) as JsonReply<Body>["body"];
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    const message = error instanceof Error ? error.message : undefined;
    return { ok: false, status: 0, body: { message } as JsonReply<Body>["body"] };
  }
}
