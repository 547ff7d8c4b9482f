/**
 * What each page of a Next 16 build sends as script before it can run (issue 31): its
 * "first-load JavaScript", gzip bytes, read from the build's manifests (deterministic: the same
 * build gives the same bytes, whatever the machine's load).
 *
 * Next 16 writes no app-build-manifest.json any more. A page's scripts are:
 * - `rootMainFiles` in .next/build-manifest.json: the runtime, React and the router, on every page
 *   (`polyfillFiles` are `nomodule` scripts, which no current browser loads: not counted);
 * - the `entryJSFiles` of its client reference manifest
 *   (.next/server/app/<route>/page_client-reference-manifest.js): the chunks of the root layout,
 *   every layout between, and the page itself, which the page's HTML loads with `async` scripts.
 * Chunks loaded later (a `dynamic()` or `import()` on interaction) are in neither list.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

export type PageWeight = { route: string; files: string[]; bytes: number; gzipBytes: number };

type ReferenceManifest = { entryJSFiles?: Record<string, string[]> };

const gzipCache = new Map<string, number>();

/** gzip -9, as Next's own size figures and a server's static compression would send it. */
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The manifest file is a script that assigns globalThis.__RSC_MANIFEST[entry]: run it in a sandbox. */
function readReferenceManifest(file: string): Record<string, ReferenceManifest> {
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ReferenceManifest> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { timeout: 1000 });
  return sandbox.__RSC_MANIFEST ?? {};
}

/** Every App Router page of the build in `distDir` (not route handlers), with its first-load script. */
export function firstLoadWeights(distDir: string): PageWeight[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const rootMain = buildManifest.rootMainFiles ?? [];
  if (rootMain.length === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles: not a Next 16 App Router build?`);
  const weights: PageWeight[] = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page")) continue;
    // Next's own pages (its not-found page, /_not-found) are not ours to weigh.
    if (route.startsWith("/_")) continue;
    const manifestFile = path.join(distDir, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!fs.existsSync(manifestFile)) throw new Error(`No client reference manifest for ${route} (${manifestFile})`);
    const manifest = readReferenceManifest(manifestFile)[entry];
    if (!manifest?.entryJSFiles) throw new Error(`The client reference manifest of ${route} has no entryJSFiles`);
    const files = [...new Set([...rootMain, ...Object.values(manifest.entryJSFiles).flat()])].filter((file) => file.endsWith(".js"));
    const absolute = files.map((file) => path.join(distDir, file));
    weights.push({
      route,
      files,
      bytes: absolute.reduce((sum, file) => sum + fs.statSync(file).size, 0),
      gzipBytes: absolute.reduce((sum, file) => sum + gzipSize(file), 0),
    });
  }
  return weights.sort((a, b) => a.route.localeCompare(b.route));
}
