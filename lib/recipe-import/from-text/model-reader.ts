import { z } from "zod";
import { askModel, type ModelMessage } from "@/lib/chef";
import type { TextRecipe } from "./structure";

/** What the model is asked to answer; anything else is refused. */
const modelRecipeSchema = z.object({
  name: z.string().max(200),
  servings: z.number().int().min(1).max(100).nullable(),
  prepMinutes: z.number().int().min(0).max(10_000).nullable(),
  cookMinutes: z.number().int().min(0).max(10_000).nullable(),
  totalMinutes: z.number().int().min(0).max(10_000).nullable().optional(),
  ingredients: z.array(z.string().min(1).max(300)).max(200),
  steps: z.array(z.string().min(1).max(3000)).max(200),
  notes: z.array(z.string().max(3000)).max(50).optional(),
});

const INSTRUCTIONS = [
  "You turn the text of one printed recipe into JSON. The text was recognised from a photo or a PDF and may have reading errors.",
  "Use only what the text says: copy each ingredient line as written (mend obvious reading errors only), never add an ingredient, step or quantity it does not give.",
  'Answer with one JSON object and nothing else: {"name": string, "servings": integer or null, "prepMinutes": integer or null, "cookMinutes": integer or null, "totalMinutes": integer or null, "ingredients": [string], "steps": [string], "notes": [string]}.',
].join("\n");

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];

/** Within one letter's edit: a model may mend "flovr" into "flour", never name a new food. */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a.length < 5) return a === b;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/**
 * An ingredient line is traceable when each of its words (three letters or more) is in the
 * source, give or take one letter: the model may put the text in order, never add to it.
 */
export function untraceableIngredients(ingredients: readonly string[], source: string): string[] {
  const known = new Set(words(source));
  const byLength = [...known];
  return ingredients.filter((line) => words(line).some((word) => !known.has(word) && !byLength.some((other) => nearlyEqual(word, other))));
}

/**
 * The recipe as the configured language model reads the recognised text (or, with a vision
 * model, the photo itself), checked against the text: null when no model is configured.
 * Throws when the answer is not the recipe shape or names an ingredient the source does not
 * hold; the caller keeps its own reading then.
 */
export async function recipeByModel(sourceText: string, { pictures = [], signal }: { pictures?: string[]; signal?: AbortSignal }): Promise<TextRecipe | null> {
  const vision = pictures.length > 0;
  const content: ModelMessage["content"] = vision
    ? [{ type: "text", text: `The recognised text, for reference:\n\n${sourceText}` }, ...pictures.map((url) => ({ type: "image_url" as const, image_url: { url } }))]
    : `The recipe's text:\n\n${sourceText}`;
  let answer = await askModel([{ role: "system", content: INSTRUCTIONS }, { role: "user", content }], { vision, signal });
  if (answer === null && vision) answer = await askModel([{ role: "system", content: INSTRUCTIONS }, { role: "user", content: `The recipe's text:\n\n${sourceText}` }], { signal });
  if (answer === null) return null;
  const json = /\{[\s\S]*\}/.exec(answer)?.[0];
  if (!json) throw new Error("the model answered no JSON");
  const recipe = modelRecipeSchema.parse(JSON.parse(json));
  const invented = untraceableIngredients(recipe.ingredients, sourceText);
  if (invented.length > 0) throw new Error(`the model added ingredients the source does not hold: ${invented.join("; ")}`);
  return {
    name: recipe.name.trim(),
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes ?? null,
    ingredients: recipe.ingredients.map((line) => line.trim()),
    steps: recipe.steps.map((line) => line.trim()),
    notes: (recipe.notes ?? []).map((line) => line.trim()).filter(Boolean),
    doubtful: [],
  };
}
