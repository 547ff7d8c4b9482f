import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { AppError } from "@/lib/platform/errors";
import { securityEvent } from "@/lib/platform/security-events";
import { refusedAddressReason } from "./addresses";

/** A host's addresses, as DNS gives them. Tests inject their own (a name that resolves to 127.0.0.1). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type SafeFetchOptions = {
  /** Media types accepted (`text/html`, `image/webp`…); anything else is refused unread. */
  accept: readonly string[];
  /** Largest body read; a larger one is cut off and refused. */
  maxBytes: number;
  /** For the whole fetch, redirects included. Default: 10 s. */
  timeoutMs?: number;
  /** Default: 5. Each one is checked like the first address. */
  maxRedirects?: number;
  /** Tests only (lib/platform/config refuses it in production): 127.0.0.0/8 and ::1 may be reached. */
  allowLoopback?: boolean;
  resolver?: Resolver;
  /** Named in messages: "page" or "picture". */
  what: string;
  /** Who asked, for the security log when an address is refused. */
  requestedBy?: { userId?: string; address?: string };
  /** The cook's request ends: stop fetching. */
  signal?: AbortSignal;
};

export type FetchedResource = {
  /** The address the body came from, after redirects. */
  url: string;
  contentType: string;
  /** The charset the Content-Type header names, if any. */
  charset: string | null;
  body: Buffer;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const USER_AGENT = "Res-pe recipe import (+https://github.com/res-pe)";

const REFUSED = "Res-pe cannot read from that address: it is not a public web address.";
const NOT_AN_ADDRESS = "That is not a web address. It should start with https://.";

/**
 * The ports web pages are served on. Any other would let a cook's address knock on a public
 * host's mail server, Redis or SSH (or, through a redirect, probe which ones answer).
 */
const WEB_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);
const NOT_A_WEB_PORT = "Res-pe reads only from web ports (80, 443, 8080 and 8443). Please check the address.";

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80);

/** A host name DNS can hold: dot-separated labels of letters, digits and inner hyphens (IDNs arrive as xn--). */
const DNS_NAME = /^(?=.{1,253}\.?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/i;
/** Resolver answers meaning the name does not exist (rather than that it could not be looked up). */
const NO_SUCH_NAME: ReadonlySet<string> = new Set(["ENOTFOUND", "ENODATA"]);

function refuse(options: SafeFetchOptions, reason: string, detail: string, message = REFUSED): never {
  securityEvent("import_address_refused", { ...options.requestedBy, reason });
  throw new AppError("invalid_input", message, { detail });
}

const refusePort = (url: URL, options: SafeFetchOptions): never => refuse(options, "port", `port ${portOf(url)}`, NOT_A_WEB_PORT);

/** The URL checked for what may be fetched at all: http(s), no user name or password in it. */
function checkedUrl(raw: string | URL, options: SafeFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("invalid_input", NOT_AN_ADDRESS);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") refuse(options, "scheme", `scheme ${url.protocol}`);
  // Credentials in a URL would be sent as Authorization: never send any.
  if (url.username || url.password) refuse(options, "credentials", "user info in URL");
  return url;
}

/** The one address the connection goes to: every address of the host public, the port a web port. */
async function pinnedAddress(url: URL, options: SafeFetchOptions): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = net.isIP(host);
  let addresses: { address: string; family: 4 | 6 }[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    // "!oq}z" is a host to the URL standard but no name DNS could hold: the cook's typing.
    if (!DNS_NAME.test(host)) throw new AppError("invalid_input", NOT_AN_ADDRESS);
    const notFound = () => new AppError("invalid_input", `Res-pe could not find ${host}. Please check the address.`);
    try {
      addresses = await (options.resolver ?? systemResolver)(host);
    } catch (error) {
      // No such name is a wrong address (the cook's to fix, like a page that is not there); a
      // resolver that cannot answer is a failure on the way (502).
      if (NO_SUCH_NAME.has((error as NodeJS.ErrnoException).code ?? "")) throw notFound();
      throw new AppError("upstream_failed", `Res-pe could not look up ${host} just now. Please try again later.`);
    }
    if (addresses.length === 0) throw notFound();
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address, { allowLoopback: options.allowLoopback });
    if (reason) refuse(options, reason, `${host} → ${address}`);
  }
  const pinned = addresses[0]!;
  // The tests' fake sites listen on 127.0.0.1 at any port: their loopback allowance (never in
  // production, lib/platform/config) spares the port of a loopback address and of nothing else.
  const testSite = options.allowLoopback && refusedAddressReason(pinned.address) === "loopback";
  if (!WEB_PORTS.has(portOf(url)) && !testSite) refusePort(url, options);
  return pinned;
}

