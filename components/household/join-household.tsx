"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import type { JoiningView } from "@/lib/account";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Joining from an invite link: who is in the household, exactly what of the cook's own plan, list
 * and pantry would move in (or be thrown away), and the choice between the two.
 */
export function JoinHousehold({ code, joining }: { code: string; joining: JoiningView }) {
  const router = useRouter();
  const [choice, setChoice] = useState<"merge" | "discard">("merge");
  const [busy, setBusy] = useState(false);
  if (joining.refused !== undefined) {
    return (
      <p role="alert">
        {joining.refused} <Link href="/household">Back to your household</Link>
      </p>
    );
  }
  const yours = [count(joining.planned, "planned meal", "planned meals"), count(joining.shopping, "shopping list line", "shopping list lines"), count(joining.pantry, "pantry item", "pantry items")].join(", ");
  const join = async () => {
    setBusy(true);
    const reply = await sendJson("POST", "/api/household/join", { code, choice });
    setBusy(false);
    if (!reply.ok) return void toast.error(reply.body.message ?? "We could not reach Res-pe. Please try again.");
    toast.success(`You joined ${joining.members.join(", ")}'s household.`);
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
      <p>
        You are invited to the household of <strong>{joining.members.join(", ")}</strong>. You would share the week&apos;s plan, the shopping list and the pantry.
      </p>
      <fieldset className="household-join__choice">
        <legend>You have {yours}. What should happen to them?</legend>
        <label>
          <input type="radio" name="choice" value="merge" checked={choice === "merge"} onChange={() => setChoice("merge")} /> Bring them in: your {yours} join the household&apos;s (pantry items it already has are not repeated)
        </label>
        <label>
          <input type="radio" name="choice" value="discard" checked={choice === "discard"} onChange={() => setChoice("discard")} /> Leave them behind: your {yours} are deleted
        </label>
      </fieldset>
      <div className="form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? "Joining…" : "Join the household"}
        </button>
        <Link className="button button--outline" href="/household">
          Not now
        </Link>
      </div>
    </form>
  );
}
