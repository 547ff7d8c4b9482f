"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import type { HouseholdText } from "./household-invites";
import type { HouseholdMemberView, HouseholdRole } from "@/lib/account";

type Asking = { kind: "remove" | "owner" | "leave"; member: HouseholdMemberView } | null;

/** The household's members; the owner removes one or hands over, anyone leaves; each asked twice, in place. */
export function HouseholdMembers({ members, role, text, english }: { members: HouseholdMemberView[]; role: HouseholdRole; text: HouseholdText; english: boolean }) {
  const QUESTIONS = {
    remove: (name: string) => fillIn(text.askRemove!, { name }),
    owner: (name: string) => fillIn(text.askOwner!, { name }),
    leave: () => text.askLeave!,
  };
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
    if (!reply.ok) return void toast.error(refusalText(reply.body, text.unreachable!, english));
    const name = chosen.member.name;
    toast.success(chosen.kind === "remove" ? fillIn(text.removedMember!, { name }) : chosen.kind === "owner" ? fillIn(text.nowOwner!, { name }) : text.youLeft!);
    router.refresh();
  };

  return (
    <>
      {alone ? <p>{text.onYourOwn}</p> : null}
      <ul className="api-keys__list household-members">
        {members.map((member) => {
          const question = asking?.member.id === member.id ? asking : null;
          return (
            <li key={member.id} className="api-keys__item">
              <div className="api-keys__about">
                <strong>
                  {member.name}
                  {member.you ? ` ${text.you}` : ""}
                </strong>
                <span>{member.role === "owner" ? text.owner : text.member}</span>
              </div>
              {question ? (
                <div className="api-keys__confirm" role="group" aria-label={QUESTIONS[question.kind](member.name)}>
                  <span>{QUESTIONS[question.kind](member.name)}</span>
                  <button className="button button--danger" type="button" disabled={busy} onClick={() => act(question)}>
                    {question.kind === "remove"
                      ? fillIn(text.confirmRemove!, { name: member.name })
                      : question.kind === "owner"
                        ? fillIn(text.confirmOwner!, { name: member.name })
                        : text.confirmLeave}
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setAsking(null)}>
                    {text.cancel}
                  </button>
                </div>
              ) : member.you ? (
                alone ? null : (
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "leave", member })}>
                    {text.leaveHousehold}
                  </button>
                )
              ) : role === "owner" ? (
                <div className="api-keys__confirm">
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "owner", member })} aria-label={fillIn(text.makeOwnerLabel!, { name: member.name })}>
                    {text.makeOwner}
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setAsking({ kind: "remove", member })} aria-label={fillIn(text.removeLabel!, { name: member.name })}>
                    {text.remove}
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