type Answer = { status: number; location: string | null; contentType: string; charset: string | null; length: number | null; response: http.IncomingMessage };

/** One request to the pinned address, no cookies, no credentials, no compression to unpack. */
function request(url: URL, pinned: { address: string; family: 4 | 6 }, accept: readonly string[], signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: "GET",
        agent: false,
        signal,
        headers: { accept: `${accept.join(", ")};q=1, */*;q=0.1`, "user-agent": USER_AGENT, "accept-encoding": "identity" },
        // DNS was asked once, above; the connection goes to that address whatever DNS says now.
        lookup: (_hostname, lookupOptions, callback) => {
          const done = callback as (...args: unknown[]) => void;
          if ((lookupOptions as { all?: boolean }).all) done(null, [pinned]);
          else done(null, pinned.address, pinned.family);
        },
      },
      (response) => {
        const length = Number(response.headers["content-length"]);
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          contentType: (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase(),
          charset: /charset=["']?([\w-]+)/i.exec(response.headers["content-type"] ?? "")?.[1] ?? null,
          length: Number.isFinite(length) ? length : null,
          response,
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new AppError("upstream_failed", `The ${what} is larger than ${maxBytes / 1024 / 1024} MB, more than Res-pe reads.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a public http(s) resource on a cook's behalf, so that it cannot be turned against the
 * server (SSRF): each host resolved once and the connection made to that address, refused when
 * any of its addresses is not public (addresses.ts) or the port is not a web port; redirects
 * followed by hand, each checked the same way, at most 5; no cookies or credentials; one time
 * limit for the whole fetch; the body read only when its type is accepted, and only up to
 * `maxBytes`.
 */
export async function safeFetch(target: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = checkedUrl(target, options);
  try {
    for (let hop = 0; ; hop += 1) {
      const pinned = await pinnedAddress(url, options);
      signal.throwIfAborted();
      const answer = await request(url, pinned, options.accept, signal);
      if (REDIRECTS.has(answer.status) && answer.location) {
        answer.response.resume();
        if (hop >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
          throw new AppError("upstream_failed", `The ${options.what}'s address redirects too many times.`);
        }
        url = checkedUrl(new URL(answer.location, url), options);
        continue;
      }
      if (answer.status < 200 || answer.status > 299) {
        answer.response.resume();
        throw new AppError("upstream_failed", `The site answered with an error (HTTP ${answer.status}) instead of the ${options.what}.`);
      }
      if (!options.accept.includes(answer.contentType)) {
        answer.response.destroy();
        throw new AppError(
          "upstream_failed",
          `That address is not a ${options.what} Res-pe can read (it sent ${answer.contentType || "no type"}).`,
        );
      }
      if (answer.length !== null && answer.length > options.maxBytes) {
        answer.response.destroy();
        throw new AppError("upstream_failed", `The ${options.what} is larger than ${options.maxBytes / 1024 / 1024} MB, more than Res-pe reads.`);
      }
      const body = await readCapped(answer.response, options.maxBytes, options.what);
      return { url: url.href, contentType: answer.contentType, charset: answer.charset, body };
    }
  } catch (error) {
    if (timeout.aborted) {
      throw new AppError("upstream_timeout", `The site took longer than ${timeoutMs / 1000} seconds to send the ${options.what}.`);
    }
    if (options.signal?.aborted) throw new AppError("client_closed", "The request was cancelled.");
    if (error instanceof AppError) throw error;
    throw new AppError("upstream_failed", `Res-pe could not reach that site to read the ${options.what}.`, {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
