import { clientAddressHeaders } from "@/lib/platform/client-address/stamp";
import { SAMPLE_SITE_URL } from "@/tooling/samples";

/** Where every request of the suite goes: the site address the test projects pin as SITE_URL. */
export const BASE = SAMPLE_SITE_URL;

let counter = 0;

/** A distinct client address per call, so rate-limit budgets never leak between tests. */
export function uniqueClientIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}:${process.pid}:${Date.now()}:${counter}`;
}

type RequestOptions = { ip?: string; origin?: string | null; headers?: Record<string, string> };

/**
 * A request as a same-origin browser (or a non-browser client, with `origin: null`) sends it,
 * from `ip` as the server would have stamped it (lib/platform/client-address).
 */
export function browserRequest(
  method: string,
  url: string,
  body: BodyInit | undefined,
  { ip = uniqueClientIp(), origin = BASE, headers = {} }: RequestOptions = {},
): Request {
  return new Request(url, {
    method,
    headers: { host: new URL(BASE).host, ...clientAddressHeaders(ip), ...(origin ? { origin } : {}), ...headers },
    body,
  });
}

/** A JSON request (POST unless `method` says otherwise). */
export function jsonRequest(method: string, url: string, body: unknown, options: RequestOptions = {}): Request {
  return browserRequest(method, url, typeof body === "string" ? body : JSON.stringify(body), {
    ...options,
    headers: { "content-type": "application/json", ...options.headers },
  });
}

export function jsonPost(url: string, body: unknown, options: RequestOptions = {}): Request {
  return jsonRequest("POST", url, body, options);
}
