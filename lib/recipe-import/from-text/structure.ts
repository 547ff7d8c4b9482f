import { parseIngredientLine } from "@/lib/ingredients";
import { headingOf, isSubHeading, timesOf, yieldOf, type Section } from "./headings";

/** One line of recognised or extracted text; `confidence` (0–100) only when it was read from a picture. */
export type TextLine = { text: string; confidence?: number };

/** A recipe read from plain text, in its parts, before it becomes the form's values. */
export type TextRecipe = {
  name: string;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredients: string[];
  steps: string[];
  notes: string[];
  /** Ingredient and step lines the recogniser was unsure of, as written, for the cook to check. */
  doubtful: string[];
};

/** Below this, tesseract's line confidence means a misread word is likely. */
const DOUBTFUL_BELOW = 75;
/** Below this, the "line" is a table's edge, a shadow or the paper's grain read as letters: dropped. */
const NOISE_BELOW = 30;
/**
 * Below this, a line with no word of four letters ("ERR", "TT EE": a photo's dark edge) is
 * dropped too: under a card's last step it was read as the step's end. A misread word ("2 eqgs"
 * at 41) is kept, to be marked for the cook.
 */
const EDGE_BELOW = 45;
const BULLET = /^\s*(?:[•·▪▢□☐○●◦\-–—*>]|\(\s?\)|\[\s?\])\s*/;
const NUMBERED = /^\s*(?:(?:step|schritt|etape|étape|paso|passo)\s*)?(\d{1,2})\s*(?:[.):]|\s-)\s*/i;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const hasLetters = (text: string) => /\p{L}{2}/u.test(text);

/** A line that reads as an amount and an ingredient: "200 g flour", "2 eggs", "½ cup milk", "Salt". */
function looksLikeIngredient(line: string): boolean {
  if (line.length > 90 || /[.!?]$/.test(line) && line.split(" ").length > 6) return false;
  const parsed = parseIngredientLine(line.replace(BULLET, ""));
  return parsed.quantity !== null && parsed.name.length > 0 && hasLetters(parsed.name);
}

/** A title: short, words, not an amount, not a sentence. */
const looksLikeTitle = (line: string) =>
  line.length >= 3 && line.length <= 90 && hasLetters(line) && !/[.!?:]$/.test(line) && !looksLikeIngredient(line) && headingOf(line) === null;

type Doubtful = { text: string; doubtful: boolean };

/** Ingredient lines: bullets gone, a wrapped line ("1 tin chopped" / "tomatoes") joined back. */
function ingredientLines(lines: Doubtful[]): Doubtful[] {
  const out: Doubtful[] = [];
  for (const line of lines) {
    const text = clean(line.text.replace(BULLET, ""));
    if (!text || isSubHeading(text)) continue;
    const previous = out.at(-1);
    // A line wrapped by the page: it starts small, reads as no amount, and the line above was cut mid-phrase.
    const continues =
      previous !== undefined &&
      /^[a-zà-ÿ(]/.test(text) &&
      !looksLikeIngredient(text) &&
      (/,$|\b(?:and|or|of|und|oder|et|ou|y|o|de|di)$/i.test(previous.text) || previous.text.split("(").length > previous.text.split(")").length);
    if (continues) {
      previous.text = `${previous.text} ${text}`;
      previous.doubtful ||= line.doubtful;
    } else out.push({ text, doubtful: line.doubtful });
  }
  return out;
}

/**
 * Steps: numbered lines ("1.", "2)", "Step 3") start a step and the lines after them continue it;
 * without numbers, a line ending a sentence ends a step, so a paragraph wrapped over lines is one.
 */
function stepLines(lines: Doubtful[]): Doubtful[] {
  const numbered = lines.filter((line) => NUMBERED.test(line.text)).length >= 2;
  const out: Doubtful[] = [];
  let open = false;
  for (const line of lines) {
    const raw = clean(line.text);
    if (!raw) continue;
    const isNumbered = numbered && NUMBERED.test(raw);
    const text = clean(raw.replace(NUMBERED, "").replace(BULLET, ""));
    if (!text) continue;
    const previous = out.at(-1);
    const joins = previous && !isNumbered && (numbered ? !isSubHeading(text) && open : open && !BULLET.test(raw));
    if (joins) {
      previous.text = `${previous.text} ${text}`.replace(/(\w)- (\w)/g, "$1$2");
      previous.doubtful ||= line.doubtful;
    } else out.push({ text, doubtful: line.doubtful });
    open = isSubHeading(text) ? false : numbered || !/[.!?)]$/.test(text);
  }
  return out;
}

/** Steps found without a heading: the sentences after the ingredients, or numbered lines. */
const isStepLike = (line: string) => NUMBERED.test(line) || (line.split(" ").length >= 5 && !looksLikeIngredient(line));

