"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { sendJson } from "@/components/ui/send-json";
import type { ApiKeyListing, NewApiKey } from "@/lib/api-keys";
import { API_KEY_NAME_MAX, createApiKeySchema, type CreateApiKeyInput } from "@/lib/validations/api-keys";
import { showRefusal, UNREACHABLE, type ReplyWithErrors } from "./server-reply";

type Props = {
  initialKeys: ApiKeyListing[];
  keysPerCook: number;
};

/** A date as the list shows it, the same on the server and in every browser. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * The cook's personal API keys: make one (named), see it once with a copy button, list the
 * working ones by name and prefix, revoke one (asked twice).
 */
export function ApiKeysSection({ initialKeys, keysPerCook }: Props) {
  const [keys, setKeys] = useState(initialKeys);
  const [fresh, setFresh] = useState<NewApiKey | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: "" } });

  const create = async (values: CreateApiKeyInput) => {
    const reply: ReplyWithErrors & { body: { key?: NewApiKey } } = await sendJson("POST", "/api/account/api-keys", values);
    if (!reply.ok || !reply.body.key) return showRefusal(reply, setError);
    const made = reply.body.key;
    setFresh(made);
    setKeys((listed) => [{ id: made.id, name: made.name, prefix: made.prefix, createdAt: made.createdAt, lastUsedAt: null }, ...listed]);
    reset();
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success("The key is copied.");
    } catch {
      toast.error("Your browser did not let us copy. Select the key and copy it yourself.");
    }
  };

  const revoke = async (id: string) => {
    const reply = await sendJson("DELETE", `/api/account/api-keys/${id}`);
    setConfirming(null);
    if (!reply.ok && reply.status !== 404) return void toast.error(reply.status === 0 ? UNREACHABLE : (reply.body.message ?? UNREACHABLE));
    setKeys((listed) => listed.filter((key) => key.id !== id));
    if (fresh?.id === id) setFresh(null);
    toast.success(reply.ok ? (reply.body.message ?? "The key is revoked.") : "That key was already revoked.");
  };

  return (
    <div className="api-keys">
      {fresh ? (
        // The key is what the cook came for: focus moves to it (each new key mounts afresh), so it is read out.
        <section key={fresh.id} className="api-keys__fresh" ref={(box) => box?.focus()} tabIndex={-1} aria-labelledby="api-key-fresh-title">
          <h3 id="api-key-fresh-title">Your new key “{fresh.name}”</h3>
          <p>Copy it now: it is shown only this once. Anyone with it can read meals as you, within its limits.</p>
          <div className="api-keys__copy">
            <textarea
              className="api-keys__value"
              readOnly
              rows={2}
              value={fresh.key}
              aria-label={`New API key ${fresh.name}`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button className="button" type="button" onClick={() => copy(fresh.key)}>
              Copy key
            </button>
          </div>
          <p>Paste it into the app where it asks for your key.</p>
          <button className="button button--outline" type="button" onClick={() => setFresh(null)}>
            I have copied it
          </button>
        </section>
      ) : null}

      <form className="form" aria-labelledby="account-api-keys-title" noValidate onSubmit={handleSubmit(create)}>
        <FormField label="Key name" hint={`Which app uses it, e.g. “Meal planner on my phone”. Up to ${API_KEY_NAME_MAX} characters.`} error={errors.name?.message}>
          {(fieldProps) => <input type="text" autoComplete="off" maxLength={API_KEY_NAME_MAX + 10} {...fieldProps} {...register("name")} />}
        </FormField>
        <div className="form__actions">
          <button className="button" type="submit" disabled={isSubmitting || keys.length >= keysPerCook}>
            {isSubmitting ? "Making the key…" : "Create key"}
          </button>
        </div>
        {keys.length >= keysPerCook ? <p className="field__hint">You have {keysPerCook} keys, the most one cook may have: revoke one to make another.</p> : null}
      </form>

      <h3 className="api-keys__list-title">Your keys</h3>
      {keys.length === 0 ? (
        <p>You have no API keys yet.</p>
      ) : (
        <ul className="api-keys__list">
          {keys.map((key) => (
            <li key={key.id} className="api-keys__item">
              <div className="api-keys__about">
                <strong>{key.name}</strong>
                <code>{key.prefix}…</code>
                <span>
                  Made <time dateTime={key.createdAt}>{day(key.createdAt)}</time>
                  {" · "}
                  {key.lastUsedAt ? (
                    <>
                      last used <time dateTime={key.lastUsedAt}>{day(key.lastUsedAt)}</time>
                    </>
                  ) : (
                    "never used"
                  )}
                </span>
              </div>
              {confirming === key.id ? (
                <div className="api-keys__confirm" role="group" aria-label={`Revoke ${key.name}?`}>
                  <span>Apps using it stop working.</span>
                  <button className="button button--danger" type="button" onClick={() => revoke(key.id)}>
                    Revoke “{key.name}”
                  </button>
                  <button className="button button--outline" type="button" onClick={() => setConfirming(null)}>
                    Keep it
                  </button>
                </div>
              ) : (
                <button className="button button--outline" type="button" onClick={() => setConfirming(key.id)} aria-label={`Revoke key ${key.name}`}>
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
