/**
 * The languages Res-pe speaks (issue 35) and how a request's language is chosen: the cook's
 * saved setting, else the browser's `locale` cookie (the footer's switcher), else the best
 * `Accept-Language` match, else English. Pure: the proxy, pages and tests share it.
 */
import { LOCALES } from "@/config/locales";

export { LOCALES };
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/** The cookie the footer's language switcher writes (a year; read on the server for the first paint). */
export const LOCALE_COOKIE = "locale";
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `locale` cookie as the server sets it from the account's language: when the cook chooses it,
 * signs in, or opens a signed-in page with another language in the cookie (the request gate). So
 * what is drawn without the account (the error screen of a failed server render, the pages after
 * signing out) speaks the cook's language too.
 */
export function localeCookie(locale: Locale) {
  return { name: LOCALE_COOKIE, value: locale, path: "/", sameSite: "lax" as const, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS };
}

/** Each language in its own words, as a cook looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): ranges by
 * q-value (ties keep the header's order), `q=0` refused, a region ("fr-CH") matching its
 * language, "*" matching nothing in particular. Null when no range names one of ours.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .slice(0, 1000)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map(({ language }) => language).find(isLocale) ?? null;
}

/** The request's language: the cook's setting, else the cookie, else the browser's, else English. */
export function resolveLocale({
  saved,
  cookie,
  acceptLanguage,
}: {
  saved?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(saved)) return saved;
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The language of an API request (a route has no React cache): as pages choose it. */
export function localeOfRequest(request: Request, saved: string | null | undefined): Locale {
  return localeOfHeaders(request.headers.get("cookie"), request.headers.get("accept-language"), saved);
}

/** The same from raw header values (the production server's own request path, the proxy). */
export function localeOfHeaders(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined, saved?: string | null): Locale {
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader ?? "")?.[1];
  return resolveLocale({ saved, cookie, acceptLanguage });
}

/**
 * The landing page in each language has an address of its own, `/lang/<locale>` (hreflang
 * alternates point there): `/` stays one static English page that the production server answers
 * from memory and a CDN may keep, and the request gate shows a visitor who asks for another
 * language that language's page at `/` (a rewrite: the address stays `/`).
 */
export const LOCALIZED_LANDING_PREFIX = "/lang/";

/**
 * The public pages that exist in every language, each with an address per language like the
 * landing page's (`/lang/de/aboutHome`): the English one stays static at its own address, and
 * hreflang alternates and the sitemap name the others. Public recipes (`/r/<slug>`) have language
 * addresses too (`/lang/de/r/<slug>`), but are not among these: the request gate never rewrites
 * /r/ by a visitor's language, as the server keeps each address whole for every visitor.
 */
const LOCALIZED_PUBLIC_PATHS = ["/", "/aboutHome", "/contactHome", "/tipsHome", "/developers"] as const;

export function isLocalizedPublicPath(path: string): boolean {
  return (LOCALIZED_PUBLIC_PATHS as readonly string[]).includes(path);
}

/** A localized public page's address in a language: `/aboutHome` in German is `/lang/de/aboutHome`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${LOCALIZED_LANDING_PREFIX}${locale}${path === "/" ? "" : path}`;
}

/** The language and page of a `/lang/<locale>…` address (null for any other). */
export function parseLocalizedPath(pathname: string): { locale: string; path: string } | null {
  if (!pathname.startsWith(LOCALIZED_LANDING_PREFIX)) return null;
  const [locale = "", ...rest] = pathname.slice(LOCALIZED_LANDING_PREFIX.length).split("/");
  return { locale, path: rest.length ? `/${rest.join("/")}` : "/" };
}

/** Set by the request gate on `/lang/<locale>`: the address's language wins over the visitor's. */
export const URL_LOCALE_HEADER = "x-res-pe-locale";

/** The units a cook of this language measures in before they choose: metric outside English. */
export function defaultUnitsFor(locale: Locale): "metric" | null {
  return locale === "en" ? null : "metric";
}

/** The BCP 47 tag Intl formats dates and numbers with (decimal commas in de, fr, es). */
export const INTL_TAGS: Record<Locale, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES" };
