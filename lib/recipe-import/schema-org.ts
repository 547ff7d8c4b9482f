import { elements, parseHtml, textContent, type HtmlElement } from "./html";

/** A schema.org object as a page gives it: any JSON-LD shape, or microdata read into the same. */
export type SchemaObject = Record<string, unknown>;

const MAX_DEPTH = 12;
/** A page lists a few recipes at most; beyond that it is not a recipe page but a trap. */
const MAX_MICRODATA_RECIPES = 20;

function typesOf(value: unknown): string[] {
  const type = (value as SchemaObject)["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
}

/** "Recipe", "schema:Recipe", "https://schema.org/Recipe". */
export const isRecipe = (value: unknown) =>
  typeof value === "object" && value !== null && typesOf(value).some((type) => /(^|[/:])Recipe$/i.test(type.trim()));

/**
 * Every Recipe in a JSON-LD value: a single object, an array, inside `@graph`, or nested (a
 * WebPage's `mainEntity`), in document order.
 */
export function recipesInJsonLd(value: unknown, found: SchemaObject[] = [], depth = 0): SchemaObject[] {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return found;
  if (Array.isArray(value)) {
    for (const item of value) recipesInJsonLd(item, found, depth + 1);
    return found;
  }
  if (isRecipe(value)) {
    found.push(value as SchemaObject);
    return found;
  }
  for (const child of Object.values(value)) recipesInJsonLd(child, found, depth + 1);
  return found;
}

/** A script's JSON, also when a site wrapped it in a comment or CDATA or left raw line breaks in strings. */
function parseJsonLd(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\*\s*<!\[CDATA\[\s*\*\/|\/\*\s*\]\]>\s*\*\/$/g, "")
    .trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(trimmed.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

/** The value of one microdata property element (HTML's rules: content, src, href, datetime, text). */
function propertyValue(element: HtmlElement): unknown {
  if (element.attrs.itemscope !== undefined) return microdataItem(element);
  if (element.attrs.content !== undefined) return element.attrs.content;
  switch (element.tag) {
    case "img":
    case "audio":
    case "video":
    case "source":
    case "iframe":
    case "embed":
      return element.attrs.src ?? "";
    case "a":
    case "link":
    case "area":
      return element.attrs.href ?? "";
    case "object":
      return element.attrs.data ?? "";
    case "time":
      return element.attrs.datetime ?? textContent(element);
    case "data":
    case "meter":
      return element.attrs.value ?? textContent(element);
    default:
      return textContent(element);
  }
}

/** A microdata item as a JSON-LD-like object: its type, and each property's values (a list when several). */
function microdataItem(scope: HtmlElement): SchemaObject {
  const item: SchemaObject = {};
  const type = (scope.attrs.itemtype ?? "").trim().split(/\s+/)[0];
  if (type) item["@type"] = type.replace(/^https?:\/\/schema\.org\//i, "");
  const add = (name: string, value: unknown) => {
    const seen = item[name];
    item[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  };
  const walk = (element: HtmlElement) => {
    for (const child of element.children) {
      if (typeof child === "string") continue;
      const names = (child.attrs.itemprop ?? "").trim().split(/\s+/).filter(Boolean);
      for (const name of names) add(name, propertyValue(child));
      // A nested item's properties are its own, not this item's.
      if (child.attrs.itemscope === undefined) walk(child);
    }
  };
  walk(scope);
  return item;
}

export type PageRecipes = { recipes: SchemaObject[]; from: "json-ld" | "microdata" | null; canonicalUrl: string | null };

/** The page's recipes: JSON-LD first; microdata when no JSON-LD recipe is there. */
export function recipesInPage(html: string): PageRecipes {
  const trimmed = html.trim();
  // An exported recipe file (JSON-LD on its own) reads like a page's script.
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    return { recipes: recipesInJsonLd(parseJsonLd(trimmed)), from: "json-ld", canonicalUrl: null };
  }
  const root = parseHtml(html);
  const all = [...elements(root)];
  const canonical =
    all.find((element) => element.tag === "link" && /\bcanonical\b/i.test(element.attrs.rel ?? ""))?.attrs.href ??
    all.find((element) => element.tag === "meta" && element.attrs.property === "og:url")?.attrs.content ??
    null;
  const fromJsonLd = all
    .filter((element) => element.tag === "script" && /ld\+json/i.test(element.attrs.type ?? ""))
    .flatMap((script) => recipesInJsonLd(parseJsonLd(script.children.join(""))));
  if (fromJsonLd.length > 0) return { recipes: fromJsonLd, from: "json-ld", canonicalUrl: canonical };
  const scopes = all
    .filter((element) => element.attrs.itemscope !== undefined && /schema\.org\/Recipe\b/i.test(element.attrs.itemtype ?? ""))
    .slice(0, MAX_MICRODATA_RECIPES);
  // A recipe inside another recipe's scope is already part of it.
  const outer = scopes.filter((scope) => !scopes.some((other) => other !== scope && [...elements(other)].includes(scope)));
  return {
    recipes: outer.map(microdataItem),
    from: outer.length > 0 ? "microdata" : null,
    canonicalUrl: canonical,
  };
}
