/**
 * Scores a blind picture test (scripts/catalog/picture-test.ts) against its answer key.
 *
 *   npx tsx scripts/catalog/picture-test-score.ts <answers.json> <key.json>
 *
 * The answers map each picture's number to the chosen name (or its letter, A–H, in the
 * candidate list) and whether the judge was sure: { "1": { "name": "Pajeon", "sure": true }, … }.
 * Prints % right, % sure, and how often a "sure" answer was right, then the misses.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const [answersFile, keyFile] = process.argv.slice(2);
if (!answersFile || !keyFile) {
  console.error("Usage: npx tsx scripts/catalog/picture-test-score.ts <answers.json> <key.json>");
  process.exit(1);
}

const answersSchema = z.record(z.string(), z.strictObject({ name: z.string(), sure: z.boolean() }));
const keySchema = z.object({
  count: z.number().int().positive(),
  answers: z.record(z.string(), z.object({ name: z.string(), category: z.string() })),
});

const answers = answersSchema.parse(JSON.parse(fs.readFileSync(answersFile, "utf8")));
const key = keySchema.parse(JSON.parse(fs.readFileSync(keyFile, "utf8")));
// A letter answer is read against the candidate list the sheet showed, kept beside answers.json.
const candidatesFile = path.join(path.dirname(answersFile), "candidates.json");
const candidates: Record<string, string[]> = fs.existsSync(candidatesFile) ? JSON.parse(fs.readFileSync(candidatesFile, "utf8")) : {};

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
const chosen = (number: string, name: string) => {
  const letter = /^[A-Za-z]$/.test(name.trim()) ? name.trim().toUpperCase().charCodeAt(0) - 65 : -1;
  return letter >= 0 ? (candidates[number]?.[letter] ?? name) : name;
};

let right = 0;
let sure = 0;
let sureAndRight = 0;
const misses: string[] = [];
for (const [number, truth] of Object.entries(key.answers)) {
  const answer = answers[number];
  const name = answer ? chosen(number, answer.name) : "";
  const correct = fold(name) === fold(truth.name);
  if (correct) right++;
  if (answer?.sure) sure++;
  if (answer?.sure && correct) sureAndRight++;
  if (!correct) misses.push(`  ${number}: answered "${name || "(none)"}"${answer?.sure ? " (sure)" : ""}, was "${truth.name}" (${truth.category})`);
}
const pct = (n: number, of: number) => `${of ? ((n / of) * 100).toFixed(1) : "0.0"} %`;
console.log(`Pictures: ${key.count}`);
console.log(`Right: ${right} (${pct(right, key.count)})   target ≥ 95 %`);
console.log(`Sure: ${sure} (${pct(sure, key.count)})   target ≥ 85 %`);
console.log(`Right when sure: ${sureAndRight} of ${sure} (${pct(sureAndRight, sure)})`);
if (misses.length > 0) console.log(["Misses:", ...misses].join("\n"));
