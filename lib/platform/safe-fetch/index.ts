/**
 * Fetching from the internet on a cook's behalf without letting them aim the server at itself
 * (SSRF): `safeFetch` resolves each host once, connects to that checked address, follows at most
 * 5 redirects by hand (each checked), only to web ports (80, 443, 8080, 8443), sends no cookies
 * or credentials, and caps time, size and content type. `refusedAddressReason` says why an
 * address is not public.
 */
export { safeFetch, type Resolver } from "./fetch";
