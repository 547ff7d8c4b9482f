"use client";

import { useState } from "react";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText, fieldErrorText } from "@/components/ui/kitchen-text";
import type { HouseholdInvite } from "@/lib/account";

type NewInvite = HouseholdInvite & { code: string; link: string };
type Values = { email?: string };

/** The household's words in the page's language (lib/platform/i18n/messages/household.json), `{placeholders}` unfilled. */
export type HouseholdText = Record<string, string>;

/** The owner's invites: make one (a link to copy, or mailed too), see what became of each, revoke a waiting one. */
export function HouseholdInvites({
  initialInvites,
  text,
  english,
  intlTag,
  fieldErrors,
}: {
  initialInvites: HouseholdInvite[];
  text: HouseholdText;
  english: boolean;
  /** Dates as the cook's calendar writes them ("28.11.2026" in German). */
  intlTag: string;
  /** The invite schema's English messages in the page's language. */
  fieldErrors: Record<string, string>;
}) {
  const day = (iso: string) => (english ? iso.slice(0, 10) : new Date(iso).toLocaleDateString(intlTag, { timeZone: "UTC" }));
  const status = (name: HouseholdInvite["status"]) => text[name]!;
  const [invites, setInvites] = useState(initialInvites);
  const [fresh, setFresh] = useState<NewInvite | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useLazyForm<Values>({
    schema: () => import("@/lib/validations/household").then((schemas) => schemas.householdInviteSchema),
    defaultValues: { email: undefined },
  });

  const make = async (values: Values) => {
    const reply = await sendJson<NewInvite>("POST", "/api/household/invites", values.email ? { email: values.email } : {});
    if (!reply.ok || !reply.body.link) return void toast.error(refusalText(reply.body, text.unreachable!, english));
    const made = reply.body as NewInvite;
    setFresh(made);
    setInvites((listed) => [made, ...listed]);
    reset({ email: undefined });
    if (made.email) toast.success(fillIn(text.inviteSent!, { email: made.email }));
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(text.copied!);
    } catch {
      toast.error(text.notCopied!);
    }
  };

  const revoke = async (id: string) => {
    const reply = await sendJson<HouseholdInvite>("DELETE", `/api/household/invites/${id}`);
    if (!reply.ok) return void toast.error(refusalText(reply.body, text.unreachable!, english));
    setInvites((listed) => listed.map((invite) => (invite.id === id ? { ...invite, status: "revoked" } : invite)));
    if (fresh?.id === id) setFresh(null);
    toast.success(text.inviteRevoked!);
  };

  return (
    <div className="api-keys">
      {fresh ? (
        <section key={fresh.id} className="api-keys__fresh" ref={(box) => box?.focus()} tabIndex={-1} aria-labelledby="household-invite-fresh-title">
          <h3 id="household-invite-fresh-title">{text.freshTitle}</h3>
          <p>{text.freshText}</p>
          <div className="api-keys__copy">
            <textarea className="api-keys__value" readOnly rows={2} value={fresh.link} aria-label={text.inviteLink} onFocus={(event) => event.currentTarget.select()} />
            <button className="button" type="button" onClick={() => copy(fresh.link)}>
              {text.copyLink}
            </button>
          </div>
        </section>
      ) : null}
      <form className="form" aria-labelledby="household-invites-title" noValidate onSubmit={handleSubmit(make)}>
        <FormField label={text.emailLabel!} hint={text.emailHint} error={fieldErrorText(fieldErrors, errors.email?.message)}>
          {(fieldProps) => <input type="email" autoComplete="off" {...fieldProps} {...register("email", { setValueAs: (value: string) => (value ? value : undefined) })} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.making : text.make}
          </button>
        </div>
      </form>
      {invites.length > 0 ? (
        <>
          <h3 className="api-keys__list-title">{text.invites}</h3>
          <ul className="api-keys__list">
            {invites.map((invite) => (
              <li key={invite.id} className="api-keys__item">
                <div className="api-keys__about">
                  <strong>{invite.email ?? text.link}</strong>
                  <span>
                    {status(invite.status)} · <time dateTime={invite.createdAt}>{fillIn(text.made!, { day: day(invite.createdAt) })}</time>
                    {invite.status === "waiting" ? (
                      <>
                        , <time dateTime={invite.expiresAt}>{fillIn(text.until!, { day: day(invite.expiresAt) })}</time>
                      </>
                    ) : null}
                  </span>
                </div>
                {invite.status === "waiting" ? (
                  <button className="button button--outline" type="button" onClick={() => revoke(invite.id)} aria-label={invite.email ? fillIn(text.revokeLabelFor!, { day: day(invite.createdAt), email: invite.email }) : fillIn(text.revokeLabel!, { day: day(invite.createdAt) })}>
                    {text.revoke}
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
