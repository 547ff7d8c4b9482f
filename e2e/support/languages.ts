import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SIGNED_IN_ROUTES } from "../../config/routes";
import { expect } from "./fixtures";

/**
 * Issue 35's guard, for every spec that draws a page in German: the page shows none of the
 * English sentences its words were translated from.
 */

type Tree = { [key: string]: string | Tree };
const MESSAGES = path.join("lib", "platform", "i18n", "messages");

/** A namespace's messages by dotted key ("plan.thisWeek"). */
function flatten(tree: Tree, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = `${prefix}.${key}`;
    if (typeof value === "string") out.set(at, value);
    else for (const [inner, text] of flatten(value, at)) out.set(inner, text);
  }
  return out;
}

/** Every message of a language from the namespace files (each holds its four languages side by side). */
function messagesOf(locale: "en" | "de" | "fr" | "es"): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of fs.readdirSync(MESSAGES).filter((name) => name.endsWith(".json"))) {
    const languages = JSON.parse(fs.readFileSync(path.join(MESSAGES, file), "utf8")) as Record<string, Tree>;
    for (const [key, text] of flatten(languages[locale]!, file.slice(0, -".json".length))) all.set(key, text);
  }
  return all;
}

/**
 * Every English message of two words or more that German words differently, cut at its
 * placeholders, plural branches and tags (a name in it is the cook's, not ours).
 */
const ENGLISH_SENTENCES = (() => {
  const german = messagesOf("de");
  const sentences = new Set<string>();
  for (const [key, english] of messagesOf("en")) {
    if (german.get(key) === english) continue;
    for (const part of english.split(/<\/?\w+>|\{[^{}]*\{|\}[^{}]*\{|\{[^}]*\}|[{}]/)) {
      const sentence = part.replace(/#/g, "").trim();
      if (sentence.split(/\s+/).length >= 2) sentences.add(sentence);
    }
  }
  return [...sentences];
})();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page's title and text show no English sentence, as whole words ("Meal planner" in a hint is
 * not the title "Meal plan"). Text marked English on purpose (`lang="en"`: the tips' own texts,
 * the API reference) is left out, and so is text no language translates (`translate="no"`: a
 * command such as `npm run restore`).
 */
export async function expectNoEnglishSentence(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const english of body.querySelectorAll('[lang="en"], [translate="no"]')) english.remove();
    // innerText needs the copy laid out: in the document, for a moment.
    document.documentElement.append(body);
    const text = body.innerText;
    body.remove();
    return `${document.title}\n${text}`;
  });
  // The plain search first: a regular expression per sentence tried at every place of the page's
  // text took seconds on a busy machine (1,149 sentences), and most sentences are not there at all.
  const found = ENGLISH_SENTENCES.filter(
    (sentence) => shown.includes(sentence) && new RegExp(`(^|[^\\p{L}])${escaped(sentence)}($|[^\\p{L}])`, "u").test(shown),
  );
  expect(found, `English on ${page.url()}`).toEqual([]);
}

/**
 * One address of every page of the signed-in half (config/routes.ts's SIGNED_IN_ROUTES; /admin is
 * the site admin's), for the specs that read them all in another language. A route added there
 * and not here stops those specs at once, rather than go unread.
 */
export function signedInPages(meal: { id: string; category: string }): string[] {
  const pages = [
    "/home",
    `/category?c=${encodeURIComponent(meal.category)}`,
    `/recipeDetail/${meal.id}`,
    "/saved",
    "/myRecipes",
    "/myRecipes/new",
    "/myRecipes/import",
    "/plan",
    "/shopping",
    "/pantry",
    "/household",
    "/account",
    "/aiChef",
    "/ranking",
    "/about",
    "/contact",
    "/tips",
  ];
  const unread = SIGNED_IN_ROUTES.filter((route) => route !== "/admin" && !pages.some((page) => page === route || page.startsWith(`${route}/`) || page.startsWith(`${route}?`)));
  if (unread.length > 0) throw new Error(`Signed-in pages no language spec reads: ${unread.join(", ")} (add them to e2e/support/languages.ts)`);
  return pages;
}
