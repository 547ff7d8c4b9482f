import type http from "node:http";
import { ASSET_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "../lib/platform/security";

export const MALFORMED_PATH_MESSAGE = "This address is not valid: it has a broken %-escape (not UTF-8).";

/**
 * Refuses a request whose path cannot be decoded (`/api/meals/%FF`, `%C3%28`): Next decodes
 * the dynamic segments of a route itself, and a URIError there became a bare text/plain 500,
 * unlogged, before any of our code ran. A client mistake is a 400 with the API's `{ message }`.
 * True when it answered.
 */
export function refuseMalformedPath(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    const body = JSON.stringify({ message: MALFORMED_PATH_MESSAGE });
    // The headers next.config gives every API answer, since this one never reaches Next.
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("Content-Security-Policy", ASSET_CONTENT_SECURITY_POLICY);
    res.writeHead(400, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "cache-control": "no-store" });
    res.end(body);
    return true;
  }
}
