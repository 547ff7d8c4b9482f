import { showAmount, type UnitChoice } from "./amounts";
import type { DensityOf } from "./densities";
import type { Amount, IngredientLine } from "./line";
import { mergeKey, nameForCount } from "./nouns";
import { isScalable } from "./scale";
import { unitInfo } from "./units";

/**
 * The same ingredient from several lines (several recipes, or one recipe twice) as one shopping
 * line: "200 g flour" + "1 cup flour" → "325 g flour" (weighed through flour's density), "2
 * onions" + "1 onion" → "3 onions", with every line it came from kept.
 *
 * Lines merge when their names agree once case, plural and words a shopper does not buy by
 * ("large", "fresh") are set aside: "Onions", "1 large onion" and "onion" are one; "red onion"
 * is another. Within a name, amounts that convert are added (mass, volume, and either into the
 * other when the density is known); counts add per unit ("2 cloves" + "3 cloves"; tins per tin
 * size); a range counts at its high end, so the cook buys enough. Lines without an amount ("salt
 * to taste", "a pinch of salt") become one line with no amount, unless the name is also bought
 * by amount, when they add nothing.
 */
export type ShoppingSource = { line: IngredientLine; from: string; factor?: number };

export type ShoppingItem = {
  /** The merge key: lower case, singular. */
  key: string;
  name: string;
  /** The amount to buy ("325 g", "3", "2 × 400 g tins"), or "" when no amount is stated. */
  measure: string;
  text: string;
  quantity: number | null;
  unit: string | null;
  /** Where it came from, each once, in the order met (recipe names). */
  sources: string[];
  lines: ShoppingSource[];
};

export type ShoppingOptions = { units?: UnitChoice; densityOf?: DensityOf };

/**
 * Kinds of one food a shopper buys as that food, with the kind as a note: "floury potatoes" and
 * "potatoes" are one line, "1.5 kg Potatoes (floury)". Per food, because the same word before
 * another food is another thing ("baking powder" is not "powder"); a kind that changes what is
 * bought ("red onion", "sweet potato", "cherry tomatoes") is not here and stays its own line.
 * Keys are merge keys (lower case, singular words).
 */
const KINDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["potato", ["floury", "waxy", "baking", "salad", "maris piper", "king edward", "charlotte"]],
  ["tomato", ["vine", "vine-ripened", "salad"]],
  ["onion", ["brown", "yellow"]],
  ["lemon", ["unwaxed"]],
  ["lime", ["unwaxed"]],
  ["orange", ["unwaxed"]],
  ["butter", ["unsalted", "salted"]],
  ["olive oil", ["extra virgin", "extra-virgin", "light"]],
]);

/** The food's key and the kind written before it ("floury potato" → potato, floury), or the key alone. */
function kindOf(key: string): { key: string; kind: string | null } {
  for (const [food, kinds] of KINDS) {
    if (!key.endsWith(` ${food}`)) continue;
    const kind = key.slice(0, -food.length - 1);
    if (kinds.includes(kind)) return { key: food, kind };
  }
  return { key, kind: null };
}

/** "Floury potatoes" without its kind, in the cook's case: "Potatoes". */
function withoutKind(name: string, kind: string): string {
  const words = name.split(/\s+/);
  const rest = words.slice(kind.split(/[\s]+/).length).join(" ");
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : name;
}

/** Notes once each, whatever their case: "Chives (to serve)", not "(to serve, to serve)". */
function notesOnce(notes: readonly (string | null | undefined)[]): string {
  const seen = new Map<string, string>();
  for (const note of notes) {
    const trimmed = note?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()].join(", ");
}

type Bucket = {
  kind: "mass" | "volume" | "count" | "none";
  unit: string | null;
  /** A container's size ("400 g" of "2 x 400 g tins"), as a key and as an amount. */
  size: string;
  sizeAmount?: Amount;
  total: number;
  /** A mass bucket's volumes in ml, and whether it holds any mass: spoons of salt stay spoons. */
  ml: number;
  weighed: boolean;
  lines: ShoppingSource[];
};

