"use client";

import { useState } from "react";
import { refusalText } from "@/components/ui/kitchen-text";

/** Its words in the page's language (the sign-in pages' `auth` messages). */
type OidcText = { opening: string; unreachable: string };

/**
 * The single sign-on button. next-auth wants a POST with its CSRF token; asked for with fetch
 * (`json: true` answers the provider's address as JSON), because a form posted to us and
 * redirected to the provider would break the page's CSP (`form-action 'self'`). Opened from an
 * invite link, the invite is handed to the server first, which keeps it in a cookie for the
 * provider's way back (a used or expired one is refused here, before leaving).
 */
export function OidcSignIn(props: {
  label: string;
  callbackPath: string;
  invite?: string;
  text: OidcText;
  /** The invite route's refusals by code, in the page's language (empty on English pages: its own words show). */
  refusals: Readonly<Record<string, string>>;
  english: boolean;
}) {
  const { label, callbackPath, invite, text, refusals, english } = props;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (invite) {
        const kept = await fetch("/api/entry/oidc-invite", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ invite }) });
        if (!kept.ok) {
          const answer = (await kept.json().catch(() => ({}))) as { message?: string; code?: string };
          setBusy(false);
          setProblem(refusalText(answer, text.unreachable, english, { words: refusals }));
          return;
        }
      }
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const answer = await fetch("/api/auth/signin/oidc", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken, callbackUrl: callbackPath, json: "true" }),
      });
      const { url } = (await answer.json()) as { url?: string };
      if (!answer.ok || !url) throw new Error("no address");
      window.location.assign(url);
    } catch {
      setBusy(false);
      setProblem(text.unreachable);
    }
  };

  return (
    <div className="oidc-sign-in">
      <button className="button oidc-sign-in__button" type="button" disabled={busy} onClick={start}>
        {busy ? text.opening : label}
      </button>
      {problem ? (
        <p role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
