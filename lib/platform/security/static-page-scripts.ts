import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Hashes of the inline scripts in each prerendered page, written after `next build` by
 * scripts/hash-static-scripts.ts and read by the proxy to build those pages' CSP.
 */
export const STATIC_SCRIPT_HASHES_FILE = path.join(".next", "static-script-hashes.json");
const NOT_FOUND_ROUTE = "/_not-found";

type HashManifest = Record<string, string[]>;

let manifest: HashManifest | undefined;

function loadManifest(): HashManifest {
  if (manifest) return manifest;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), STATIC_SCRIPT_HASHES_FILE), "utf8"),
    ) as HashManifest;
  } catch {
    // No manifest (the dev server, or before the first build): every page gets a nonce.
    return {};
  }
  return manifest;
}

/** The inline-script hashes of a prerendered page, or undefined when the page is rendered per request. */
export function staticPageScriptHashes(pathname: string): string[] | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return loadManifest()[route];
}

/** Unknown paths are answered with the prerendered not-found page. */
export function notFoundScriptHashes(): string[] {
  return loadManifest()[NOT_FOUND_ROUTE] ?? [];
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hash sources ('sha256-…') of the inline scripts in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