function amountOf(source: ShoppingSource): number {
  const { line, factor = 1 } = source;
  const value = (line.quantityHigh ?? line.quantity ?? 0) * factor;
  return line.size && line.unit === null ? value * line.size.quantity : value;
}

/** The unit the amount is in: a size without a container counts in the size's unit ("2 x 400 g" → g). */
function unitOfLine(line: IngredientLine): string | null {
  return line.size && line.unit === null ? line.size.unit : line.unit;
}

function bucketFor(buckets: Bucket[], source: ShoppingSource, densityOf: DensityOf | undefined): void {
  const { line } = source;
  if (!isScalable(line)) {
    const none = buckets.find((bucket) => bucket.kind === "none");
    if (none) none.lines.push(source);
    else buckets.push({ kind: "none", unit: null, size: "", total: 0, ml: 0, weighed: false, lines: [source] });
    return;
  }
  const unitName = unitOfLine(line);
  const unit = unitName === null ? null : unitInfo(unitName);
  const amount = amountOf(source);
  if (unit && unit.kind !== "count") {
    const density = densityOf?.(line.food ?? line.name);
    // With a density every amount is weighed; without one, masses and volumes add apart.
    const kind = unit.kind === "volume" && !density ? "volume" : "mass";
    const base = amount * unit.base * (unit.kind === "volume" && kind === "mass" ? density! : 1);
    let bucket = buckets.find((candidate) => candidate.kind === kind);
    if (!bucket) {
      bucket = { kind, unit: kind === "mass" ? "g" : "ml", size: "", total: 0, ml: 0, weighed: false, lines: [] };
      buckets.push(bucket);
    }
    bucket.total += base;
    bucket.lines.push(source);
    if (unit.kind === "mass") bucket.weighed = true;
    else bucket.ml += amount * unit.base;
    return;
  }
  const size = line.size ? `${line.size.quantity} ${line.size.unit}` : "";
  const bucket = buckets.find((candidate) => candidate.kind === "count" && candidate.unit === unitName && candidate.size === size);
  if (bucket) {
    bucket.total += amount;
    bucket.lines.push(source);
  } else buckets.push({ kind: "count", unit: unitName, size, sizeAmount: line.size ?? undefined, total: amount, ml: 0, weighed: false, lines: [source] });
}

/** Metric unless every measured line was written in US units (cups, ounces, pounds). */
function systemOf(lines: ShoppingSource[]): "metric" | "us" {
  const systems = lines.map(({ line }) => (unitOfLine(line) === null ? "any" : unitInfo(unitOfLine(line)!).system));
  return systems.includes("us") && !systems.includes("metric") ? "us" : "metric";
}

type KindOf = (source: ShoppingSource) => string | null;

/**
 * The name a merged line shows and the kinds as a note: lines all of one kind keep their name
 * ("1 kg Floury potatoes"); mixed kinds show the food and name the kinds ("1.5 kg Potatoes (floury)").
 */
function nameAndKinds(bucket: Bucket, kindOfSource: KindOf): { name: string; kinds: string[] } {
  const first = bucket.lines[0]!;
  const kinds = bucket.lines.map(kindOfSource);
  if (kinds.every((kind) => kind === kinds[0])) return { name: first.line.name, kinds: [] };
  const plain = bucket.lines.find((source) => kindOfSource(source) === null);
  const name = plain ? plain.line.name : withoutKind(first.line.name, kinds[0]!);
  return { name, kinds: [...new Set(kinds.filter((kind): kind is string => kind !== null))] };
}

