import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth";
import { LOCALE_COOKIE, URL_LOCALE_HEADER, isLocale, resolveLocale, translatorFor, type Locale, type Namespace } from "@/lib/platform/i18n";

/**
 * The language of the page being rendered, decided once per request (React's `cache`): the
 * address's (`/lang/<locale>`, named by the request gate), else the signed-in cook's setting (read with the session check, no extra query), else this browser's
 * `locale` cookie, else its Accept-Language, else English.
 */
export const getLocale = cache(async (): Promise<Locale> => {
  const [user, cookieStore, headerList] = await Promise.all([getCurrentUser(), cookies(), headers()]);
  const fromAddress = headerList.get(URL_LOCALE_HEADER);
  if (isLocale(fromAddress)) return fromAddress;
  return resolveLocale({
    saved: user?.locale,
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get("accept-language"),
  });
});

/** A translator of one namespace in the request's language, for server components and metadata. */
export async function getT<N extends Namespace>(namespace: N) {
  return translatorFor(await getLocale(), namespace);
}
