"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { sendJson } from "@/components/ui/send-json";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

/** The query a public page returns to after signing in, so the save the visitor asked for happens. */
const SAVE_ON_RETURN = "save";

/** What the control says: the public page's language (issue 35), English by default. */
const ENGLISH = {
  save: "Save to my Res-pe",
  saving: "Saving…",
  saved: "Saved to your Res-pe.",
  seeSaved: "See your saved recipes",
  saveFailed: "Could not save it. Please try again.",
};
export type SaveToAccountText = typeof ENGLISH;

type State = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** Saves the recipe for the signed-in cook; a visitor is sent to sign in first (the page stays "saving" until it goes). */
async function saveOrSignIn(mealId: string, path: string, signIn: (href: string) => void, failed: string): Promise<State> {
  const { ok, status, body } = await sendJson("PUT", `/api/saved/${encodeURIComponent(mealId)}`);
  if (ok) return { kind: "saved" };
  if (status === 401) {
    signIn(`/login?callbackUrl=${encodeURIComponent(`${path}?${SAVE_ON_RETURN}=1`)}`);
    return { kind: "saving" };
  }
  return { kind: "failed", message: refusalText(body, failed, pageLocale() === "en") };
}

/**
 * "Save to my Res-pe" on a public recipe page, which is the same for every visitor (no session is
 * read on the server, so it can be cached): saving is tried from the browser; a visitor who is not
 * signed in goes to the login form and comes back here with `?save=1`, and the save then happens.
 */
export function SaveToAccount({ mealId, path, text = ENGLISH }: { mealId: string; path: string; text?: SaveToAccountText }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const router = useRouter();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SAVE_ON_RETURN) !== "1") return;
    // Dropped first, so a reload does not save again.
    url.searchParams.delete(SAVE_ON_RETURN);
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
    void saveOrSignIn(mealId, path, router.push, text.saveFailed).then(setState);
  }, [mealId, path, router, text.saveFailed]);

  return (
    <div className="save-to-account">
      {state.kind === "saved" ? (
        <p role="status" className="save-to-account__done">
          {text.saved} <Link href="/saved">{text.seeSaved}</Link>
        </p>
      ) : (
        <button type="button" className="button" onClick={() => {
            setState({ kind: "saving" });
            void saveOrSignIn(mealId, path, router.push, text.saveFailed).then(setState);
          }} disabled={state.kind === "saving"}>
          {state.kind === "saving" ? text.saving : text.save}
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