function itemOf(key: string, bucket: Bucket, units: UnitChoice, densityOf: DensityOf | undefined, kindOfSource: KindOf): ShoppingItem {
  const first = { ...bucket.lines[0]!.line, ...(bucket.lines[0]!.line.parsed ? { name: nameAndKinds(bucket, kindOfSource).name } : {}) };
  const kinds = first.parsed ? nameAndKinds(bucket, kindOfSource).kinds : [];
  const sources = [...new Set(bucket.lines.map((source) => source.from))];
  const base = { key, sources, lines: bucket.lines };
  if (bucket.kind === "none") {
    const name = first.parsed ? first.name : first.text;
    const note = first.parsed ? notesOnce([first.written.measure.replace(/\s+of$/i, ""), first.comment, ...kinds]) : "";
    return { ...base, name, measure: "", text: note ? `${name} (${note})` : name, quantity: null, unit: null };
  }
  const kindsNote = kinds.length > 0 ? ` (${kinds.join(", ")})` : "";
  const system = units === "as written" ? systemOf(bucket.lines) : units;
  if (bucket.kind === "count") {
    const unit = bucket.unit;
    // What to buy: whole things, rounded up (1½ eggs is 2 eggs to buy).
    const shown = showAmount([bucket.total], unit, { units: system, name: first.name, buying: true });
    let measure = shown.text;
    if (bucket.sizeAmount && unit !== null) {
      // "3 × 400 g tins", the size in the cook's units ("3 × 14 oz tins").
      const size = showAmount([bucket.sizeAmount.quantity], bucket.sizeAmount.unit, { units: system, name: first.name, packSize: true });
      const [count, ...unitWords] = shown.text.split(" ");
      measure = `${count} × ${size.text} ${unitWords.join(" ")}`;
    }
    const name = unit === null ? nameForCount(first.name, bucket.total > 1) : first.name;
    return { ...base, name, measure, text: `${measure} ${name}${kindsNote}`, quantity: shown.quantity, unit };
  }
  const ml = bucket.kind === "volume" ? bucket.total : bucket.weighed ? null : bucket.ml;
  // Spoons stay spoons ("1 tsp salt" twice is "2 tsp salt", not "10 ml"). As written, spoons are
  // no metric measure: they climb to cups as a scaled spoon line does (4 + 8 tbsp sugar → "¾ cup",
  // not "180 ml"), even when the ingredient's density put them in a weighed bucket.
  const spoons = bucket.lines.every(({ line }) => !isScalable(line) || line.unit === "tsp" || line.unit === "tbsp" || line.unit === "dsp");
  const options = { units: system, name: first.name, densityOf };
  const shown =
    ml === null
      ? showAmount([bucket.total], bucket.unit, options)
      : spoons
        ? showAmount([ml / 5], "tsp", { ...options, units })
        : showAmount([ml], "ml", options);
  return { ...base, name: first.name, measure: shown.text, text: `${shown.text} ${first.name}${kindsNote}`, quantity: shown.quantity, unit: shown.unit };
}

export function mergeForShopping(sources: readonly ShoppingSource[], { units = "as written", densityOf }: ShoppingOptions = {}): ShoppingItem[] {
  const groups = new Map<string, Bucket[]>();
  const kinds = new Map<ShoppingSource, string | null>();
  for (const source of sources) {
    // A food named in another language merges under its English name ("Olivenöl" with "olive oil").
    const written = source.line.parsed ? mergeKey(source.line.food ?? source.line.name) || source.line.text.toLowerCase() : source.line.text.toLowerCase();
    const { key, kind } = source.line.parsed ? kindOf(written) : { key: written, kind: null };
    kinds.set(source, kind);
    const buckets = groups.get(key) ?? [];
    bucketFor(buckets, source, densityOf);
    groups.set(key, buckets);
  }
  const order = new Map(sources.map((source, at) => [source, at]));
  const items: ShoppingItem[] = [];
  for (const [key, buckets] of groups) {
    const measured = buckets.find((bucket) => bucket.kind !== "none");
    const unmeasured = buckets.find((bucket) => bucket.kind === "none");
    // "salt to taste" beside "1 tsp salt": buying the teaspoon's worth covers the tasting.
    if (measured && unmeasured) {
      measured.lines.push(...unmeasured.lines);
      measured.lines.sort((a, b) => order.get(a)! - order.get(b)!);
    }
    for (const bucket of buckets) {
      if (bucket === unmeasured && measured) continue;
      items.push(itemOf(key, bucket, units, densityOf, (source) => kinds.get(source) ?? null));
    }
  }
  return items;
}
