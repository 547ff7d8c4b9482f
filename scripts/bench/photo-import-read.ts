/**
 * Run by `npm run bench -- photo-import` (photo-import.ts) under React's server condition: how well and how fast the photo and PDF import reads recipes,
 * offline (no language model), in this process. The set is drawn here: 8 recipes (two each in
 * English, German, French, Spanish) × 8 card styles = 64 photos (serif, sans, mono, two columns;
 * then turned, blurred, on paper, through JPEG at low quality), plus a text PDF of seven recipes
 * and a scanned PDF of two cards. Photos are also counted per language, since each is read with
 * its own model. Each photo is read as a cook's upload is (lib/recipe-import's
 * `readRecipeScans`: EXIF turn, recognition with tesseract.js and the installed models,
 * the text structurer, the one ingredient parser).
 *
 * Per field: title exact; ingredient lines found (recall and precision, the line as written);
 * quantities and units right (the parser's quantity and unit of each expected line found); steps
 * found; seconds per page, on the clock and of CPU (the process's, its recognition thread's included:
 * on a machine others share, the clock's figures move with their load, the CPU's much less). Targets: ≥ 90 % of ingredient lines right on clean cards, ≥ 75 % on
 * turned or blurred ones, ≤ 10 s a page. Writes .tmp/bench/photo-import.json.
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { parseIngredientLine } from "../../lib/ingredients";
import { readRecipeScans, warmUpRecognition } from "../../lib/recipe-import";
import { SAMPLE_CARDS, imagePdf, recipeCardPhoto, recipeCardText, textPdf, type CardRecipe, type CardStyle } from "../../tooling/recipe-cards";
import { progress } from "./harness";
import { machineContext, machineSection, publishReport, table } from "./report";
import { ROOT } from "./servers";

const STYLES: { name: string; degraded: boolean; style: CardStyle }[] = [
  { name: "serif", degraded: false, style: { font: "DejaVu Serif" } },
  { name: "sans", degraded: false, style: { font: "Liberation Sans" } },
  { name: "mono", degraded: false, style: { font: "DejaVu Sans Mono" } },
  { name: "two columns", degraded: false, style: { font: "Liberation Serif", columns: 2 } },
  { name: "turned 2°, paper", degraded: true, style: { font: "DejaVu Serif", rotate: 2, paper: true } },
  { name: "blurred, JPEG q30", degraded: true, style: { font: "Liberation Sans", blur: 1.2, jpegQuality: 30 } },
  { name: "turned −3°, blurred, paper, q40", degraded: true, style: { font: "DejaVu Sans", rotate: -3, blur: 0.8, paper: true, jpegQuality: 40 } },
  { name: "two columns, turned 1°, paper", degraded: true, style: { font: "DejaVu Serif", columns: 2, rotate: 1, paper: true } },
];

const fold = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, "").replace(/[’']/g, "'");

type Score = { titles: number; recipes: number; expected: number; found: number; right: number; amounts: number; steps: number; expectedSteps: number; pages: number; seconds: number[]; cpu: number[] };
const empty = (): Score => ({ titles: 0, recipes: 0, expected: 0, found: 0, right: 0, amounts: 0, steps: 0, expectedSteps: 0, pages: 0, seconds: [], cpu: [] });

function score(into: Score, expected: CardRecipe, got: Awaited<ReturnType<typeof readRecipeScans>>[number] | undefined) {
  into.recipes++;
  into.expected += expected.ingredients.length;
  into.expectedSteps += expected.steps.length;
  if (!got) return;
  if (got.recipe.name === expected.name) into.titles++;
  const lines = got.recipe.ingredients.map((line) => `${line.measure} ${line.name}`.trim());
  into.found += lines.length;
  const left = new Set(lines.map(fold));
  for (const line of expected.ingredients) {
    if (left.delete(fold(line))) into.right++;
    const want = parseIngredientLine(line);
    if (lines.some((found) => { const read = parseIngredientLine(found); return read.quantity === want.quantity && read.unit === want.unit && fold(read.name) === fold(want.name); })) into.amounts++;
  }
  const steps = new Set(got.recipe.instructions.split("\n").map(fold));
  into.steps += expected.steps.filter((step) => steps.has(fold(step))).length;
}

async function read(files: Buffer[]) {
  const at = { pages: 0, pagesRead: 0, sources: [] };
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const recipes = await readRecipeScans(files, at, { knownAreas: [], signal: new AbortController().signal });
  const { user, system } = process.cpuUsage(cpuStart);
  return { recipes, seconds: (performance.now() - start) / 1000, cpu: (user + system) / 1e6, pages: Math.max(at.pagesRead, files.length) };
}

const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/**
 * PHOTO_BENCH_STYLES=0,4,7 measures only those card styles (by their place in STYLES), for a
 * quicker look while tuning; the figures to report come from the whole set.
 */
const chosenStyles = process.env.PHOTO_BENCH_STYLES ? process.env.PHOTO_BENCH_STYLES.split(",").map((index) => STYLES[Number(index)]!).filter(Boolean) : STYLES;

