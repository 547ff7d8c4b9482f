"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import type { HouseholdInvite } from "@/lib/account";
import { householdInviteSchema } from "@/lib/validations/household";

type NewInvite = HouseholdInvite & { code: string; link: string };
type Values = { email?: string };

const UNREACHABLE = "We could not reach Res-pe. Please try again.";
const STATUS = { waiting: "Waiting", used: "Used", revoked: "Revoked", expired: "Expired" } as const;
const day = (iso: string) => iso.slice(0, 10);

/** The owner's invites: make one (a link to copy, or mailed too), see what became of each, revoke a waiting one. */
export function HouseholdInvites({ initialInvites }: { initialInvites: HouseholdInvite[] }) {
  const [invites, setInvites] = useState(initialInvites);
  const [fresh, setFresh] = useState<NewInvite | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(householdInviteSchema), defaultValues: { email: undefined } });

  const make = async (values: Values) => {
    const reply = await sendJson<NewInvite>("POST", "/api/household/invites", values.email ? { email: values.email } : {});
    if (!reply.ok || !reply.body.link) return void toast.error(reply.body.message ?? UNREACHABLE);
    const made = reply.body as NewInvite;
    setFresh(made);
    setInvites((listed) => [made, ...listed]);
    reset({ email: undefined });
    if (made.email) toast.success(`The invite is on its way to ${made.email}.`);
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("The link is copied.");
    } catch {
      toast.error("Your browser did not let us copy. Select the link and copy it yourself.");
    }
  };

  const revoke = async (id: string) => {
    const reply = await sendJson<HouseholdInvite>("DELETE", `/api/household/invites/${id}`);
    if (!reply.ok) return void toast.error(reply.body.message ?? UNREACHABLE);
    setInvites((listed) => listed.map((invite) => (invite.id === id ? { ...invite, status: "revoked" } : invite)));
    if (fresh?.id === id) setFresh(null);
    toast.success("The invite is revoked: its link no longer works.");
  };

  return (
    <div className="api-keys">
      {fresh ? (
        <section key={fresh.id} className="api-keys__fresh" ref={(box) => box?.focus()} tabIndex={-1} aria-labelledby="household-invite-fresh-title">
          <h3 id="household-invite-fresh-title">Your invite link</h3>
          <p>Send it to the person you cook with. It works once, for 7 days; copy it now, it is shown only this once.</p>
          <div className="api-keys__copy">
            <textarea className="api-keys__value" readOnly rows={2} value={fresh.link} aria-label="Invite link" onFocus={(event) => event.currentTarget.select()} />
            <button className="button" type="button" onClick={() => copy(fresh.link)}>
              Copy link
            </button>
          </div>
        </section>
      ) : null}
      <form className="form" aria-labelledby="household-invites-title" noValidate onSubmit={handleSubmit(make)}>
        <FormField label="Their email (optional)" hint="We mail them the link too. Leave it empty to copy the link yourself." error={errors.email?.message}>
          {(fieldProps) => <input type="email" autoComplete="off" {...fieldProps} {...register("email", { setValueAs: (value: string) => (value ? value : undefined) })} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Making the invite…" : "Make an invite link"}
          </button>
        </div>
      </form>
      {invites.length > 0 ? (
        <>
          <h3 className="api-keys__list-title">Invites</h3>
          <ul className="api-keys__list">
            {invites.map((invite) => (
              <li key={invite.id} className="api-keys__item">
                <div className="api-keys__about">
                  <strong>{invite.email ?? "Link"}</strong>
                  <span>
                    {STATUS[invite.status]} · made <time dateTime={invite.createdAt}>{day(invite.createdAt)}</time>
                    {invite.status === "waiting" ? (
                      <>
                        , until <time dateTime={invite.expiresAt}>{day(invite.expiresAt)}</time>
                      </>
                    ) : null}
                  </span>
                </div>
                {invite.status === "waiting" ? (
                  <button className="button button--outline" type="button" onClick={() => revoke(invite.id)} aria-label={`Revoke the invite made ${day(invite.createdAt)}${invite.email ? ` for ${invite.email}` : ""}`}>
                    Revoke
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
