"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import type { HouseholdMemberView, HouseholdRole } from "@/lib/account";

type Asking = { kind: "remove" | "owner" | "leave"; member: HouseholdMemberView } | null;

const QUESTIONS = {
  remove: (name: string) => `Remove ${name}? They keep a copy of what they added, and lose the household's plan, list and pantry at once.`,
  owner: (name: string) => `Make ${name} the owner? They will invite and remove people; you stay in as a member.`,
  leave: () => "Leave the household? You keep a copy of what you added and of the pantry; the others keep theirs.",
};

/** The household's members; the owner removes one or hands over, anyone leaves; each asked twice, in place. */
export function HouseholdMembers({ members, role }: { members: HouseholdMemberView[]; role: HouseholdRole }) {
  const router = useRouter();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const alone = members.length === 1;

  const act = async (chosen: NonNullable<Asking>) => {
    setBusy(true);
    const reply =
      chosen.kind === "remove"
        ? await sendJson("DELETE", `/api/household/members/${chosen.member.id}`)
        : chosen.kind === "owner"
          ? await sendJson("POST", "/api/household/owner", { memberId: chosen.member.id })
          : await sendJson("POST", "/api/household/leave");
    setBusy(false);
    setAsking(null);
    if (!reply.ok) return void toast.error(reply.body.message ?? "We could not reach Res-pe. Please try again.");
    toast.success(chosen.kind === "remove" ? `${chosen.member.name} is no longer in the household.` : chosen.kind === "owner" ? `${chosen.member.name} is now the owner.` : "You left the household.");
    router.refresh();
  };

  return (
    <>
      {alone ? <p>You cook on your own. Invite the people you cook for and you will share the plan, the list and the pantry.</p> : null}
      <ul className="api-keys__list household-members">
        {members.map((member) => {
          const question = asking?.member.id === member.id ? asking : null;
          return (
            <li key={member.id} className="api-keys__item">
              <div className="api-keys__about">
                <strong>
                  {member.name}
                  {member.you ? " (you)" : ""}
                </strong>
                <span>{member.role === "owner" ? "Owner" : "Member"}</span>
              </div>
              {question ? (
                <div className="api-keys__confirm" role="group" aria-label={QUESTIONS[question.kind](member.name)}>
                  <span>{QUESTIONS[question.kind](member.name)}</span>
                  <button className="button button--danger" type="button" disabled={busy} onClick={() => act(question)}>
                    {question.kind === "remove" ? `Remove ${member.name}` : question.kind === "owner" ? `Make ${member.name} owner` : "Leave"}
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setAsking(null)}>
                    Cancel
                  </button>
                </div>
              ) : member.you ? (
                alone ? null : (
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "leave", member })}>
                    Leave the household
                  </button>
                )
              ) : role === "owner" ? (
                <div className="api-keys__confirm">
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "owner", member })} aria-label={`Make ${member.name} the owner`}>
                    Make owner
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "remove", member })} aria-label={`Remove ${member.name}`}>
                    Remove
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
