import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync, zipSync, strToU8, type Zippable } from "fflate";
import sharp from "sharp";

/**
 * Test files in other apps' export formats (issue 33), built in code so every case is visible in
 * the test that uses it. The same style serves every reader: a builder per format returning the
 * bytes a cook would upload, plus the bad archives the unpacker must refuse.
 */

/** A small real JPEG of one colour (different colours give different pictures). */
export const photo = (rgb: [number, number, number], size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).jpeg().toBuffer();

/** Writes `bytes` to a fresh temporary file and answers its path. */
export function tempFile(name: string, bytes: Uint8Array | string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "res-pe-migration-")), name);
  writeFileSync(file, bytes);
  return file;
}

export const zip = (files: Zippable) => zipSync(files);

// ---------------------------------------------------------------------------------------------
// Paprika 3: a zip of gzip-compressed JSON files, one per recipe.

export type PaprikaRecipe = Record<string, unknown>;

export const paprikaFile = (recipe: PaprikaRecipe) => gzipSync(strToU8(JSON.stringify(recipe)));

export const paprikaExport = (recipes: PaprikaRecipe[]) =>
  zipSync(Object.fromEntries(recipes.map((recipe, index) => [`${String(recipe.name ?? `Recipe ${index}`).replace(/[/\\]/g, "-")}.paprikarecipe`, paprikaFile(recipe)])));

/** Käsespätzle (German, sections, fractions, two photos, a rating, nutrition) and Tarte Tatin (French, little else). */
export async function paprikaSamples() {
  const [red, green, blue] = await Promise.all([photo([200, 40, 40]), photo([40, 160, 40]), photo([40, 40, 200])]);
  const kaese: PaprikaRecipe = {
    uid: "6C3B4F0A-1111-4D2E-9A51-KAESESPAETZLE",
    name: "Käsespätzle",
    description: "Allgäuer Art, mit Röstzwiebeln.",
    ingredients: "Für den Teig:\n400 g Mehl\n4 Eier\n½ TL Salz\n200 ml Wasser\nFür die Zwiebeln:\n3 Zwiebeln\n2 EL Butter\n200 g Bergkäse, gerieben",
    directions: "Für den Teig:\nMehl, Eier, Salz und Wasser zu einem zähen Teig schlagen, bis er Blasen wirft.\nFür die Zwiebeln:\nZwiebeln in Ringe schneiden und in Butter goldbraun rösten.\nSpätzle ins kochende Salzwasser schaben und mit dem Käse schichten.",
    servings: "4 Portionen",
    prep_time: "20 Min.",
    cook_time: "1 Std. 10 Min.",
    total_time: "1 Std. 30 Min.",
    difficulty: "Mittel",
    rating: 5,
    categories: ["Pasta", "Deutsch", "Comfort food"],
    notes: "Mit Schnittlauch bestreuen.",
    nutritional_info: "Kalorien: 780 kcal",
    source: "Oma Hilde",
    source_url: "https://example.com/kaesespaetzle",
    photo_data: red.toString("base64"),
    photos: [{ name: "2", filename: "2.jpg", data: green.toString("base64") }, { name: "3", filename: "3.jpg", data: blue.toString("base64") }],
  };
  const tatin: PaprikaRecipe = {
    uid: "9D2A1B7C-2222-4E3F-8B62-TARTETATIN",
    name: "Tarte Tatin à l’ancienne",
    ingredients: "6 pommes reinettes\n150 g de sucre\n1 1/2 c. à soupe de crème fraîche\n1 pâte brisée",
    directions: "1. Faire un caramel blond avec le sucre dans le moule.\n2. Disposer les pommes, couvrir de pâte et cuire 45 minutes à 180 °C.\n3. Démouler tiède.",
    servings: "",
    prep_time: "",
    cook_time: "45 mins",
    categories: ["Dessert", "Français"],
    rating: 0,
    notes: "",
    source_url: "",
    photo_data: null,
    photos: [],
  };
  return { kaese, tatin, pictures: { red, green, blue } };
}

// ---------------------------------------------------------------------------------------------
// Mealie: recipes/<slug>/<slug>.json with images/original.webp (current) or recipes/<slug>.json and images/<slug>.jpg (older).

export type MealieRecipe = Record<string, unknown> & { slug: string };

export const mealieExport = (recipes: { json: MealieRecipe; images?: Uint8Array[] }[]) =>
  zipSync(
    Object.fromEntries(
      recipes.flatMap(({ json, images = [] }) => [
        [`recipes/${json.slug}/${json.slug}.json`, strToU8(JSON.stringify(json))],
        ...images.map((bytes, index) => [`recipes/${json.slug}/images/${index === 0 ? "original" : `extra-${index}`}.webp`, bytes] as const),
      ]),
    ),
  );

