import { AppError } from "@/lib/platform/errors";
import { cleanText, elements, parseHtml, textContent, type HtmlElement } from "./html";
import type { PageIngredients } from "./to-draft";

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
const isRecipe = (value: unknown) =>
  typeof value === "object" && value !== null && typesOf(value).some((type) => /(^|[/:])Recipe$/i.test(type.trim()));

/**
 * Every Recipe in a JSON-LD value: a single object, an array, inside `@graph`, or nested (a
 * WebPage's `mainEntity`), in document order; at most `limit` (the walk stops there). Linear in
 * the values it visits, 12 levels deep at most.
 */
export function recipesInJsonLd(value: unknown, limit = Number.POSITIVE_INFINITY): SchemaObject[] {
  const found: SchemaObject[] = [];
  const visit = (node: unknown, depth: number) => {
    if (found.length >= limit || depth > MAX_DEPTH || typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (isRecipe(node)) {
      found.push(node as SchemaObject);
      return;
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(value, 0);
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
function propertyValue(element: HtmlElement, budget: Budget): unknown {
  if (element.attrs.itemscope !== undefined) return microdataItem(element, budget);
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
      return element.attrs.datetime ?? budgetedText(element, budget);
    case "data":
    case "meter":
      return element.attrs.value ?? budgetedText(element, budget);
    default:
      return budgetedText(element, budget);
  }
}

/**
 * What reading one page's microdata may cost. Each property's value is read from its element's
 * subtree, so nested properties re-read their children: linear in the page for real markup, and
 * up to nesting depth × elements for a hostile page. The visits are counted and capped, so any
 * page up to the 5 MB limit is read in well under a second (tests/recipe-import/adversarial-pages.test.ts).
 */
const MICRODATA_BUDGET = {
  /** Element visits for the whole page: ~10× the elements of a large real recipe page. */
  visits: 1_500_000,
  /** Values kept per property: a recipe lists tens of ingredients, never thousands. */
  valuesPerProperty: 500,
} as const;

const PAGE_TOO_COMPLEX =
  "That page is too large or too complex to read as a recipe. If it shows a recipe, copy the recipe's part of the page's HTML and paste it below.";

type Budget = { visits: number };

function spend(budget: Budget, count = 1) {
  budget.visits -= count;
  if (budget.visits < 0) throw new AppError("payload_too_large", PAGE_TOO_COMPLEX);
}

/** An element's text, counting every element it visits against the page's budget. */
function budgetedText(element: HtmlElement, budget: Budget): string {
  spend(budget, countElements(element, budget));
  return textContent(element);
}

/** The elements below `element` (itself included), stopping as soon as the budget could not pay for them. */
function countElements(element: HtmlElement, budget: Budget): number {
  let count = 0;
  const pending: HtmlElement[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    count += 1;
    if (count > budget.visits) return count;
    for (const child of node.children) if (typeof child !== "string") pending.push(child);
  }
  return count;
}

/** A microdata item as a JSON-LD-like object: its type, and each property's values (a list when several). */
function microdataItem(scope: HtmlElement, budget: Budget): SchemaObject {
  const item: SchemaObject = {};
  const type = (scope.attrs.itemtype ?? "").trim().split(/\s+/)[0];
  if (type) item["@type"] = type.replace(/^https?:\/\/schema\.org\//i, "");
  // Values are gathered in lists kept aside (pushing, never copying: linear in the values), then
  // a property with one value is stored as that value, as JSON-LD would write it.
  const values = new Map<string, unknown[]>();
  const add = (name: string, element: HtmlElement) => {
    let list = values.get(name);
    if (!list) values.set(name, (list = []));
    if (list.length < MICRODATA_BUDGET.valuesPerProperty) list.push(propertyValue(element, budget));
  };
  const pending: HtmlElement[] = [];
  const pushChildren = (element: HtmlElement) => {
    for (let k = element.children.length - 1; k >= 0; k -= 1) {
      const child = element.children[k]!;
      if (typeof child !== "string") pending.push(child);
    }
  };
  pushChildren(scope);
  while (pending.length > 0) {
    const child = pending.pop()!;
    spend(budget);
    const names = (child.attrs.itemprop ?? "").trim().split(/\s+/).filter(Boolean);
    for (const name of names) add(name, child);
    // A nested item's properties are its own, not this item's.
    if (child.attrs.itemscope === undefined) pushChildren(child);
  }
  for (const [name, list] of values) {
    // `Object.defineProperty`: a property named "__proto__" is a plain key, never the prototype.
    Object.defineProperty(item, name, { value: list.length === 1 ? list[0] : list, enumerable: true, writable: true, configurable: true });
  }
  return item;
}

/**
 * The Recipe scopes that are not inside another Recipe scope, in document order, at most
 * MAX_MICRODATA_RECIPES: one walk of the tree (a recipe inside another is already part of it).
 */
function outerRecipeScopes(root: HtmlElement): HtmlElement[] {
  const found: HtmlElement[] = [];
  const pending: HtmlElement[] = [root];
  while (pending.length > 0 && found.length < MAX_MICRODATA_RECIPES) {
    const element = pending.pop()!;
    if (element.attrs.itemscope !== undefined && /schema\.org\/Recipe\b/i.test(element.attrs.itemtype ?? "")) {
      found.push(element);
      continue;
    }
    for (let k = element.children.length - 1; k >= 0; k -= 1) {
      const child = element.children[k]!;
      if (typeof child !== "string") pending.push(child);
    }
  }
  return found;
}

export type PageRecipes = { recipes: SchemaObject[]; from: "json-ld" | "microdata" | null; canonicalUrl: string | null };

/** Whether `html` is not a page but JSON-LD on its own (an exported recipe file pasted). */
export const isJsonText = (html: string) => /^\s*[[{]/.test(html);

/**
 * The page's recipes: JSON-LD first; microdata when no JSON-LD recipe is there. `root` is the
 * page already read into a tree (the import reads it in slices: parseHtmlInSlices).
 */
export function recipesInPage(html: string, root: HtmlElement = isJsonText(html) ? { tag: "", attrs: {}, children: [] } : parseHtml(html)): PageRecipes {
  // An exported recipe file (JSON-LD on its own) reads like a page's script.
  if (isJsonText(html)) return { recipes: recipesInJsonLd(parseJsonLd(html)), from: "json-ld", canonicalUrl: null };
  const all = [...elements(root)];
  const canonical =
    all.find((element) => element.tag === "link" && /\bcanonical\b/i.test(element.attrs.rel ?? ""))?.attrs.href ??
    all.find((element) => element.tag === "meta" && element.attrs.property === "og:url")?.attrs.content ??
    null;
  const fromJsonLd = all
    .filter((element) => element.tag === "script" && /ld\+json/i.test(element.attrs.type ?? ""))
    .flatMap((script) => recipesInJsonLd(parseJsonLd(script.children.join(""))));
  if (fromJsonLd.length > 0) return { recipes: fromJsonLd, from: "json-ld", canonicalUrl: canonical };
  const budget: Budget = { visits: MICRODATA_BUDGET.visits };
  const outer = outerRecipeScopes(root);
  return {
    recipes: outer.map((scope) => microdataItem(scope, budget)),
    from: outer.length > 0 ? "microdata" : null,
    canonicalUrl: canonical,
  };
}

const hasClass = (element: HtmlElement, name: string) => (element.attrs.class ?? "").split(/\s+/).includes(name);
/** A line of an ingredient list: its text, without the tick boxes some cards draw ("▢"). */
const listLine = (element: HtmlElement) => cleanText(textContent(element).replace(/[▢☐□]/g, " "));
const INGREDIENTS_HEADING = /^(ingredients?|zutaten|ingrédients|ingredientes|ingredienti)\s*:?$/i;
/** A heading's own words, two levels down at most (`<h2><span>Ingredients</span></h2>`): bounded, unlike its whole text. */
const headingWords = (element: HtmlElement) =>
  cleanText(
    element.children
      .map((child) => (typeof child === "string" ? child : child.children.filter((inner) => typeof inner === "string").join("")))
      .join(" "),
  );
/** Items of a list read from a page: a recipe has tens of ingredients, never thousands. */
const MAX_PAGE_LIST = 200;

/**
 * The ingredient lists a page shows its readers, for when its JSON-LD is short of them: the
 * recipe plugins' cards (WP Recipe Maker, Tasty Recipes, Mediavine Create), microdata
 * properties, and (`plain`) the first list under a heading that says "Ingredients".
 */
export function pageIngredients(root: HtmlElement): PageIngredients {
  const card: string[] = [];
  const plain: string[] = [];
  let visits = 0;
  let afterHeading = false;
  // One walk in document order; a card's container marks its list items as ingredients.
  const walk = (element: HtmlElement, inCard: boolean) => {
    if (card.length >= MAX_PAGE_LIST || ++visits > 200_000) return;
    const container = inCard || ["tasty-recipes-ingredients", "mv-create-ingredients"].some((name) => hasClass(element, name));
    const itemprop = element.attrs.itemprop ?? "";
    if (hasClass(element, "wprm-recipe-ingredient") || /\b(recipeIngredient|ingredients)\b/.test(itemprop) || (container && element.tag === "li")) {
      const line = listLine(element);
      if (line) card.push(line);
      return;
    }
    if (/^h[1-6]$/.test(element.tag) && INGREDIENTS_HEADING.test(headingWords(element))) afterHeading = plain.length === 0;
    else if (afterHeading && (element.tag === "ul" || element.tag === "ol")) {
      afterHeading = false;
      for (const item of element.children) if (typeof item !== "string" && item.tag === "li" && plain.length < MAX_PAGE_LIST) plain.push(listLine(item));
    }
    for (const child of element.children) if (typeof child !== "string") walk(child, container);
  };
  walk(root, false);
  return { card, plain: plain.filter(Boolean) };
}

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== "");

/**
 * The page's own recipe among several: the first that gives ingredients and steps (a round-up's
 * teasers, name and picture only, come before it on some pages), else the first.
 */
export function mainRecipe(recipes: SchemaObject[]): SchemaObject | undefined {
  const score = (recipe: SchemaObject) => Number(filled(recipe.recipeIngredient ?? recipe.ingredients)) + Number(filled(recipe.recipeInstructions));
  return recipes.reduce<SchemaObject | undefined>((best, recipe) => (best === undefined || score(recipe) > score(best) ? recipe : best), undefined);
}
