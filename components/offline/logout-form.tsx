"use client";

import type { FormEvent } from "react";
import { clearOfflineData } from "./offline-data";

/**
 * "Log out": before the session ends, everything this browser kept for offline use goes (pages,
 * pictures, unsent changes), so the next person on it reads nothing of this cook's. Without
 * scripts nothing was kept: the service worker is registered by script.
 */
export function LogoutForm() {
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await clearOfflineData().catch(() => undefined);
    form.submit();
  }
  return (
    // A POST (GET never changes state); the route ends the session and goes to /login.
    <form method="post" action="/api/entry/logout" onSubmit={(event) => void onSubmit(event)}>
      <button type="submit">Log out</button>
    </form>
  );
}
