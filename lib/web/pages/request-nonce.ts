import "server-only";
import { headers } from "next/headers";

/** The nonce proxy.ts put into this request's Content-Security-Policy (none on static pages). */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
