"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { ApiKeyListing, NewApiKey } from "@/lib/api-keys";
import { API_KEY_NAME_MAX } from "@/config/api-keys";
import type { CreateApiKeyInput } from "@/lib/validations/api-keys";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import { fieldMessage, showRefusal, spoken, type AccountSpeech, type ReplyWithErrors } from "./server-reply";

type Props = {
  initialKeys: ApiKeyListing[];
  keysPerCook: number;
  speech: AccountSpeech;
  /** Dates as the cook's calendar writes them (the same on the server and in every browser: UTC). */
  intlTag: string;
};

/**
 * The cook's personal API keys: make one (named), see it once with a copy button, list the
 * working ones by name and prefix, revoke one (asked twice).
 */
export function ApiKeysSection({ initialKeys, keysPerCook, speech, intlTag }: Props) {
  const { text } = speech;
  const day = (iso: string) => (speech.english ? iso.slice(0, 10) : new Date(iso).toLocaleDateString(intlTag, { timeZone: "UTC" }));
  const [keys, setKeys] = useState(initialKeys);
  const [fresh, setFresh] = useState<NewApiKey | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useLazyForm<CreateApiKeyInput>({
    schema: () => import("@/lib/validations/api-keys").then((schemas) => schemas.createApiKeySchema),
    defaultValues: { name: "" },
  });

  const create = async (values: CreateApiKeyInput) => {
    const reply: ReplyWithErrors & { body: { key?: NewApiKey } } = await sendJson("POST", "/api/account/api-keys", values);
    if (!reply.ok || !reply.body.key) return showRefusal(reply, setError, speech);
    const made = reply.body.key;
    setFresh(made);
    setKeys((listed) => [{ id: made.id, name: made.name, prefix: made.prefix, createdAt: made.createdAt, lastUsedAt: null }, ...listed]);
    reset();
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success(text.keyCopied);
    } catch {
      toast.error(text.keyNotCopied);
    }
  };

  const revoke = async (id: string) => {
    const reply = await sendJson("DELETE", `/api/account/api-keys/${id}`);
    setConfirming(null);
    if (!reply.ok && reply.status !== 404) return void toast.error(reply.status === 0 ? text.unreachable : refusalText(reply.body, spoken(speech, reply.body.message, text.unreachable), speech.english));
    setKeys((listed) => listed.filter((key) => key.id !== id));
    if (fresh?.id === id) setFresh(null);
    toast.success(reply.ok ? spoken(speech, reply.body.message, text.keyRevoked) : text.keyAlreadyRevoked);
  };

  return (
    <div className="api-keys">
      {fresh ? (
        // The key is what the cook came for: focus moves to it (each new key mounts afresh), so it is read out.
        <section key={fresh.id} className="api-keys__fresh" ref={(box) => box?.focus()} tabIndex={-1} aria-labelledby="api-key-fresh-title">
          <h3 id="api-key-fresh-title">{fillIn(text.newKey, { name: fresh.name })}</h3>
          <p>{text.newKeyText}</p>
          <div className="api-keys__copy">
            <textarea
              className="api-keys__value"
              readOnly
              rows={2}
              value={fresh.key}
              aria-label={fillIn(text.newKeyLabel, { name: fresh.name })}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button className="button" type="button" onClick={() => copy(fresh.key)}>
              {text.copyKey}
            </button>
          </div>
          <p>{text.pasteIt}</p>
          <button className="button button--outline" type="button" onClick={() => setFresh(null)}>
            {text.copiedIt}
          </button>
        </section>
      ) : null}

      <form className="form" aria-labelledby="account-api-keys-title" noValidate onSubmit={handleSubmit(create)}>
        <FormField label={text.keyName} hint={fillIn(text.keyNameHint, { max: API_KEY_NAME_MAX })} error={fieldMessage(speech, errors.name?.message)}>
          {(fieldProps) => <input type="text" autoComplete="off" maxLength={API_KEY_NAME_MAX + 10} {...fieldProps} {...register("name")} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || keys.length >= keysPerCook}>
            {isSubmitting ? text.makingKey : text.createKey}
          </button>
        </div>
        {keys.length >= keysPerCook ? <p className="field__hint">{fillIn(text.tooManyKeys, { max: keysPerCook })}</p> : null}
      </form>

      <h3 className="api-keys__list-title">{text.yourKeys}</h3>
      {keys.length === 0 ? (
        <p>{text.noKeys}</p>
      ) : (
        <ul className="api-keys__list">
          {keys.map((key) => (
            <li key={key.id} className="api-keys__item">
              <div className="api-keys__about">
                <strong>{key.name}</strong>
                <code>{key.prefix}…</code>
                <span>
                  <time dateTime={key.createdAt}>{fillIn(text.keyMade, { day: day(key.createdAt) })}</time>
                  {" · "}
                  {key.lastUsedAt ? (
                    <>
                      <time dateTime={key.lastUsedAt}>{fillIn(text.lastUsed, { day: day(key.lastUsedAt) })}</time>
                    </>
                  ) : (
                    text.neverUsed
                  )}
                </span>
              </div>
              {confirming === key.id ? (
                <div className="api-keys__confirm" role="group" aria-label={fillIn(text.revokeQuestion, { name: key.name })}>
                  <span>{text.appsStop}</span>
                  <button className="button button--danger" type="button" onClick={() => revoke(key.id)}>
                    {fillIn(text.revokeNamed, { name: key.name })}
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setConfirming(null)}>
                    {text.keepIt}
                  </button>
                </div>
              ) : (
                <button className="button button--outline" type="button" onClick={() => setConfirming(key.id)} aria-label={fillIn(text.revokeKey, { name: key.name })}>
                  {text.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
