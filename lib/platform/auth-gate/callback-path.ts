export const DEFAULT_SIGNED_IN_PATH = "/home";

/**
 * Where to go after logging in: only a path on this site (never `//evil.example` or an absolute
 * URL, which would make the login page an open redirect), and never back to the entry pages.
 */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const base = "http://res-pe.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (url.origin !== base || /^\/(login|signup)(\/|$)/.test(url.pathname)) return DEFAULT_SIGNED_IN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPathFor(path: string): string {
  return `/login?callbackUrl=${encodeURIComponent(safeCallbackPath(path))}`;
}
