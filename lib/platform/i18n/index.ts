/**
 * The four languages of Res-pe's pages (issue 35), with use-intl (next-intl's core; next-intl
 * itself is not installed: see the dependencies' commit). Which language a request gets, the
 * messages, and translators for server components; `lib/web/pages`' `getLocale`/`getT` read the
 * request's language once per request. API error messages stay English (docs/ARCHITECTURE.md).
 */
export {
  INTL_TAGS,
  LOCALE_COOKIE,
  localeCookie,
  LOCALE_NAMES,
  LOCALES,
  defaultUnitsFor,
  isLocale,
  LOCALIZED_LANDING_PREFIX,
  isLocalizedPublicPath,
  localizedPath,
  parseLocalizedPath,
  localeOfHeaders,
  URL_LOCALE_HEADER,
  localeOfRequest,
  resolveLocale,
  type Locale,
} from "./locales";
export { authRefusalTranslations, catalogName, fieldErrorTranslations, serverMessageTranslations, plainMessages, translatorFor, type Messages, type Namespace } from "./messages";
