import { NextResponse, type NextRequest } from "next/server";
import { REQUESTED_PATH_HEADER, SHARED_PAGE_PREFIX, SIGNED_IN_ROUTES, WHOLE_PAGE_HEADER } from "@/config/routes";
import type { GoneKind } from "@/config/gone-pages";
import { COOK_HEADER } from "@/config/offline";
import { decodeSessionToken, loginPathFor, readSessionCookie, type SessionClaims } from "@/lib/platform/auth-gate";
import { loadConfig, mealImageOrigins } from "@/lib/platform/config";
import {
  LOCALE_COOKIE,
  URL_LOCALE_HEADER,
  type Locale,
  isLocale,
  isLocalizedPublicPath,
  localeCookie,
  localeOfRequest,
  localizedPath,
  parseLocalizedPath,
} from "@/lib/platform/i18n";
import { contentSecurityPolicy, notFoundScriptHashes, staticPageScriptHashes } from "@/lib/platform/security";
import { savedLocaleOfSession } from "@/lib/auth";
import { shareLinkAtGate } from "@/lib/cookbook";
import { gonePage, publicRecipeGone } from "@/lib/web/pages";

const settings = loadConfig();
const development = settings.server.nodeEnv === "development";
const imageOrigins = mealImageOrigins(settings.meals);

/**
 * The request gate. Signed-in pages need a valid session cookie before anything renders (the
 * signed-in layout then checks it against the database); every page and API response gets its
 * Content-Security-Policy here.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const session = await decodeSessionToken(readSessionCookie(request.cookies));
  const signedInPage = isSignedInPage(pathname);
  if (signedInPage && !session) {
    return NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url));
  }
  // Issue 35: a signed-in page keeps this browser's `locale` cookie at the cook's account setting
  // (chosen on another device, or before this browser signed in), so the screens drawn without
  // the account follow it too: the error screen when this very page fails on the server included.
  const savedLocale = signedInPage && session ? await savedLocaleOfSession(session) : null;

  // Issue 35: `/` and the other public pages in every language are prerendered in English; another
  // language's visitor sees that language's page (`/lang/<locale>…`, rendered per request) at the
  // same address.
  const landingLocale = isLocalizedPublicPath(pathname) ? localeOfRequest(request, null) : "en";
  const addressLocale = parseLocalizedPath(pathname)?.locale ?? null;

  // A database that fails here is not the gate's to answer: the page is drawn, and if it fails
  // in turn, it shows the site's error screen in the visitor's language (app/global-error.tsx). A
  // throw would be Next's last-resort 500 page instead, English for every visitor.
  const gone = await goneAnswer(pathname).catch((error: unknown) => {
    console.error(`The request gate could not check ${pathname}:`, error);
    return null;
  });
  if (gone) return goneResponse(gone.kind, isLocale(addressLocale) ? addressLocale : localeOfRequest(request, null), gone.retryAfterSeconds);

  const staticHashes = landingLocale === "en" ? staticPageScriptHashes(pathname) : undefined;
  if (staticHashes) {
    const response = NextResponse.next();
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: staticHashes }, { development, imageOrigins }),
    );
    return namingCook(response, session);
  }

  // A public recipe page the production server keeps for every visitor: drawn without a nonce
  // (one visitor's nonce would be every visitor's); the server allows its scripts by their hashes.
  if (request.headers.has(WHOLE_PAGE_HEADER) && PUBLIC_RECIPE.test(pathname)) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes: [] }, { development, imageOrigins }));
    // The page's language is its address's (`/lang/de/r/…`), so the layout's <html lang> is right.
    if (isLocale(addressLocale)) requestHeaders.set(URL_LOCALE_HEADER, addressLocale);
    else requestHeaders.delete(URL_LOCALE_HEADER);
    return NextResponse.next({ request: { headers: requestHeaders } });
  }

  // Rendered per request: Next reads the nonce from the request's CSP and stamps its scripts.
  // The not-found page's hashes are added because unknown paths are answered with it.
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(
    { nonce, hashes: notFoundScriptHashes() },
    { development, imageOrigins },
  );
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  requestHeaders.set(REQUESTED_PATH_HEADER, pathname + search);
  const pageLocale = landingLocale !== "en" ? landingLocale : addressLocale;
  // Only the gate names an address's language: a client's own header is dropped.
  if (isLocale(pageLocale)) requestHeaders.set(URL_LOCALE_HEADER, pageLocale);
  else requestHeaders.delete(URL_LOCALE_HEADER);
  const response =
    landingLocale !== "en"
      ? NextResponse.rewrite(new URL(`${localizedPath(pathname, landingLocale)}${search}`, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  if (savedLocale && request.cookies.get(LOCALE_COOKIE)?.value !== savedLocale) response.cookies.set(localeCookie(savedLocale));
  return namingCook(response, session);
}

/**
 * Names the cook whose session the page was drawn for: the service worker keeps the page in that
 * cook's cache alone (config/offline.ts). A session the database has ended since is turned away
 * by the signed-in layout (a redirect, which the worker never keeps).
 */
function namingCook(response: NextResponse, session: SessionClaims | null): NextResponse {
  if (session) response.headers.set(COOK_HEADER, session.uid);
  return response;
}

// /r/<slug>, and the same page in another language at /lang/<locale>/r/<slug> (issue 35).
const PUBLIC_RECIPE = /^(?:\/lang\/(?:de|fr|es))?\/r\/([^/]+)$/;

/**
 * An address that worked and stopped answers 410 Gone (search engines drop it sooner than a
 * 404; the page says why): a public recipe its cook made private or deleted within the last day,
 * and a share link turned off or expired. A page can only say 404, so the gate answers these;
 * and a share link opened too many times just now, which answers 429 before anything is drawn.
 */
async function goneAnswer(pathname: string): Promise<{ kind: GoneKind; retryAfterSeconds?: number } | null> {
  const slug = PUBLIC_RECIPE.exec(pathname)?.[1];
  if (slug) return (await publicRecipeGone(slug)) ? { kind: "recipe" } : null;
  if (!pathname.startsWith(SHARED_PAGE_PREFIX)) return null;
  const verdict = await shareLinkAtGate(pathname.slice(SHARED_PAGE_PREFIX.length));
  if (verdict.state === "busy") return { kind: "link-busy", retryAfterSeconds: verdict.retryAfterSeconds };
  return verdict.state === "revoked" ? { kind: "link-turned-off" } : verdict.state === "expired" ? { kind: "link-expired" } : null;
}

function goneResponse(kind: GoneKind, locale: Locale, retryAfterSeconds?: number): NextResponse {
  const { html, hashes } = gonePage(kind, locale);
  return new NextResponse(html, {
    status: retryAfterSeconds === undefined ? 410 : 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": contentSecurityPolicy({ hashes }, { development, imageOrigins }),
      ...(retryAfterSeconds === undefined ? {} : { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
    },
  });
}

function isSignedInPage(pathname: string): boolean {
  return SIGNED_IN_ROUTES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const config = {
  // Built assets and the API get their headers from next.config.ts: neither is a page, so neither
  // needs a nonce, and every API route checks its caller itself (lib/web/api's route wrapper). The
  // gate's per-request work would otherwise be a third of an API answer's cost.
  matcher: ["/((?!_next/static|_next/image|api/).*)"],
};
