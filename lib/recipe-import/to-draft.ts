import { DIFFICULTIES, MAX_INGREDIENTS, MEAL_CATEGORIES, MINUTES_LIMITS } from "@/config/meals";
import { parseIngredientLine } from "@/lib/ingredients";
import { RECIPE_LIMITS } from "@/lib/validations/recipes";
import type { ImportedRecipe } from "@/lib/validations/recipe-import";
import { recipeMinutes } from "./durations";
import { cleanLines, cleanText } from "./html";
import type { SchemaObject } from "./schema-org";
import { yieldOf } from "./yields";
import { checkNote, englishNote, type CheckNote } from "./check-notes";

export type RecipeDraft = ImportedRecipe["recipe"];

/** Res-pe's own fields beside schema.org's in an export, so reading it back loses nothing. */
export const RES_PE_EXTENSION = "resPeRecipe";

const DEFAULT_SERVINGS = 4;

/**
 * Items of a list that are read: no field of a recipe has more (steps, ingredients, keywords,
 * pictures), so a page's million-item list costs no more than its first thousand.
 */
const MAX_LIST_ITEMS = 1_000;
const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.slice(0, MAX_LIST_ITEMS) : [value];

/** The first text of a value: a string, a number, or an object's `name`/`text`/`@value`. */
function firstText(value: unknown): string {
  for (const item of list(value)) {
    if (typeof item === "string" || typeof item === "number") {
      const text = cleanText(String(item));
      if (text) return text;
    } else if (typeof item === "object" && item !== null) {
      const object = item as SchemaObject;
      const text = firstText(object["@value"] ?? object.name ?? object.text);
      if (text) return text;
    }
  }
  return "";
}

