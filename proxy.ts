import { NextResponse, type NextRequest } from "next/server";
import { REQUESTED_PATH_HEADER, SIGNED_IN_ROUTES } from "@/config/routes";
import { COOK_HEADER } from "@/config/offline";
import { decodeSessionToken, loginPathFor, readSessionCookie, type SessionClaims } from "@/lib/platform/auth-gate";
import { loadConfig, mealImageOrigins } from "@/lib/platform/config";
import { LOCALIZED_LANDING_PREFIX, URL_LOCALE_HEADER, isLocale, localeOfRequest } from "@/lib/platform/i18n";
import { contentSecurityPolicy, notFoundScriptHashes, staticPageScriptHashes } from "@/lib/platform/security";
import { publicRecipeGone } from "@/lib/web/pages";

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
  if (isSignedInPage(pathname) && !session) {
    return NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url));
  }

  const gone = await goneRecipeAnswer(pathname);
  if (gone) return gone;

  // Issue 35: `/` is prerendered in English; another language's visitor sees that language's
  // landing page (`/lang/<locale>`, rendered per request) at the same address.
  const landingLocale = pathname === "/" ? localeOfRequest(request, null) : "en";
  const addressLocale = pathname.startsWith(LOCALIZED_LANDING_PREFIX) ? pathname.slice(LOCALIZED_LANDING_PREFIX.length) : null;

  const staticHashes = landingLocale === "en" ? staticPageScriptHashes(pathname) : undefined;
  if (staticHashes) {
    const response = NextResponse.next();
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: staticHashes }, { development, imageOrigins }),
    );
    return namingCook(response, session);
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
      ? NextResponse.rewrite(new URL(`${LOCALIZED_LANDING_PREFIX}${landingLocale}${search}`, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
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

const PUBLIC_RECIPE = /^\/r\/([^/]+)$/;

/**
 * A public recipe its cook made private within the last day answers 410 Gone (search engines
 * then drop it sooner than for a 404); a page can only say 404, so the gate answers it.
 */
async function goneRecipeAnswer(pathname: string): Promise<NextResponse | null> {
  const slug = PUBLIC_RECIPE.exec(pathname)?.[1];
  if (!slug || !(await publicRecipeGone(slug))) return null;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>Recipe no longer shared | Res-pe</title></head><body><main><h1>This recipe is no longer shared</h1><p>Its cook made it private.</p><p><a href="/">Go to Res-pe</a></p></main></body></html>`;
  return new NextResponse(page, {
    status: 410,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": contentSecurityPolicy({ hashes: [] }, { development, imageOrigins }),
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