/**
 * A recipe read from lines of text (a photo's recognised text, a PDF's text layer, a page's main
 * text): the headings of the supported languages split it into ingredients, steps and notes;
 * lines before them give the title, the yield and the times. Without headings, a block of lines
 * that read as amounts and ingredients is the ingredient list and the sentences after it the steps.
 */
export function structureRecipeText(input: readonly TextLine[], { title }: { title?: string } = {}): TextRecipe {
  const lines = input
    .filter((line) => line.confidence === undefined || (line.confidence >= NOISE_BELOW && hasLetters(line.text) && (line.confidence >= EDGE_BELOW || /\p{L}{4}/u.test(line.text))))
    .map((line) => ({ text: clean(line.text), doubtful: line.confidence !== undefined && line.confidence < DOUBTFUL_BELOW }))
    .filter((line) => line.text);
  const recipe: TextRecipe = { name: "", servings: null, prepMinutes: null, cookMinutes: null, totalMinutes: null, ingredients: [], steps: [], notes: [], doubtful: [] };
  const parts: Record<Section, Doubtful[]> = { ingredients: [], steps: [], notes: [] };
  const before: Doubtful[] = [];
  let section: Section | "before" = "before";
  const sawHeading = lines.some((line) => headingOf(line.text) !== null);

  for (const line of lines) {
    const heading = headingOf(line.text);
    if (heading) {
      section = heading;
      continue;
    }
    const servings = yieldOf(line.text);
    const times = timesOf(line.text);
    if (servings !== null || Object.keys(times).length > 0) {
      // Meta lines are read above the parts, and as labelled lines anywhere (a card often prints them
      // last); "Bake for 45 minutes" in a method is a step, "2 portions of rice" an ingredient.
      const labelled = line.text.length <= 60 && /:/.test(line.text);
      if ((section === "before" || section === "notes" || labelled) && !(section === "ingredients" && looksLikeIngredient(line.text))) {
        recipe.servings ??= servings;
        recipe.prepMinutes ??= times.prep ?? null;
        recipe.cookMinutes ??= times.cook ?? null;
        recipe.totalMinutes ??= times.total ?? null;
        continue;
      }
    }
    if (section === "before") before.push(line);
    else parts[section].push(line);
  }

  if (!sawHeading) {
    // No headings: the longest run of ingredient-looking lines is the list, the sentences after it the steps.
    let best = { start: -1, end: -1 };
    for (let start = 0; start < before.length; start++) {
      if (!looksLikeIngredient(before[start]!.text)) continue;
      let end = start;
      while (end + 1 < before.length && (looksLikeIngredient(before[end + 1]!.text) || BULLET.test(before[end + 1]!.text))) end++;
      if (end - start > best.end - best.start) best = { start, end };
      start = end;
    }
    if (best.start >= 0 && best.end - best.start >= 1) {
      parts.ingredients = before.slice(best.start, best.end + 1);
      parts.steps = before.slice(best.end + 1).filter((line) => isStepLike(line.text) || !looksLikeTitle(line.text));
      before.splice(best.start);
    }
  }

  recipe.name = clean(title ?? "") || (before.find((line) => !line.doubtful && looksLikeTitle(line.text)) ?? before.find((line) => looksLikeTitle(line.text)))?.text || "";
  const ingredients = ingredientLines(parts.ingredients);
  // A list heading followed by the method without its own heading: the sentences are steps.
  if (parts.steps.length === 0) {
    const firstStep = ingredients.findIndex((line, index) => index > 0 && !looksLikeIngredient(line.text) && isStepLike(line.text));
    if (firstStep > 0) parts.steps = ingredients.splice(firstStep).map((line) => ({ ...line }));
  }
  const steps = stepLines(parts.steps);
  recipe.ingredients = ingredients.map((line) => line.text);
  recipe.steps = steps.map((line) => line.text);
  recipe.notes = stepLines(parts.notes).map((line) => line.text);
  recipe.doubtful = [...ingredients, ...steps].filter((line) => line.doubtful).map((line) => line.text);
  return recipe;
}

/**
 * Several recipes in one text (a PDF of a cookbook's pages): split before each title that heads a
 * new ingredient list. The title is the last title-like line above the list's heading (past the
 * yield and times between them); a text with one list is one recipe.
 */
export function splitRecipes(input: readonly TextLine[]): TextLine[][] {
  const starts: number[] = [];
  input.forEach((line, index) => {
    if (headingOf(line.text) !== "ingredients") return;
    let at = index - 1;
    while (at >= 0 && (yieldOf(input[at]!.text) !== null || Object.keys(timesOf(input[at]!.text)).length > 0 || !input[at]!.text.trim())) at--;
    if (at >= 0 && looksLikeTitle(clean(input[at]!.text))) starts.push(at);
    else starts.push(Math.max(at + 1, 0));
  });
  if (starts.length <= 1) return [input.slice()];
  starts[0] = 0;
  return starts.map((start, index) => input.slice(start, starts[index + 1] ?? input.length));
}
