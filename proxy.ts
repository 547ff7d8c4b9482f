import { NextResponse, type NextRequest } from "next/server";
import { mealImageOrigins } from "@/lib/meals/config";
import { contentSecurityPolicy } from "@/lib/security/content-security-policy";
import {
  notFoundScriptHashes,
  staticPageScriptHashes,
} from "@/lib/security/static-page-scripts";

const development = process.env.NODE_ENV === "development";
const imageOrigins = mealImageOrigins();

/** The request gate: every page and API response gets its Content-Security-Policy here. */
export function proxy(request: NextRequest) {
  const staticHashes = staticPageScriptHashes(request.nextUrl.pathname);
  if (staticHashes) {
    const response = NextResponse.next();
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: staticHashes }, { development, imageOrigins }),
    );
    return response;
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
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Built assets get their headers from next.config.ts; the proxy is not needed for them.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
