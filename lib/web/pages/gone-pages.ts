import "server-only";
import fs from "node:fs";
import path from "node:path";
import { GONE_PAGES, type GoneKind } from "@/config/gone-pages";
import { inlineScriptHashes } from "@/lib/platform/security";

/** A page the request gate answers with 410, and the hashes of its inline scripts for its CSP. */
export type GoneAnswer = { html: string; hashes: string[] };

const built = new Map<GoneKind, GoneAnswer>();

/**
 * The HTML of /gone/<kind> as the build prerendered it (the site's header, footer and styles),
 * read once per process. Without a build (the dev server) a plain page says the same.
 */
export function gonePage(kind: GoneKind): GoneAnswer {
  const known = built.get(kind);
  if (known) return known;
  let html: string;
  try {
    html = fs.readFileSync(path.join(process.cwd(), ".next", "server", "app", "gone", `${kind}.html`), "utf8");
  } catch {
    return plainPage(kind);
  }
  const page = { html, hashes: inlineScriptHashes(html) };
  built.set(kind, page);
  return page;
}

function plainPage(kind: GoneKind): GoneAnswer {
  const { title, text } = GONE_PAGES[kind];
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${title} | Res-pe</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to Res-pe</a></p></main></body></html>`,
    hashes: [],
  };
}
