import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { firstLoadWeights } from "../../scripts/weight/first-load";

let dist = "";
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A build folder laid out as Next 16 writes it: the runtime on every page, each page's own chunks in its client reference manifest. */
function writeBuild(chunks: Record<string, string>, pages: Record<string, string[]>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "res-pe-weight-"));
  fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) fs.writeFileSync(path.join(dist, "static", "chunks", name), text);
  fs.writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({ polyfillFiles: ["static/chunks/polyfill.js"], rootMainFiles: ["static/chunks/runtime.js"] }),
  );
  const routes: Record<string, string> = { "/api/meals/route": "/api/meals" };
  for (const [entry, files] of Object.entries(pages)) {
    routes[entry] = entry.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";
    const file = path.join(dist, "server", "app", `${entry}_client-reference-manifest.js`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const manifest = { clientModules: {}, entryJSFiles: { "[project]/app/layout": ["static/chunks/layout.js"], [`[project]/app${entry}`]: files } };
    fs.writeFileSync(file, `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify(manifest)};`);
  }
  fs.writeFileSync(path.join(dist, "app-path-routes-manifest.json"), JSON.stringify(routes));
}

const gz = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe("first-load script of each page", () => {
  it("adds the runtime, the layouts' and the page's own chunks (each once), not the polyfills nor route handlers", () => {
    const runtime = "r".repeat(5000);
    const layout = "l".repeat(300);
    const form = JSON.stringify(Array.from({ length: 400 }, (_, i) => `field${i}`));
    writeBuild(
      { "runtime.js": runtime, "layout.js": layout, "form.js": form, "polyfill.js": "p".repeat(9000), "shared.css": "x" },
      { "/(public)/login/page": ["static/chunks/form.js", "static/chunks/layout.js", "static/chunks/shared.css"], "/(public)/page": [] },
    );
    const weights = firstLoadWeights(dist);
    expect(weights.map((page) => page.route)).toEqual(["/", "/login"]);
    expect(weights[0]).toMatchObject({ bytes: 5300, gzipBytes: gz(runtime) + gz(layout) });
    expect(weights[1]).toMatchObject({ bytes: 5300 + form.length, gzipBytes: gz(runtime) + gz(layout) + gz(form) });
  });
});
