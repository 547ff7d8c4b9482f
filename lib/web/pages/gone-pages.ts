import "server-only";
import fs from "node:fs";
import path from "node:path";
import { GONE_PAGES, type GoneKind } from "@/config/gone-pages";
import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { inlineScriptHashes } from "@/lib/platform/security";

/** A page the request gate answers with 410, and the hashes of its inline scripts for its CSP. */
export type GoneAnswer = { html: string; hashes: string[] };

const built = new Map<GoneKind, GoneAnswer>();

/**
 * The HTML of /gone/<kind> as the build prerendered it (the site's header, footer and styles),
 * read once per process. Without a build (the dev server) a plain page says the same. Issue 35:
 * the prerendered page is English (static, it has no request); a visitor in another language gets
 * the plain page in theirs, which the gate can write without rendering.
 */
export function gonePage(kind: GoneKind, locale: Locale = "en"): GoneAnswer {
  if (locale !== "en") return plainPage(kind, locale);
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

const GONE_KEYS = {
  recipe: ["recipeTitle", "recipeText"],
  "link-turned-off": ["turnedOffTitle", "turnedOffText"],
  "link-expired": ["expiredTitle", "expiredText"],
  "link-busy": ["busyTitle", "busyText"],
} as const satisfies Record<GoneKind, readonly [string, string]>;

// The site's colours and type, inline (the page has no stylesheet of its own; the CSP allows inline styles).
const PLAIN_STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#fffaf3;color:#1f2933;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#9a3412}@media (prefers-color-scheme:dark){body{background:#17120e;color:#f5efe6}a{color:#fdba74}}";

function plainPage(kind: GoneKind, locale: Locale = "en"): GoneAnswer {
  const t = translatorFor(locale, "notFound");
  const [titleKey, textKey] = GONE_KEYS[kind];
  const { title, text } = locale === "en" ? GONE_PAGES[kind] : { title: t(`gone.${titleKey}`), text: t(`gone.${textKey}`) };
  return {
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${title} | Res-pe</title><style>${PLAIN_STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">${t("gone.goToSite")}</a></p></main></body></html>`,
    hashes: [],
  };
}
