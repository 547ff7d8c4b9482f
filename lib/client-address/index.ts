/**
 * The address a request came from, as the rate limits see it.
 *
 * X-Forwarded-For is a list that every proxy appends its peer's address to, so only the entries
 * added by proxies we run can be trusted; anything to their left may have been typed by the
 * client. `trustedHops` is the number of such proxies (0 when clients connect directly).
 */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (socketAddress) chain.push(socketAddress);
  const index = Math.max(0, chain.length - 1 - trustedHops);
  return normalizeAddress(chain[index] ?? "unknown");
}

function normalizeAddress(address: string): string {
  return address.replace(/^::ffff:/, "");
}

/**
 * The client address of a request inside the app. The production server (server/serve.ts)
 * replaces X-Forwarded-For with the one resolved address before Next sees the request; hosting
 * platforms that run Next themselves set it to the client's address too.
 */
export function clientAddressOf(request: { headers: Headers }): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first ? normalizeAddress(first) : "unknown";
}
