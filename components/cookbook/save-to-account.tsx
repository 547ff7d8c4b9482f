"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { sendJson } from "@/components/ui/send-json";

/** The query a public page returns to after signing in, so the save the visitor asked for happens. */
const SAVE_ON_RETURN = "save";

type State = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** Saves the recipe for the signed-in cook; a visitor is sent to sign in first (the page stays "saving" until it goes). */
async function saveOrSignIn(mealId: string, path: string, signIn: (href: string) => void): Promise<State> {
  const { ok, status, body } = await sendJson("PUT", `/api/saved/${encodeURIComponent(mealId)}`);
  if (ok) return { kind: "saved" };
  if (status === 401) {
    signIn(`/login?callbackUrl=${encodeURIComponent(`${path}?${SAVE_ON_RETURN}=1`)}`);
    return { kind: "saving" };
  }
  return { kind: "failed", message: body.message ?? "Could not save it. Please try again." };
}

/**
 * "Save to my Res-pe" on a public recipe page, which is the same for every visitor (no session is
 * read on the server, so it can be cached): saving is tried from the browser; a visitor who is not
 * signed in goes to the login form and comes back here with `?save=1`, and the save then happens.
 */
export function SaveToAccount({ mealId, path }: { mealId: string; path: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const router = useRouter();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SAVE_ON_RETURN) !== "1") return;
    // Dropped first, so a reload does not save again.
    url.searchParams.delete(SAVE_ON_RETURN);
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
    void saveOrSignIn(mealId, path, router.push).then(setState);
  }, [mealId, path, router]);

  return (
    <div className="save-to-account">
      {state.kind === "saved" ? (
        <p role="status" className="save-to-account__done">
          Saved to your Res-pe. <Link href="/saved">See your saved recipes</Link>
        </p>
      ) : (
        <button type="button" className="button" onClick={() => {
            setState({ kind: "saving" });
            void saveOrSignIn(mealId, path, router.push).then(setState);
          }} disabled={state.kind === "saving"}>
          {state.kind === "saving" ? "Saving…" : "Save to my Res-pe"}
        </button>
      )}
      {state.kind === "failed" ? (
        <p role="alert" className="form-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