function absoluteUrl(value: string, base: string | null): string | null {
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "data:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Picture addresses: a string, an ImageObject (`url`/`contentUrl`), or a list of either. */
function pictureUrls(value: unknown, base: string | null): string[] {
  const urls = list(value).flatMap((item) => {
    if (typeof item === "string") return [item];
    if (typeof item === "object" && item !== null) {
      const object = item as SchemaObject;
      return list(object.url ?? object.contentUrl).filter((url): url is string => typeof url === "string");
    }
    return [];
  });
  return [...new Set(urls.map((url) => absoluteUrl(url.trim(), base)).filter((url): url is string => url !== null))];
}

/** Section names that only repeat what the field is: no heading line for a lone section so named. */
const PLAIN_SECTION = /^(instructions?|directions?|method|preparation|steps|zubereitung|préparation|preparación|procedimiento)[:.]?$/i;

const typesOf = (object: SchemaObject) => list(object["@type"]).map(String);
const childrenOf = (object: SchemaObject) => object.itemListElement ?? object.steps;

/** A HowToStep told in HowToDirection and HowToTip items: its name sums them up, it is no heading. */
const isToldStep = (object: SchemaObject) => typesOf(object).some((type) => /HowToStep/i.test(type)) && childrenOf(object) !== undefined && object.text === undefined;

const isSection = (item: unknown): boolean => {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
  const object = item as SchemaObject;
  if (isToldStep(object)) return false;
  return typesOf(object).some((type) => /HowToSection|ItemList/i.test(type)) || (childrenOf(object) !== undefined && object.text === undefined);
};

/**
 * Steps as sites write them: text (with HTML, or lines), HowToStep, HowToSection (its name kept as
 * a heading line, unless it is the only section and merely says "Method"), ItemList, a HowToStep
 * made of HowToDirection and HowToTip items, and lists of lists of any of these.
 */
function instructionLines(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  const items = list(value);
  // "Préparation" beside "Cuisson" is a real heading; alone it only repeats what the field is.
  const sections = items.filter(isSection).length;
  return items.flatMap((item) => {
    if (typeof item === "string") return cleanLines(item);
    if (Array.isArray(item)) return instructionLines(item, depth + 1);
    if (typeof item !== "object" || item === null) return [];
    const object = item as SchemaObject;
    if (isToldStep(object)) return instructionLines(childrenOf(object), depth + 1);
    if (isSection(object)) {
      const heading = cleanText(firstText(object.name));
      const steps = instructionLines(childrenOf(object), depth + 1);
      if (!heading || (sections <= 1 && PLAIN_SECTION.test(heading))) return steps;
      return [/[:.!?]$/.test(heading) ? heading : `${heading}:`, ...steps];
    }
    const text = object.text ?? object.description ?? object.name;
    const lines = typeof text === "string" ? cleanLines(text) : instructionLines(text, depth + 1);
    return typesOf(object).some((type) => /HowToTip/i.test(type)) ? lines.map((line) => `Tip: ${line}`) : lines;
  });
}

/** The page's own ingredient lists: a recipe plugin's card, and a list under an "Ingredients" heading. */
export type PageIngredients = { card: string[]; plain: string[] };

/**
 * The ingredient lines: the JSON-LD's, unless it is plainly short of what the page shows (one
 * string where the card lists ten, an empty list, every line joined in one string): then the
 * page's own list. A list found only by its heading is trusted only over one line or none.
 */
function ingredientLines(recipe: SchemaObject, page: PageIngredients): string[] {
  const written = list(recipe.recipeIngredient ?? recipe.ingredients);
  const lines = written.flatMap((item) => (typeof item === "string" ? cleanLines(item) : [firstText(item)].filter(Boolean)));
  if (page.card.length > lines.length) return page.card;
  if (written.length <= 1 && page.plain.length > lines.length) return page.plain;
  return lines;
}

const CATEGORY_WORDS: Record<string, (typeof MEAL_CATEGORIES)[number]> = {
  dessert: "Dessert", desserts: "Dessert", sweet: "Dessert", sweets: "Dessert", cake: "Dessert", cakes: "Dessert",
  baking: "Dessert", cookies: "Dessert", pudding: "Dessert", breakfast: "Breakfast", brunch: "Breakfast",
  side: "Side", "side dish": "Side", sides: "Side", "side dishes": "Side", salad: "Side", salads: "Side",
  starter: "Starter", starters: "Starter", appetizer: "Starter", appetizers: "Starter", appetiser: "Starter",
  appetisers: "Starter", snack: "Starter", snacks: "Starter", pasta: "Pasta", noodles: "Pasta", seafood: "Seafood",
  fish: "Seafood", vegan: "Vegan", vegetarian: "Vegetarian", chicken: "Chicken", poultry: "Chicken", beef: "Beef",
  pork: "Pork", lamb: "Lamb", goat: "Goat", miscellaneous: "Miscellaneous",
};

function categoryOf(value: unknown): { category: string; said: string } {
  const said = list(value).flatMap((item) => (typeof item === "string" ? item.split(",") : [firstText(item)]));
  for (const word of said.map((text) => cleanText(text).toLowerCase())) {
    const exact = MEAL_CATEGORIES.find((category) => category.toLowerCase() === word);
    if (exact) return { category: exact, said: "" };
    if (Object.hasOwn(CATEGORY_WORDS, word)) return { category: CATEGORY_WORDS[word]!, said: "" };
  }
  return { category: "", said: said.map(cleanText).filter(Boolean).join(", ") };
}

const COUNTRY_AREAS: Record<string, string> = {
  italy: "Italian", france: "French", mexico: "Mexican", india: "Indian", japan: "Japanese", china: "Chinese",
  thailand: "Thai", greece: "Greek", spain: "Spanish", turkey: "Turkish", morocco: "Moroccan", vietnam: "Vietnamese",
  usa: "American", "united states": "American", america: "American", "us": "American", uk: "British",
  "united kingdom": "British", england: "British", britain: "British", english: "British", ireland: "Irish",
  portugal: "Portuguese", poland: "Polish", russia: "Russian", egypt: "Egyptian", jamaica: "Jamaican",
  kenya: "Kenyan", malaysia: "Malaysian", croatia: "Croatian", netherlands: "Dutch", canada: "Canadian", tunisia: "Tunisian",
};

function areaOf(value: unknown, knownAreas: readonly string[]): { area: string; said: string } {
  const said = list(value).flatMap((item) => (typeof item === "string" ? item.split(",") : [firstText(item)])).map(cleanText).filter(Boolean);
  for (const word of said) {
    const lower = word.toLowerCase();
    const wanted = Object.hasOwn(COUNTRY_AREAS, lower) ? COUNTRY_AREAS[lower]!.toLowerCase() : lower;
    const known = knownAreas.find((area) => area.toLowerCase() === wanted);
    if (known) return { area: known, said: "" };
  }
  return { area: "", said: said.join(", ") };
}

const shorter = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const isMinutes = (value: unknown): value is number | null => value === null || (typeof value === "number" && Number.isInteger(value));
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

/**
 * The extension an export writes (export.ts): the recipe exactly as stored, beside schema.org's
 * fields, so reading it back loses nothing. Each field is used only when well formed; the form
 * and the API check it like anything typed.
 */
function extensionOf(recipe: SchemaObject): Partial<RecipeDraft> {
  const extension = recipe[RES_PE_EXTENSION];
  if (typeof extension !== "object" || extension === null) return {};
  const value = extension as SchemaObject;
  const out: Partial<RecipeDraft> = {};
  if (typeof value.instructions === "string") out.instructions = value.instructions;
  if (typeof value.area === "string") out.area = value.area;
  if (typeof value.category === "string") out.category = value.category;
  if (typeof value.servings === "number") out.servings = value.servings;
  if (isMinutes(value.prepMinutes)) out.prepMinutes = value.prepMinutes;
  if (isMinutes(value.cookMinutes)) out.cookMinutes = value.cookMinutes;
  if (isMinutes(value.totalMinutes)) out.totalMinutes = value.totalMinutes;
  if (isTextOrNull(value.sourceUrl)) out.sourceUrl = value.sourceUrl;
  if (isTextOrNull(value.videoUrl)) out.videoUrl = value.videoUrl;
  if (Array.isArray(value.tags) && value.tags.every((tag) => typeof tag === "string")) out.tags = value.tags;
  if (value.difficulty === null || DIFFICULTIES.includes(value.difficulty as (typeof DIFFICULTIES)[number])) {
    out.difficulty = value.difficulty as RecipeDraft["difficulty"];
  }
  if (Array.isArray(value.ingredients)) {
    out.ingredients = value.ingredients.flatMap((item) =>
      typeof item === "object" && item !== null && typeof item.name === "string"
        ? [{ name: item.name, measure: typeof item.measure === "string" ? item.measure : "" }]
        : [],
    );
  }
  return out;
}

/**
 * A schema.org Recipe as the recipe form's values, within Res-pe's limits; `notes` say what was
 * cut or could not be matched, so the cook knows what to check before saving, in English; `checks`
 * are the same notes as codes and values, for a page in another language.
 */
export function recipeDraft(
  recipe: SchemaObject,
  {
    pageUrl,
    knownAreas,
    pageIngredients = { card: [], plain: [] },
  }: { pageUrl: string | null; knownAreas: readonly string[]; pageIngredients?: PageIngredients },
): { recipe: RecipeDraft; description: string | null; yieldText: string | null; pictureUrls: string[]; notes: string[]; checks: CheckNote[] } {
  const notes: CheckNote[] = [];
  const own = extensionOf(recipe);

  let name = firstText(recipe.name ?? recipe.headline);
  if (name.length > RECIPE_LIMITS.name.max) {
    notes.push(checkNote("nameShortened", { max: RECIPE_LIMITS.name.max }));
    name = shorter(name, RECIPE_LIMITS.name.max);
  }

  const lines = ingredientLines(recipe, pageIngredients);
  // Only the lines a recipe can hold are parsed; the rest are named in a note as written.
  const readIngredient = (line: string) => {
    const { written } = parseIngredientLine(line);
    const measureFits = written.measure.length <= RECIPE_LIMITS.measure && written.name.length > 0;
    const ingredient = measureFits ? written : { measure: "", name: line };
    if (ingredient.name.length > RECIPE_LIMITS.ingredientName) {
      notes.push(checkNote("ingredientShortened", { name: shorter(ingredient.name, 40), max: RECIPE_LIMITS.ingredientName }));
      return { ...ingredient, name: shorter(ingredient.name, RECIPE_LIMITS.ingredientName) };
    }
    return ingredient;
  };
  let ingredients = own.ingredients ?? lines.slice(0, MAX_INGREDIENTS).map(readIngredient);
  const over = own.ingredients ? own.ingredients.slice(MAX_INGREDIENTS).map((item) => [item.measure, item.name].filter(Boolean).join(" ")) : lines.slice(MAX_INGREDIENTS);
  if (over.length > 0) {
    const named = over.slice(0, MAX_INGREDIENTS).map((line) => shorter(line, 80));
    const left = { max: MAX_INGREDIENTS, count: over.length, lines: named.join("; ") };
    notes.push(over.length > named.length ? checkNote("tooManyIngredientsAndMore", { ...left, more: over.length - named.length }) : checkNote("tooManyIngredients", left));
    ingredients = ingredients.slice(0, MAX_INGREDIENTS);
  }
  if (ingredients.length === 0) notes.push(checkNote("noIngredients"));

  let instructions = own.instructions ?? instructionLines(recipe.recipeInstructions).join("\n");
  if (instructions.length > RECIPE_LIMITS.instructions.max) {
    const kept = instructions.slice(0, RECIPE_LIMITS.instructions.max);
    const lastBreak = kept.lastIndexOf("\n");
    instructions = lastBreak > 0 ? kept.slice(0, lastBreak) : kept;
    notes.push(checkNote("instructionsCut"));
  }
  if (instructions.length < RECIPE_LIMITS.instructions.min) notes.push(checkNote("noInstructions"));

  const said = yieldOf(list(recipe.recipeYield ?? recipe.yield).map((item) => (typeof item === "object" && item !== null ? firstText(item) : item)));
  let servings = own.servings ?? said.servings;
  if (servings === null) {
    notes.push(checkNote("noServings", { guess: DEFAULT_SERVINGS }));
    servings = DEFAULT_SERVINGS;
  } else if (servings < RECIPE_LIMITS.servings.min || servings > RECIPE_LIMITS.servings.max) {
    notes.push(checkNote("servingsOutOfRange", { said: servings, min: RECIPE_LIMITS.servings.min, max: RECIPE_LIMITS.servings.max }));
    servings = Math.min(Math.max(servings, RECIPE_LIMITS.servings.min), RECIPE_LIMITS.servings.max);
  }

  const minutes = (value: unknown, tooLong: "prepTooLong" | "cookTooLong" | "totalTooLong", max: number) => {
    const found = recipeMinutes(firstText(value) || value);
    if (found !== null && found > max) {
      notes.push(checkNote(tooLong, { minutes: found }));
      return null;
    }
    return found;
  };
  const prepMinutes = minutes(recipe.prepTime, "prepTooLong", MINUTES_LIMITS.prep);
  const cookMinutes = minutes(recipe.cookTime, "cookTooLong", MINUTES_LIMITS.cook);
  // The page's total is kept as it is: it holds what neither part does (resting, marinating,
  // chilling, rising), so no part is worked out from it.
  const pageTotal = minutes(recipe.totalTime, "totalTooLong", MINUTES_LIMITS.total);
  const parts = prepMinutes !== null && cookMinutes !== null ? prepMinutes + cookMinutes : null;
  const totalMinutes = own.totalMinutes !== undefined ? own.totalMinutes : pageTotal !== null ? Math.max(pageTotal, parts ?? 0) : parts;
  if (pageTotal !== null && prepMinutes === null && cookMinutes === null) {
    notes.push(checkNote("onlyTotalTime", { minutes: pageTotal }));
  }

  const { category, said: categorySaid } = categoryOf(recipe.recipeCategory);
  if (!category) notes.push(categorySaid ? checkNote("chooseCategorySaid", { said: categorySaid }) : checkNote("chooseCategory"));
  const found = areaOf(recipe.recipeCuisine, knownAreas);
  const area = own.area ?? found.area;
  if (!area) notes.push(found.said ? checkNote("sayWhereSaid", { said: found.said }) : checkNote("sayWhere"));

  const keywords = list(recipe.keywords).flatMap((item) => (typeof item === "string" ? item.split(",") : [firstText(item)])).map((tag) => cleanText(tag).replace(/,/g, " "));
  let tags = [...new Set(keywords.filter((tag) => tag.length > 0 && tag.length <= RECIPE_LIMITS.tag))];
  if (keywords.some((tag) => tag.length > RECIPE_LIMITS.tag)) notes.push(checkNote("longKeywords", { max: RECIPE_LIMITS.tag }));
  if (tags.length > RECIPE_LIMITS.tags) {
    notes.push(checkNote("tooManyTags", { max: RECIPE_LIMITS.tags, tags: tags.slice(RECIPE_LIMITS.tags).join(", ") }));
    tags = tags.slice(0, RECIPE_LIMITS.tags);
  }

  const video = list(recipe.video).flatMap((item) => (typeof item === "object" && item !== null ? [(item as SchemaObject).contentUrl, (item as SchemaObject).embedUrl] : [item]));
  const videoUrl = video.find((url): url is string => typeof url === "string" && /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\//.test(url)) ?? null;

  const ownUrl = typeof recipe.url === "string" ? absoluteUrl(recipe.url, pageUrl) : null;
  const isBasedOn = firstText(recipe.isBasedOn) || (typeof recipe.isBasedOn === "object" && recipe.isBasedOn !== null ? String((recipe.isBasedOn as SchemaObject).url ?? "") : "");
  // The page the cook imported is the source; a page without an address names its own, or its original.
  const sourceCandidate = pageUrl || ownUrl || (isBasedOn && absoluteUrl(isBasedOn, null));
  const sourceUrl = sourceCandidate && /^https?:/.test(sourceCandidate) && sourceCandidate.length <= RECIPE_LIMITS.url ? sourceCandidate : null;

  const description = firstText(recipe.description) || null;
  const draft: RecipeDraft = {
      name,
      category,
      area: shorter(area, RECIPE_LIMITS.area),
      instructions,
      servings,
      prepMinutes,
      cookMinutes,
      totalMinutes,
      difficulty: own.difficulty ?? null,
      tags,
      videoUrl,
      sourceUrl,
      ingredients,
  };
  return {
    recipe: { ...draft, ...own },
    description,
    // Shown beside the servings when it says more than they do ("4–6 servings", "12 muffins").
    yieldText: own.servings === undefined ? said.yieldText : null,
    pictureUrls: pictureUrls(recipe.image ?? recipe.thumbnailUrl, pageUrl),
    notes: notes.map(englishNote),
    checks: notes,
  };
}
