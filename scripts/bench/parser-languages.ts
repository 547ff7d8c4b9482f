/**
 * `npm run bench -- parser-languages`: the ingredient parser's accuracy per language on the
 * labelled lines (quantity, unit and food all right; German, French and Spanish with their
 * language given and without, tuned and held-out lines; English on its own labelled set), the
 * foods each language names, and the time per line. Writes .tmp/bench/parser-languages.json.
 */
import { performance } from "node:perf_hooks";
import { foodNameCounts, parseIngredientLine } from "../../lib/ingredients";
import { scoreLabelledSet } from "../ingredients/labelled-set";
import { languageCases, languageReport, LANGUAGE_FILES, scoreLanguages } from "../ingredients/languages";
import { machineContext, machineSection, publishReport } from "./report";
import { ROOT } from "./servers";

/** Microseconds per line, the median of 5 passes over every line of a language. */
function microsecondsPerLine(lines: readonly string[]): number {
  const passes: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (const line of lines) parseIngredientLine(line);
    passes.push(((performance.now() - start) * 1000) / lines.length);
  }
  return passes.sort((a, b) => a - b)[2]!;
}

export async function main(): Promise<void> {
  const scores = scoreLanguages();
  const english = scoreLabelledSet().find((score) => score.style === "all")!;
  const counts = foodNameCounts();
  const timing = Object.fromEntries(
    LANGUAGE_FILES.map((language) => {
      const { cases, heldOut } = languageCases(language);
      return [language, microsecondsPerLine([...cases, ...heldOut].map((labelled) => labelled.line))];
    }),
  );
  const report = [
    "## Ingredient lines per language (quantity + unit + food right)",
    "",
    languageReport(scores),
    `en       labelled   ${String(english.total).padStart(6)}   ${`${((100 * english.right) / english.total).toFixed(1)} %`.padStart(14)}   (quantity + unit + name; tests/fixtures/ingredient-lines)`,
    "",
    `Foods named (names and plurals' keys): de ${counts.de}, fr ${counts.fr}, es ${counts.es}, for ${counts.en} English foods.`,
    `Time per line: ${LANGUAGE_FILES.map((language) => `${language} ${timing[language]!.toFixed(1)} µs`).join(", ")}.`,
    "",
    machineSection(machineContext(ROOT)),
  ].join("\n");
  publishReport("parser-languages", report, { scores: scores.map(({ misses, ...score }) => ({ ...score, misses: misses.length })), english: { total: english.total, right: english.right }, counts, timing });
}
