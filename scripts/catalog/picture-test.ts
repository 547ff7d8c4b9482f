/**
 * The blind picture test of issue 38: can a cook name a dish from its picture alone?
 *
 *   npx tsx scripts/catalog/picture-test.ts <seed> [--count 60] [--choices 8] [--sheet <dir>] [--key <file>]
 *
 * Picks `count` catalog meals at random (the same seed always picks the same meals), and for each
 * writes a numbered picture and `choices` candidate names from the meal's own category (the right
 * one among them, shuffled), so the picture, not the category, has to tell them apart. The sheet
 * (index.html, page-N.png with the numbered pictures and their lists, and answers.json to fill in)
 * goes to one folder; the answer key to a file in ANOTHER folder, so whoever judges the sheet never
 * sees it. Score the filled-in answers with scripts/catalog/picture-test-score.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { drawMealArt, type MealArtInput } from "../../lib/meal-art";
import { readCatalogMeals } from "./render-meal-art";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seedText = process.argv[2] ?? "";
if (!seedText || seedText.startsWith("--")) {
  console.error("Usage: npx tsx scripts/catalog/picture-test.ts <seed> [--count 60] [--choices 8] [--sheet <dir>] [--key <file>]");
  process.exit(1);
}
const count = Number(arg("--count") ?? 60);
const choices = Number(arg("--choices") ?? 8);
const base = path.join(os.tmpdir(), "res-pe-picture-test");
const sheetDir = path.resolve(arg("--sheet") ?? path.join(base, "sheets", seedText));
const keyFile = path.resolve(arg("--key") ?? path.join(base, "keys", `${seedText}.json`));
if (path.dirname(keyFile).startsWith(sheetDir)) {
  console.error("The answer key must not be inside the sheet's folder: whoever judges the sheet would see it.");
  process.exit(1);
}

/** A small seeded generator (mulberry32) over the seed text, so a seed is any word or number. */
function seeded(text: string) {
  let state = [...text].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(seedText);
const shuffle = <T>(items: T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const meals = readCatalogMeals();
const picked = shuffle(meals).slice(0, count);

/**
 * The candidates: the meal and others of its category. A small category (Goat) is topped up with
 * meals of other categories, so every question still has `choices` names.
 */
function candidatesFor(meal: MealArtInput): string[] {
  const same = shuffle(meals.filter((other) => other.category === meal.category && other.id !== meal.id));
  const others = shuffle(meals.filter((other) => other.category !== meal.category));
  const wrong = [...same, ...others].slice(0, choices - 1).map((other) => other.name);
  return shuffle([meal.name, ...wrong]);
}

const questions = picked.map((meal, index) => ({ number: index + 1, meal, candidates: candidatesFor(meal) }));

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One page of the sheet as a PNG: numbered pictures, each with its lettered candidate list. */
async function page(items: typeof questions, file: string) {
  const pic = 360;
  const cellW = 900;
  const cellH = pic + 30;
  const columns = 2;
  const rows = Math.ceil(items.length / columns);
  const overlays: OverlayOptions[] = [];
  let labels = "";
  for (const [i, question] of items.entries()) {
    const x = (i % columns) * cellW + 10;
    const y = Math.floor(i / columns) * cellH + 10;
    overlays.push({ input: await sharp(Buffer.from(drawMealArt(question.meal))).resize(pic, pic).png().toBuffer(), left: x, top: y + 20 });
    labels += `<text x="${x}" y="${y + 14}" font-size="20" font-weight="bold">${question.number}</text>`;
    question.candidates.forEach((name, j) => {
      labels += `<text x="${x + pic + 16}" y="${y + 56 + j * 40}" font-size="19">${String.fromCharCode(65 + j)}. ${escape(name)}</text>`;
    });
  }
  const width = columns * cellW + 10;
  const height = rows * cellH + 20;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, Arial, sans-serif">${labels}</svg>`;
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from(text), left: 0, top: 0 }, ...overlays])
    .png()
    .toFile(file);
}

async function main() {
  fs.rmSync(sheetDir, { recursive: true, force: true });
  fs.mkdirSync(sheetDir, { recursive: true });
  fs.mkdirSync(path.dirname(keyFile), { recursive: true });
  const perPage = 6;
  for (let p = 0; p * perPage < questions.length; p++) await page(questions.slice(p * perPage, (p + 1) * perPage), path.join(sheetDir, `page-${p + 1}.png`));
  for (const question of questions) fs.writeFileSync(path.join(sheetDir, `${question.number}.svg`), drawMealArt(question.meal));
  const html = [
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Picture test ${escape(seedText)}</title>`,
    "<style>body{font-family:sans-serif;max-width:60rem;margin:auto}section{display:flex;gap:1.5rem;margin:1.5rem 0;align-items:flex-start}img{width:300px;height:300px}</style>",
    `<h1>Which dish is this?</h1><p>For each picture, choose its name among the ${choices} and say whether you are sure. Write your answers into answers.json (number → name and sure).</p>`,
    ...questions.map(
      (question) =>
        `<section><div><h2>${question.number}</h2><img src="${question.number}.svg" alt="Picture ${question.number}"></div><ol type="A">${question.candidates.map((name) => `<li>${escape(name)}</li>`).join("")}</ol></section>`,
    ),
    "</html>",
  ].join("\n");
  fs.writeFileSync(path.join(sheetDir, "index.html"), html);
  const blank = Object.fromEntries(questions.map((question) => [question.number, { name: "", sure: false }]));
  fs.writeFileSync(path.join(sheetDir, "answers.json"), `${JSON.stringify(blank, null, 2)}\n`);
  fs.writeFileSync(path.join(sheetDir, "candidates.json"), `${JSON.stringify(Object.fromEntries(questions.map((q) => [q.number, q.candidates])), null, 2)}\n`);
  const key = { seed: seedText, count: questions.length, choices, answers: Object.fromEntries(questions.map((q) => [q.number, { id: q.meal.id, name: q.meal.name, category: q.meal.category }])) };
  fs.writeFileSync(keyFile, `${JSON.stringify(key, null, 2)}\n`);
  console.log(`Sheet: ${sheetDir} (index.html, page-1…${Math.ceil(questions.length / perPage)}.png, answers.json to fill in)`);
  console.log(`Answer key (keep it away from the judge): ${keyFile}`);
  console.log(`Score: npx tsx scripts/catalog/picture-test-score.ts ${path.join(sheetDir, "answers.json")} ${keyFile}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
