/**
 * After `next build`: records the hashes of the inline scripts of every prerendered page, so
 * those pages keep a strict CSP (no 'unsafe-inline') while being served from the build cache;
 * and compresses the pages the server answers from memory, once here rather than in every server
 * process at every start (server/prerendered-pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  inlineScriptHashes,
  STATIC_SCRIPT_HASHES_FILE,
} from "../lib/platform/security";
import { precompressPrerenderedPages, SAME_FOR_EVERYONE } from "../server/prerendered-pages";

export function hashStaticScripts(distDir = ".next"): Record<string, string[]> {
  const appDir = path.join(distDir, "server", "app");
  const manifest: Record<string, string[]> = {};
  for (const file of fs.readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const route = "/" + file.slice(0, -".html".length).split(path.sep).join("/");
    const html = fs.readFileSync(path.join(appDir, file), "utf8");
    manifest[route === "/index" ? "/" : route] = inlineScriptHashes(html);
  }
  fs.writeFileSync(STATIC_SCRIPT_HASHES_FILE, JSON.stringify(manifest, null, 2));
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const manifest = hashStaticScripts();
  console.log(`Hashed the inline scripts of ${Object.keys(manifest).length} prerendered pages.`);
  console.log(`Compressed ${precompressPrerenderedPages(".next", SAME_FOR_EVERYONE)} pages served from memory.`);
}
