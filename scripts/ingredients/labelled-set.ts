import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseIngredient, parseIngredientLine, type IngredientLine } from "../../lib/ingredients";

/**
 * The labelled ingredient lines (tests/fixtures/ingredient-lines/*.json, written for this
 * project in UK, US and Australian recipe styles and TheMealDB's measure/name pairs) and how the
 * parser scores on them. A line is right only when all of it is: quantity (and a range's high
 * end), unit and name, or the "unparseable" flag when that is what is expected.
 */
export const LABELLED_LINES_DIR = path.join(process.cwd(), "tests", "fixtures", "ingredient-lines");

const expected = z.union([
  z.strictObject({ parsed: z.literal(false) }),
  z.strictObject({ quantity: z.number().nullable(), quantityHigh: z.number().optional(), unit: z.string().nullable(), name: z.string() }),
]);
const caseSchema = z.union([
  z.strictObject({ line: z.string(), expect: expected }),
  z.strictObject({ measure: z.string(), ingredient: z.string(), expect: expected }),
]);
const fileSchema = z.strictObject({ style: z.string(), about: z.string(), cases: z.array(caseSchema).min(1) });

export type LabelledCase = z.infer<typeof caseSchema> & { style: string };
export type Miss = { input: string; expected: z.infer<typeof expected>; got: Pick<IngredientLine, "parsed" | "quantity" | "quantityHigh" | "unit" | "name"> };
export type Score = { style: string; total: number; right: number; misses: Miss[] };

export function labelledCases(): LabelledCase[] {
  return readdirSync(LABELLED_LINES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const parsed = fileSchema.parse(JSON.parse(readFileSync(path.join(LABELLED_LINES_DIR, file), "utf8")));
      return parsed.cases.map((labelled) => ({ ...labelled, style: parsed.style }));
    });
}

/** Quantities agree to 0.1 % ("1/3" labelled 0.333333). */
const same = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (typeof a === "number" && typeof b === "number" && Math.abs(a - b) <= 0.001 * Math.max(Math.abs(a), Math.abs(b)));
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

function isRight(labelled: LabelledCase, got: IngredientLine): boolean {
  const want = labelled.expect;
  if (!("name" in want)) return !got.parsed;
  return (
    got.parsed &&
    same(got.quantity, want.quantity) &&
    same(got.quantityHigh, want.quantityHigh ?? null) &&
    got.unit === want.unit &&
    sameName(got.name, want.name)
  );
}

/** The share parsed fully right, over all styles (style "all") and per style. */
export function scoreLabelledSet(cases: readonly LabelledCase[] = labelledCases()): Score[] {
  const scores = new Map<string, Score>([["all", { style: "all", total: 0, right: 0, misses: [] }]]);
  for (const labelled of cases) {
    const got = "line" in labelled ? parseIngredientLine(labelled.line) : parseIngredient(labelled.measure, labelled.ingredient);
    const input = "line" in labelled ? labelled.line : `${labelled.measure} | ${labelled.ingredient}`;
    const right = isRight(labelled, got);
    for (const style of ["all", labelled.style]) {
      const score = scores.get(style) ?? { style, total: 0, right: 0, misses: [] };
      score.total += 1;
      if (right) score.right += 1;
      else if (style === "all") {
        score.misses.push({ input, expected: labelled.expect, got: { parsed: got.parsed, quantity: got.quantity, quantityHigh: got.quantityHigh, unit: got.unit, name: got.name } });
      }
      scores.set(style, score);
    }
  }
  return [...scores.values()];
}