export const oldMealieExport = (recipes: { json: MealieRecipe; image?: Uint8Array }[]) =>
  zipSync(
    Object.fromEntries(
      recipes.flatMap(({ json, image }) => [
        [`recipes/${json.slug}.json`, strToU8(JSON.stringify(json))],
        ...(image ? [[`images/${json.slug}.jpg`, image] as const] : []),
      ]),
    ),
  );

/** Ratatouille (French, structured ingredients with a section title, nutrition, notes) in Mealie's current shape. */
export async function mealieSamples() {
  const image = await photo([180, 120, 30]);
  const ratatouille: MealieRecipe = {
    id: "5f1c1a9e-6b7d-4a7b-9d55-ratatouille01",
    slug: "ratatouille-nicoise",
    name: "Ratatouille niçoise",
    description: "Légumes d’été mijotés.",
    recipeYield: "6 servings",
    recipeServings: 6,
    prepTime: "30 minutes",
    performTime: "1 hour",
    totalTime: "1 hour 30 minutes",
    recipeCategory: [{ name: "Vegetarian", slug: "vegetarian" }],
    tags: [{ name: "Provence", slug: "provence" }, { name: "Été", slug: "ete" }],
    tools: [{ name: "Cocotte" }],
    rating: 4,
    orgURL: "https://example.org/ratatouille",
    recipeIngredient: [
      { title: "Légumes", quantity: 2, unit: null, food: { name: "aubergines" }, note: "en dés", originalText: "2 aubergines, en dés", disableAmount: false },
      { quantity: 3, unit: null, food: { name: "courgettes" }, note: "", originalText: null, disableAmount: false },
      { title: "Assaisonnement", quantity: 0.5, unit: { name: "cup" }, food: { name: "olive oil" }, note: "", originalText: "½ cup olive oil" },
      { quantity: 0, unit: null, food: null, note: "Herbes de Provence", disableAmount: true },
    ],
    recipeInstructions: [
      { title: "Préparation", text: "Couper tous les légumes en dés réguliers." },
      { title: "", text: "Faire revenir chaque légume séparément dans l’huile d’olive." },
      { title: "Cuisson", text: "Réunir les légumes et laisser mijoter une heure à couvert." },
    ],
    nutrition: { calories: "210", fatContent: "14", proteinContent: "3", carbohydrateContent: null },
    notes: [{ title: "Astuce", text: "Meilleure le lendemain." }],
    extras: {},
  };
  const bare: MealieRecipe = {
    slug: "plain-toast",
    name: "Plain toast",
    recipeIngredient: ["2 slices of bread", "1 tbsp butter"],
    recipeInstructions: [{ text: "Toast the bread until golden, then spread the butter on top." }],
    recipeCategory: ["Breakfast"],
    tags: [],
  };
  return { ratatouille, bare, image };
}

// ---------------------------------------------------------------------------------------------
// Bad archives. Each is small on disk; the limits a test passes make the budgets small too.

/** One entry that inflates 1000× (zeros). */
export const bombByRatio = (megabytes = 20) => zipSync({ "recipes.json": new Uint8Array(megabytes * 1024 * 1024) });

/** Many entries that each pass, together more than the total budget (text that compresses ~3×). */
export function bombByTotal(entries: number, bytesEach: number) {
  const text = strToU8(Array.from({ length: Math.ceil(bytesEach / 8) }, (_, k) => (k * 2654435761 % 99999999).toString(36).padEnd(8, " ")).join("").slice(0, bytesEach));
  return zipSync(Object.fromEntries(Array.from({ length: entries }, (_, k) => [`part-${k}.json`, text])));
}

/** A zip naming an entry by the raw bytes given (fflate would keep "../x"; this also allows "\\" and "C:"). */
export const namedEntry = (name: string) => zipSync({ [name]: strToU8("{}") });

/** An entry marked as a Unix symbolic link (mode 0120777 in the external attributes). */
export const symlinkEntry = () => zipSync({ "recipes/link.json": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] });

/** A zip inside a zip inside a zip. */
export const zipInZipInZip = () => zipSync({ "a.zip": zipSync({ "b.zip": zipSync({ "r.json": strToU8("{}") }) }) });

/** A stored entry whose central directory understates its inflated size. */
export function lyingHeader(): Uint8Array {
  const bytes = zipSync({ "r.json": new Uint8Array(3 * 1024 * 1024) });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = bytes.length - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, 1000, true);
      break;
    }
  }
  return bytes;
}

/** JSON in Latin-1 (é as 0xE9): not UTF-8. */
export const latin1Json = () => zipSync({ "recipe.json": Uint8Array.from(Buffer.from('{"name":"Crème brûlée","ingredients":"x","directions":"y","uid":"1"}', "latin1")) });
