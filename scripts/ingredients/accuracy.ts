/**
 * npx tsx scripts/ingredients/accuracy.ts [--misses]
 *
 * The ingredient-line parser's accuracy on the labelled set: the share of lines whose quantity,
 * unit and name (or "unparseable") all come out as labelled, overall and by style. --misses
 * lists every line it gets wrong, with what it read.
 */
import { scoreLabelledSet } from "./labelled-set";

const percent = (right: number, total: number) => `${((100 * right) / total).toFixed(1)} %`;

const scores = scoreLabelledSet();
for (const { style, total, right } of scores) {
  console.log(`${style.padEnd(16)} ${String(right).padStart(4)} / ${String(total).padEnd(4)} ${percent(right, total)}`);
}
if (process.argv.includes("--misses")) {
  for (const miss of scores[0]!.misses) {
    console.log(`\n${miss.input}\n  expected ${JSON.stringify(miss.expected)}\n  got      ${JSON.stringify(miss.got)}`);
  }
}
