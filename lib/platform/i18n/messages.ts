import { createTranslator } from "use-intl/core";
import type { Locale } from "./locales";
import { CATALOGS, type Messages } from "./messages/index";

/**
 * Every language's messages, namespaced per page or component (messages/<namespace>.json). Server-side only: client
 * components receive the few strings they show as props, so no page ships a catalog it does not
 * read (`npm run test:weight`). English is the reference: the others must have its keys and
 * placeholders (tests/i18n/messages.test.ts).
 */
export type { Messages };
export { CATALOGS };
export type Namespace = keyof Messages;

const MESSAGES = CATALOGS;

/** A translator for one namespace: `t("key", { name })`, ICU plurals and rich text included. */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}

/**
 * Every message of a namespace in the language, as plain strings (no placeholders filled):
 * what a client leaf needs for a fixed set of labels, handed to it as a prop.
 */
export function plainMessages<N extends Namespace>(locale: Locale, namespace: N): Messages[N] {
  return MESSAGES[locale][namespace];
}

/**
 * A catalog name (a cuisine, a category…) in the language, for display only: the value a filter
 * or an address carries stays the catalog's English. A name the namespace does not hold (a cook's
 * own "Grandma's") is shown as written.
 */
export function catalogName(locale: Locale, namespace: "areas" | "categories", value: string): string {
  const names = new Map(Object.entries(MESSAGES[locale][namespace]));
  return names.get(value) ?? value;
}

/**
 * The messages the server sends with a `code` (AppError's `messageCode`, a rate limit's `code`),
 * by code, in the language: a page hands them to its client leaf, which shows a refusal in the
 * cook's words (`serverMessageText`) while the API's own `message` stays English.
 */
export function serverMessageTranslations(locale: Locale): Readonly<Record<string, string>> {
  return MESSAGES[locale].serverMessages;
}

/**
 * What the public account forms (log-in, sign-up, password reset) need to word a refusal of the
 * account routes by its `code` (`authRefusals`): their few codes only, since public pages carry no
 * signed-in table. Empty in English: there the server's own message is shown, the more precise
 * (it can name the sign-in provider).
 */
export function authRefusalTranslations(locale: Locale): Readonly<Record<string, string>> {
  return locale === "en" ? {} : MESSAGES[locale].authRefusals;
}

/**
 * The shared zod schemas speak English, so a form and its API route validate with one schema
 * and API messages stay English (clients key on status and code). A form shows a field's error
 * in the page's language through this table: each English message of `formErrors` (and of every
 * `formErrors<Area>` namespace: one per family of forms, so no one file collects them all) to its
 * translation. Empty in English: nothing to ship.
 */
export function fieldErrorTranslations(locale: Locale, areas: readonly Namespace[] = FORM_ERROR_NAMESPACES): Record<string, string> {
  if (locale === "en") return {};
  const pairs: [string, string][] = [];
  for (const area of areas) {
    const translated = new Map(Object.entries(MESSAGES[locale][area]));
    for (const [key, english] of Object.entries(MESSAGES.en[area])) {
      const said = translated.get(key);
      if (typeof english === "string" && typeof said === "string") pairs.push([english, said]);
    }
  }
  return Object.fromEntries(pairs);
}

const FORM_ERROR_NAMESPACES = (Object.keys(MESSAGES.en) as Namespace[]).filter((name) => name.startsWith("formErrors"));
