/** What an account route answered: its status and its `{ message }` (and any extra fields). */
export type JsonReply<Body> = { ok: boolean; status: number; body: Partial<Body> & { message?: string } };

/** POSTs JSON to one of our routes; a network failure is reported as status 0. */
export async function postJson<Body = Record<string, unknown>>(url: string, payload: unknown): Promise<JsonReply<Body>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as JsonReply<Body>["body"];
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    const message = error instanceof Error ? error.message : undefined;
    return { ok: false, status: 0, body: { message } as JsonReply<Body>["body"] };
  }
}

/** The seed's waits before moving on after a success toast. */
export function after(milliseconds: number, then: () => void): void {
  window.setTimeout(then, milliseconds);
}
