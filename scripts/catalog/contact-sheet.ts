/**
 * A contact sheet of the catalog's drawn pictures with their names, to look at them all at once.
 *
 *   npx tsx scripts/catalog/contact-sheet.ts [out.png] [--only <regex>] [--per-sheet 48] [--size 200] [--closest 24 [--skip 0]]
 *
 * Writes out.png, or out-1.png, out-2.png… when the meals need several sheets. --only keeps the meals
 * whose name, id or category matches; --closest N instead draws the N most alike pairs (by the
 * perceptual hash the catalog test uses) side by side with their distance.
 */
import path from "node:path";
import sharp from "sharp";
import { drawMealArt, type MealArtInput } from "../../lib/meal-art";
import { allPairs, pictureHash } from "./picture-hash";
import { readCatalogMeals } from "./render-meal-art";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const out = process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : "contact-sheet.png";
const size = Number(arg("--size") ?? 200);
const perSheet = Number(arg("--per-sheet") ?? 48);
const only = arg("--only");
const closest = arg("--closest");
/** With --closest: skip this many of the most alike pairs, to look further down the list. */
const skip = Number(arg("--skip") ?? 0);
const LABEL = 34;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface Cell {
  meal: MealArtInput;
  label: string;
}

async function sheet(cells: Cell[], columns: number, file: string) {
  const rows = Math.ceil(cells.length / columns);
  const width = columns * size;
  const height = rows * (size + LABEL);
  const tiles = await Promise.all(
    cells.map(async (cell, i) => ({
      input: await sharp(Buffer.from(drawMealArt(cell.meal)), { density: (72 * size) / 600 }).png().toBuffer(),
      left: (i % columns) * size,
      top: Math.floor(i / columns) * (size + LABEL),
    })),
  );
  const labels = cells
    .map((cell, i) => {
      const x = (i % columns) * size + size / 2;
      const y = Math.floor(i / columns) * (size + LABEL) + size + 14;
      const text = cell.label.length > 30 ? cell.label.slice(0, 29) + "…" : cell.label;
      return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="12" text-anchor="middle">${escape(text)}</text>` +
        `<text x="${x}" y="${y + 14}" font-family="DejaVu Sans" font-size="10" fill="#666" text-anchor="middle">${escape(cell.meal.id + " · " + cell.meal.category)}</text>`;
    })
    .join("");
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`;
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([...tiles, { input: Buffer.from(overlay), left: 0, top: 0 }])
    .png()
    .toFile(file);
  console.log(`${file}: ${cells.length} pictures`);
}

async function main() {
  let meals = readCatalogMeals();
  if (only) {
    const re = new RegExp(only, "i");
    meals = meals.filter((meal) => re.test(meal.name) || re.test(meal.id) || re.test(meal.category));
  }
  if (closest) {
    const hashes = await Promise.all(meals.map((meal) => pictureHash(drawMealArt(meal))));
    const pairs = allPairs(hashes).slice(skip, skip + Number(closest));
    const cells = pairs.flatMap((p) => [
      { meal: meals[p.a]!, label: `${p.distance}: ${meals[p.a]!.name}` },
      { meal: meals[p.b]!, label: meals[p.b]!.name },
    ]);
    return sheet(cells, 8, out);
  }
  const cells = meals.map((meal) => ({ meal, label: meal.name }));
  const sheets = Math.ceil(cells.length / perSheet);
  const columns = Math.min(8, cells.length);
  for (let s = 0; s < sheets; s++) {
    const file = sheets === 1 ? out : out.replace(/(\.png)?$/, `-${s + 1}.png`);
    await sheet(cells.slice(s * perSheet, (s + 1) * perSheet), columns, path.resolve(file));
  }
}

void main();
