import { parseHTML } from "linkedom";
import { AppError } from "@/lib/platform/errors";
import type { SchemaObject } from "../../schema-org";
import {
  MAX_ITEMS, durationOf, entriesByPath, folderOf, heading, migrated, oneLine, paragraphs, picturesAt, ratingOf, resolvePath, schemaRecipe, section, step,
  textOf, uniqueNames, unreadableAt,
} from "./shared";
import type { MigratedRecipe, MigrationEntry, MigrationFormat, UnreadableRecipe } from "./types";
import { checkNote, type CheckNote } from "../../check-notes";

/**
 * Copy Me That's export: `recipes.html`, one `div.recipe` per recipe, and `images/`. Inside a
 * recipe the site marks each part by id (`name`, `description`, `original_link`, `recipeYield` or
 * `servings`, `ratingValue`, `starred`, `made_this`, `recipeIngredients`, `recipeInstructions`,
 * `recipeNotes`) or class (`recipeCategory` tags after a "Tags:" label, `recipeImage` photos,
 * `…_subheader` headings, `…_spacer` gaps). Ids repeat from recipe to recipe, so every lookup is
 * made inside its recipe's div. The layout changed over the years; both known ones are read.
 *
 * Work: the page is cut at each recipe's opening tag (one regular-expression pass), and each
 * recipe's part is parsed alone by linkedom (linear in its size, at most MAX_RECIPE_CHARS), so a
 * broken recipe cannot spoil the others and no parse holds the whole page; each lookup walks
 * only that recipe; at most MAX_RECIPES recipes. In all, linear in the page, which the job bounds.
 */

