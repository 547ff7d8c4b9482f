import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { foodIn, parseIngredientLine, type IngredientLine, type Language } from "../../lib/ingredients";
import { LABELLED_LINES_DIR } from "./labelled-set";

/**
 * The labelled German, French and Spanish ingredient lines (tests/fixtures/ingredient-lines/
 * languages/*.json, written for this project from the ways recipes in each language write them)
 * and how the parser scores on them. A line is right only when its quantity (and a range's high
 * end), unit and food (the English name nutrition, the pantry and the shopping list know it by)
 * all are. Each line is read twice: with its language given (an imported page's language) and
 * without (a cook's own line, a mixed recipe), so both must be right. Each file's `heldOut`
 * lines were written after the parser was tuned on its `cases`, and are never tuned on.
 */
export const LANGUAGE_FILES: readonly Language[] = ["de", "fr", "es"];

const caseSchema = z.strictObject({
  line: z.string(),
  expect: z.strictObject({ quantity: z.number().nullable(), quantityHigh: z.number().optional(), unit: z.string().nullable(), food: z.string() }),
});
const fileSchema = z.strictObject({ language: z.enum(["de", "fr", "es"]), about: z.string(), cases: z.array(caseSchema).min(100), heldOut: z.array(caseSchema) });

export type LanguageCase = z.infer<typeof caseSchema>;
export type LanguageMiss = { line: string; hinted: boolean; expected: LanguageCase["expect"]; got: Pick<IngredientLine, "quantity" | "quantityHigh" | "unit" | "food" | "name"> };
export type LanguageScore = { language: Language; set: "tuned" | "held out"; total: number; right: number; rightWithoutHint: number; misses: LanguageMiss[] };

export function languageCases(language: Language): { cases: LanguageCase[]; heldOut: LanguageCase[] } {
  const file = path.join(LABELLED_LINES_DIR, "languages", `${language}.json`);
  return fileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

const same = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (typeof a === "number" && typeof b === "number" && Math.abs(a - b) <= 0.001 * Math.max(Math.abs(a), Math.abs(b)));

/**
 * The food a line counts as where the app uses it (nutrition, pantry, shopping): its English
 * name when read in another language, else its name as English ("weiche Butter" has no
 * translation to find, being "Butter" in English too: it counts as butter).
 */
export const foodKey = (line: IngredientLine) => line.food ?? foodIn(line.name, "en");

function isRight(want: LanguageCase["expect"], got: IngredientLine): boolean {
  return got.parsed && same(got.quantity, want.quantity) && same(got.quantityHigh, want.quantityHigh ?? null) && got.unit === want.unit && foodKey(got) === want.food;
}

/** Each language's share right with its language given, and without, on the tuned and the held-out lines. */
export function scoreLanguages(): LanguageScore[] {
  return LANGUAGE_FILES.flatMap((language) => {
    const { cases, heldOut } = languageCases(language);
    return [score(language, "tuned", cases), score(language, "held out", heldOut)];
  });
}

function score(language: Language, set: LanguageScore["set"], cases: readonly LanguageCase[]): LanguageScore {
  const score: LanguageScore = { language, set, total: 0, right: 0, rightWithoutHint: 0, misses: [] };
  for (const labelled of cases) {
    score.total += 1;
    for (const hinted of [true, false]) {
      const got = parseIngredientLine(labelled.line, { language: hinted ? language : null });
      if (isRight(labelled.expect, got)) {
        if (hinted) score.right += 1;
        else score.rightWithoutHint += 1;
      } else {
        score.misses.push({ line: labelled.line, hinted, expected: labelled.expect, got: { quantity: got.quantity, quantityHigh: got.quantityHigh, unit: got.unit, food: foodKey(got), name: got.name } });
      }
    }
  }
  return score;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

/** The table `npm run bench -- parser-languages` prints. */
export function languageReport(scores: readonly LanguageScore[], misses = false): string {
  const rows = scores.map((s) => `${s.language.padEnd(9)}${s.set.padEnd(10)}${String(s.total).padStart(6)}   ${pct(s.right, s.total).padStart(14)}   ${pct(s.rightWithoutHint, s.total).padStart(9)}`);
  const lines = ["Language Lines      Count   Language given   Not given", ...rows];
  if (misses) for (const s of scores) for (const miss of s.misses) lines.push(`  ${s.language}${miss.hinted ? "" : " (no hint)"}: ${miss.line} → ${JSON.stringify(miss.got)} (want ${JSON.stringify(miss.expected)})`);
  return lines.join("\n");
}