async function measure(): Promise<void> {
  const groups = new Map<string, Score>();
  const group = (name: string) => groups.get(name) ?? groups.set(name, empty()).get(name)!;
  // The table's order: all photos, each style, each language, then the PDFs.
  for (const degraded of [false, true]) {
    group(degraded ? "photos: turned / blurred" : "photos: clean");
    for (const style of chosenStyles.filter((style) => style.degraded === degraded)) group(`· ${style.name}`);
  }
  for (const language of new Set(SAMPLE_CARDS.map((card) => card.language))) group(`photos in ${language}`);
  // As the import page does while the cook chooses the photos: the English model loads ahead, timed apart.
  const loading = performance.now();
  await warmUpRecognition();
  const loadSeconds = (performance.now() - loading) / 1000;
  for (const { name, degraded, style } of chosenStyles) {
    for (const card of SAMPLE_CARDS) {
      progress(`${card.name}: ${name}`);
      const photo = await recipeCardPhoto(card, style);
      const { recipes, seconds, cpu } = await read([photo]);
      for (const into of [group(degraded ? "photos: turned / blurred" : "photos: clean"), group(`· ${name}`), group(`photos in ${card.language}`)]) {
        score(into, card, recipes[0]);
        into.pages++;
        into.seconds.push(seconds);
        into.cpu.push(cpu);
      }
    }
  }
  // The text PDF: Helvetica's WinAnsi has no œ, so the French card stays a photo only.
  const inPdf = SAMPLE_CARDS.filter((card) => !card.name.startsWith("Crêpes"));
  progress("text PDF");
  const text = await read([textPdf(inPdf.map(recipeCardText))]);
  const textGroup = group("PDF: text layer");
  inPdf.forEach((card, index) => score(textGroup, card, text.recipes[index]));
  textGroup.pages += inPdf.length;
  textGroup.seconds.push(...inPdf.map(() => text.seconds / inPdf.length));
  textGroup.cpu.push(...inPdf.map(() => text.cpu / inPdf.length));

  progress("scanned PDF");
  const scans = await Promise.all(
    SAMPLE_CARDS.slice(0, 2).map(async (card) => {
      const jpeg = await recipeCardPhoto(card, { paper: true, rotate: 1 });
      const { width = 0, height = 0 } = await sharp(jpeg).metadata();
      return { jpeg, width, height };
    }),
  );
  const scanned = await read([imagePdf(scans)]);
  const scannedGroup = group("PDF: scanned");
  SAMPLE_CARDS.slice(0, 2).forEach((card, index) => score(scannedGroup, card, scanned.recipes[index]));
  scannedGroup.pages += 2;
  scannedGroup.seconds.push(scanned.seconds / 2, scanned.seconds / 2);
  scannedGroup.cpu.push(scanned.cpu / 2, scanned.cpu / 2);

  const rows = [...groups].map(([name, s]) => [
    name,
    String(s.pages),
    pct(s.titles, s.recipes),
    pct(s.right, s.expected),
    pct(s.right, s.found),
    pct(s.amounts, s.expected),
    pct(s.steps, s.expectedSteps),
    (s.seconds.reduce((a, b) => a + b, 0) / s.seconds.length).toFixed(2),
    percentile(s.seconds, 95).toFixed(2),
    (s.cpu.reduce((a, b) => a + b, 0) / s.cpu.length).toFixed(2),
    percentile(s.cpu, 95).toFixed(2),
  ]);
  const clean = groups.get("photos: clean") ?? empty();
  const degraded = groups.get("photos: turned / blurred") ?? empty();
  const allSeconds = [...clean.seconds, ...degraded.seconds];
  const allCpu = [...clean.cpu, ...degraded.cpu];
  const report = [
    "## Photo and PDF import (offline)",
    "",
    table(["Set", "Pages", "Title exact", "Ingredient lines recall", "precision", "Quantity + unit right", "Steps found", "s/page mean", "s/page p95", "CPU s/page mean", "CPU p95"], rows),
    "",
    `Ingredient lines right, clean cards: ${pct(clean.right, clean.expected)} (target ≥ 90 %); turned or blurred: ${pct(degraded.right, degraded.expected)} (target ≥ 75 %).`,
    `Seconds per photo page: p95 ${percentile(allSeconds, 95).toFixed(2)}, max ${Math.max(...allSeconds).toFixed(2)} (target ≤ 10).`,
    `CPU seconds per photo page: mean ${(allCpu.reduce((sum, value) => sum + value, 0) / Math.max(allCpu.length, 1)).toFixed(2)}, p95 ${percentile(allCpu, 95).toFixed(2)}.`,
    `Loading the English model: ${loadSeconds.toFixed(2)} s, ahead of the first page (the import page starts it while the cook chooses the photos; the others load when a page needs them).`,
    "",
    machineSection(machineContext(ROOT)),
  ].join("\n");
  publishReport("photo-import", report, { groups: Object.fromEntries(groups) });
  process.exit(0);
}

void measure();
