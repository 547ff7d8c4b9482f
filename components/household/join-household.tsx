"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import type { HouseholdText } from "./household-invites";
import type { JoiningView } from "@/lib/account";

/**
 * Joining from an invite link: who is in the household, exactly what of the cook's own plan, list
 * and pantry would move in (or be thrown away), and the choice between the two.
 */
export function JoinHousehold({
  code,
  joining,
  yours,
  text,
  english,
  invitedBy,
}: {
  code: string;
  joining: JoiningView;
  /** "2 planned meals, 1 shopping list line, 3 pantry items", counted on the server in the page's language. */
  yours: string;
  text: HouseholdText;
  english: boolean;
  /** Who invites, with the names in bold (formatted on the server). */
  invitedBy: ReactNode;
}) {
  const router = useRouter();
  const [choice, setChoice] = useState<"merge" | "discard">("merge");
  const [busy, setBusy] = useState(false);
  if (joining.refused !== undefined) {
    return (
      <p role="alert">
        {joining.refused} <Link href="/household">{text.back}</Link>
      </p>
    );
  }
  const join = async () => {
    setBusy(true);
    const reply = await sendJson("POST", "/api/household/join", { code, choice });
    setBusy(false);
    if (!reply.ok) return void toast.error(refusalText(reply.body, text.unreachable!, english));
    toast.success(fillIn(text.joined!, { names: joining.members.join(", ") }));
    router.replace("/household");
    router.refresh();
  };
  return (
    <form
      className="form household-join__form"
      onSubmit={(event) => {
        event.preventDefault();
        void join();
      }}
    >
      <p>{invitedBy}</p>
      <fieldset className="household-join__choice">
        <legend>{fillIn(text.youHave!, { yours })}</legend>
        <label>
          <input type="radio" name="choice" value="merge" checked={choice === "merge"} onChange={() => setChoice("merge")} /> {fillIn(text.bringIn!, { yours })}
        </label>
        <label>
          <input type="radio" name="choice" value="discard" checked={choice === "discard"} onChange={() => setChoice("discard")} /> {fillIn(text.leaveBehind!, { yours })}
        </label>
      </fieldset>
      <div className="form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? text.joining : text.join}
        </button>
        <Link className="button button--outline" href="/household">
          {text.notNow}
        </Link>
      </div>
    </form>
  );
}
