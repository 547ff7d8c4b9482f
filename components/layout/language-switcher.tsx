"use client";

import { useState } from "react";
import { sendJson } from "@/components/ui/send-json";
import { LOCALES } from "@/config/locales";

type Locale = (typeof LOCALES)[number];

/** Each language in its own words: a cook who cannot read the page still finds theirs. */
const NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };
/** The `locale` cookie the server reads (lib/platform/i18n's LOCALE_COOKIE), kept a year. */
const COOKIE = "locale";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the choice in this browser, for the server to read on the next request. */
function rememberInBrowser(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Where the page is in that language. A public recipe is one page per address, the same for
 * every visitor (/r/<slug> English, /lang/de/r/<slug> German…), so it moves to the language's
 * address; any other `/lang/<locale>…` address goes back to its plain one, which the request gate
 * shows in the chosen language; the rest stays and is drawn again.
 */
export function addressIn(locale: Locale, pathname: string): string {
  const plain = pathname.replace(/^\/lang\/\w\w(?=\/|$)/, "") || "/";
  return locale !== "en" && /^\/r\/[^/]+$/.test(plain) ? `/lang/${locale}${plain}` : plain;
}

/**
 * The footer's language switcher (issue 35): one button per language, the current one pressed.
 * It keeps the choice in this browser's cookie, and a signed-in cook's on their account (their
 * setting would win over the cookie otherwise), then reloads (or opens the language's address): every part of the page, its title
 * and `<html lang>` are drawn on the server in the new language.
 */
export function LanguageSwitcher({
  current,
  signedIn,
  label,
  notSaved,
}: {
  current: Locale;
  signedIn: boolean;
  label: string;
  notSaved: string;
}) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (locale: Locale) => {
    if (locale === current || busy) return;
    setBusy(true);
    rememberInBrowser(locale);
    if (signedIn) {
      const reply = await sendJson("PUT", "/api/account/language", { locale });
      if (!reply.ok) {
        setBusy(false);
        setFailed(true);
        return;
      }
    }
    // The same address is drawn again; a public recipe's opens in the new language.
    location.assign(addressIn(locale, location.pathname) + location.search);
  };

  return (
    <div className="language-switcher" role="group" aria-labelledby="language-switcher-title">
      <h2 id="language-switcher-title" className="language-switcher__title">
        {label}
      </h2>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              className="language-switcher__choice"
              aria-pressed={locale === current}
              disabled={busy}
              onClick={() => void choose(locale)}
            >
              {NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{notSaved}</p> : null}
    </div>
  );
}
