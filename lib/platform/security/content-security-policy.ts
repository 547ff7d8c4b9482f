/**
 * The Content-Security-Policy of every page. Scripts run only from our origin, plus the inline
 * scripts Next writes into a page (its React payload): a prerendered page has them fixed at build
 * time, so they are allowed by hash; a page rendered per request gets a fresh nonce instead.
 */
export type InlineScriptAllowance = { nonce?: string; hashes?: readonly string[] };

export function contentSecurityPolicy(
  { nonce, hashes = [] }: InlineScriptAllowance,
  { development = false, imageOrigins = [] as readonly string[] } = {},
): string {
  const scriptSources = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes.map((hash) => `'${hash}'`),
    // React's development build evaluates code to rebuild server stack traces; never in production.
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Toasts and Next's route announcer insert style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Live meal mode shows TheMealDB's own pictures; otherwise every picture is ours.
    `img-src 'self' data: blob:${imageOrigins.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For responses that are never documents (scripts, styles, JSON): nothing may run or frame them. */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, whatever produced it. */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * Browsers that once reached an https site over https use nothing else for a year (HSTS), so a
 * network in between cannot strip TLS from a later visit. Only for an https SITE_URL: over plain
 * http (a laptop, localhost) browsers ignore it, and it must never pin a site that has no TLS.
 */
const STRICT_TRANSPORT_SECURITY = { key: "Strict-Transport-Security", value: "max-age=31536000" } as const;

/** The security headers of every response on the site whose public address is `siteUrl`. */
export function securityHeaders(siteUrl: string): ReadonlyArray<{ key: string; value: string }> {
  return siteUrl.startsWith("https:") ? [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] : SECURITY_HEADERS;
}