const MAX_RECIPES = 10_000;
/** A recipe with its notes is a few kilobytes of HTML; one of a megabyte is not a recipe. */
const MAX_RECIPE_CHARS = 1024 * 1024;
const RECIPE_START = /<div\b[^<>]*\bclass=["']recipe["'][^<>]*>/gi;
/** The page's start and its first recipe: a long style block comes first, 256 KB is past it. */
const HEAD_BYTES = 256 * 1024;

type Element = {
  id: string;
  className: string;
  textContent: string | null;
  children: ArrayLike<Element>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
};

const isPage = (entry: MigrationEntry) => /\.html?$/i.test(entry.path) || /^\s*<(!doctype html|html)/i.test(textOf(entry.bytes, 64));
function looksLikeCopyMeThat(entry: MigrationEntry): boolean {
  if (!isPage(entry)) return false;
  const head = textOf(entry.bytes, HEAD_BYTES);
  return /class=["']recipe["']/.test(head) && /id=["']recipeIngredients["']|class=["']recipeIngredient["']/.test(head);
}

const textIn = (element: Element | null) => oneLine(element?.textContent ?? "");
const classes = (element: Element) => element.className.split(/\s+/);
const list = (elements: ArrayLike<Element>) => Array.from(elements).slice(0, MAX_ITEMS);

/** The items of a list by id, or, in older pages without it, every item of the class. */
const itemsOf = (recipe: Element, listId: string, itemClass: string) => {
  const container = recipe.querySelector(`#${listId}`);
  return container ? list(container.children) : list(recipe.querySelectorAll(`li.${itemClass}`));
};

function ingredientsOf(recipe: Element): string[] {
  return itemsOf(recipe, "recipeIngredients", "recipeIngredient").flatMap((item) => {
    const text = textIn(item);
    if (!text || classes(item).includes("recipeIngredient_spacer")) return [];
    return [classes(item).includes("recipeIngredient_subheader") ? heading(text) : text];
  });
}

function instructionsOf(recipe: Element): SchemaObject[] {
  const steps: SchemaObject[] = [];
  let current: SchemaObject[] | null = null;
  for (const item of itemsOf(recipe, "recipeInstructions", "instruction")) {
    const text = textIn(item);
    if (!text) continue;
    if (classes(item).includes("instruction_subheader")) {
      current = [];
      steps.push(section(text, current));
    } else (current ?? steps).push(step(text));
  }
  // A sub-header with no step under it says nothing to cook.
  return steps.filter((item) => item["@type"] !== "HowToSection" || (item.itemListElement as unknown[]).length > 0);
}

/** A time by whichever mark the layout used: `meta="prepTime"`, `itemprop`, or an id. */
function timeOf(recipe: Element, name: string): string | undefined {
  const element = recipe.querySelector(`[meta="${name}"], [itemprop="${name}"], #${name}`);
  return element ? durationOf(element.getAttribute("content") ?? textIn(element)) : undefined;
}

function readRecipe(recipe: Element, index: number, folder: string, byPath: ReadonlyMap<string, Uint8Array>): MigratedRecipe | UnreadableRecipe {
  const name = textIn(recipe.querySelector("#name"));
  if (!name) return unreadableAt(checkNote("recipeNumber", { number: index + 1 }), checkNote("noName"));
  const linkElement = recipe.querySelector("#original_link");
  const link = oneLine(linkElement?.getAttribute("href") ?? "") || textIn(linkElement);
  const notCarried: CheckNote[] = [];
  if (textIn(recipe.querySelector("#made_this"))) notCarried.push(checkNote("madeThis"));
  const photos = list(recipe.querySelectorAll("img.recipeImage"))
    .map((image) => resolvePath(folder, image.getAttribute("src") ?? ""))
    .filter((path): path is string => Boolean(path));
  const pictures = picturesAt(photos, byPath, notCarried);
  const notes = list(recipe.querySelectorAll("li.recipeNote")).map(textIn).filter(Boolean);
  const tags = list(recipe.querySelectorAll(".recipeCategory")).map(textIn).filter((tag) => !/^tags:?$/i.test(tag));
  const rating = recipe.querySelector("#ratingValue");
  return migrated({
    sourceId: recipe.id || (link ? `${name}|${link}` : name),
    recipe: schemaRecipe({
      name,
      description: paragraphs(recipe.querySelector("#description")?.textContent ?? ""),
      url: link,
      recipeYield: textIn(recipe.querySelector("#recipeYield, #servings")).replace(/^(servings|serves|yield|portions?)\s*:\s*/i, ""),
      prepTime: timeOf(recipe, "prepTime"),
      cookTime: timeOf(recipe, "cookTime"),
      totalTime: timeOf(recipe, "totalTime"),
      recipeIngredient: ingredientsOf(recipe),
      recipeInstructions: instructionsOf(recipe),
    }),
    pictures,
    notes: notes.length > 0 ? notes.join("\n\n") : paragraphs(recipe.querySelector("#recipeNotes")?.textContent ?? "") || null,
    rating: ratingOf(rating?.getAttribute("content") ?? textIn(rating)),
    // A starred recipe is one of the cook's favourites: kept as a tag, as Tandoor and Mealie do.
    tags: uniqueNames([...tags, ...(textIn(recipe.querySelector("#starred")) ? ["Favorite"] : [])]),
    notCarried,
  });
}

export const copyMeThat: MigrationFormat = {
  id: "copymethat",
  label: "Copy Me That",
  detect: (upload) => upload.entries.some(looksLikeCopyMeThat),
  *read(upload) {
    const pages = upload.entries.filter(looksLikeCopyMeThat);
    if (pages.length === 0) throw new AppError("invalid_input", "This is not a Copy Me That export: it holds no page of recipes.", { messageCode: "notCopyMeThat" });
    const byPath = entriesByPath(upload.entries);
    let count = 0;
    for (const page of pages) {
      const html = textOf(page.bytes);
      const starts = Array.from(html.matchAll(RECIPE_START), (match) => match.index);
      for (const [index, start] of starts.entries()) {
        if (count++ >= MAX_RECIPES) {
          yield unreadableAt(checkNote("restOfPage"), checkNote("onlyFirstRecipes", { max: MAX_RECIPES.toLocaleString("en") }));
          return;
        }
        const end = starts[index + 1] ?? html.length;
        if (end - start > MAX_RECIPE_CHARS) {
          yield unreadableAt(checkNote("recipeNumber", { number: index + 1 }), checkNote("tooLargeForRecipe"));
          continue;
        }
        const { document } = parseHTML(html.slice(start, end));
        const recipe = document.querySelector("div.recipe") as unknown as Element | null;
        yield recipe ? readRecipe(recipe, index, folderOf(page.path), byPath) : unreadableAt(checkNote("recipeNumber", { number: index + 1 }), checkNote("cannotBeRead"));
      }
    }
  },
};
