"use client";

import { useState, type FormEvent } from "react";
import { sendJson } from "@/components/ui/send-json";
import { LOCALES } from "@/config/locales";

type Locale = (typeof LOCALES)[number];

/** Each language in its own words (the list a cook who cannot read the page looks through). */
const NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

/**
 * The cook's language on /account (issue 35), saved on the account for every device through
 * PUT /api/account/language (the same schema validates it there). The page then reloads: it is
 * drawn on the server in the new language, its title and `<html lang>` included.
 */
export function LanguageForm({
  saved,
  text,
}: {
  saved: Locale | null;
  text: { label: string; browser: string; save: string; saving: string; notSaved: string };
}) {
  const [choice, setChoice] = useState<string>(saved ?? "");
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const reply = await sendJson("PUT", "/api/account/language", { locale: choice === "" ? null : choice });
    if (!reply.ok) {
      setSaving(false);
      setFailed(true);
      return;
    }
    window.location.reload();
  };

  return (
    <form className="form" aria-labelledby="account-language-title" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label htmlFor="account-language">{text.label}</label>
        <select id="account-language" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{text.browser}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <p role="alert" className="field__error">
          {text.notSaved}
        </p>
      ) : null}
      <div className="form__actions">
        <button className="button" type="submit" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
