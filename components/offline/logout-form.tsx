"use client";

import type { FormEvent } from "react";
import { useSignedInCook } from "./signed-in-cook";

/**
 * "Log out". The cook's own unsent changes are sent first: the logout's answer has the browser
 * clear this site's storage (Clear-Site-Data), the queue with it. The kept pages go before the
 * session ends, for browsers that do not follow that header. Without scripts the form still
 * posts, and the header alone clears what this browser kept.
 */
/** `label`: "Log out" in the page's language, drawn by the server. */
export function LogoutForm({ label }: { label: string }) {
  const cook = useSignedInCook();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Loaded on the click, not with every signed-in page (issue 31: the page's first-load script).
    const [{ flushQueue }, { forgetKeptPages }] = await Promise.all([import("./queue"), import("./offline-data")]);
    // Quiet: a refresh of the page and a new fetch of the kitchen would be wasted, or worse, kept.
    if (cook && navigator.onLine) await flushQueue(cook, { quiet: true }).catch(() => 0);
    await forgetKeptPages().catch(() => undefined);
    form.submit();
  }
  return (
    // A POST (GET never changes state); the route ends the session and goes to /login.
    <form method="post" action="/api/entry/logout" onSubmit={(event) => void onSubmit(event)}>
      <button type="submit">{label}</button>
    </form>
  );
}
