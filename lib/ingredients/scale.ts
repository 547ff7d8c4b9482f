import { countedAmount, showAmount, type UnitChoice } from "./amounts";
import type { DensityOf } from "./densities";
import type { IngredientLine } from "./line";
import { nameForCount, pluralOf, singularOf } from "./nouns";
import { fractionText, snapToSteps } from "./numbers";
import { unitInfo } from "./units";

/**
 * A parsed line for a different number of servings and in the cook's units. What is shown:
 *
 * - a line with nothing to scale — unparseable, no amount ("salt to taste", "a few sprigs"), or
 *   a pinch, dash, drop or splash (seasoning is tasted, not multiplied) — stays as written, with
 *   `scaled: false`, so the page can mark it;
 * - ranges scale at both ends ("2–3 tbsp" × 2 → "4–6 tbsp");
 * - containers keep their size and scale their number ("2 × 400 g tins" × 1.5 → "3 × 400 g
 *   tins"); a size without a container, or less than one container, is a total ("2 × 500 g" →
 *   "1 kg", "½ × 7 g sachet" → "3.5 g");
 * - bracketed notes with numbers in the name ("(about 1kg)") are dropped: they described the
 *   amount as written;
 * - with the servings and units unchanged, a line is shown exactly as written.
 */
export type ShownIngredient = {
  line: IngredientLine;
  /** The amount as shown: "1–2", "1 kg", "2–3 tbsp", "3 × 400 g tins", "1 stick (½ cup)"; as written when not scaled. */
  measure: string;
  /** The name as shown ("1 egg", "2 onions", "½ lemon"), with the line's own notes when it came as one line. */
  name: string;
  /** Measure and name as one line. */
  text: string;
  /** False when the line was left as written (see above). */
  scaled: boolean;
  /**
   * The numbers the measure shows, in its unit (1.5 cups for "1½ cups", 1 and 2 for "1–2 eggs"),
   * so a reader of the numbers reads what the cook reads; the exact amount is the line's own
   * quantity × the factor.
   */
  quantity: number | null;
  quantityHigh: number | null;
  unit: string | null;
};

export type ScaleOptions = { units?: UnitChoice; densityOf?: DensityOf };

const VAGUE = /\b(few|little|some|several|bit)\b/;
const SPOONS = new Set(["tsp", "tbsp", "dsp"]);
const SPOON_MODIFIERS = /\b(heaped|heaping|level|rounded|scant|generous|good)\b/;

function asWritten(line: IngredientLine, scaled: boolean): ShownIngredient {
  const { measure, name } = line.written;
  return { line, measure, name, text: line.text, scaled, quantity: line.quantity, quantityHigh: line.quantityHigh, unit: line.unit };
}

/** The name as written with its head noun following the new count ("2 eggs, beaten" → "½ egg, beaten"). */
function renamed(line: IngredientLine, many: boolean): string {
  // "(about 1kg)" was true of the amount as written, not of the scaled one.
  const written = line.written.name.replace(/\s*\([^()]*\d[^()]*\)/g, "");
  if (!line.name || (line.unit !== null && !line.unitAfterName)) return written;
  // A food named in German, French or Spanish keeps its words: an English plural would make
  // "2 Zwiebeln" into "4 Zwiebelns", and their own plurals are not ours to guess.
  if (line.food !== null) return written;
  if (line.unitAfterName) {
    // "1 garlic clove" / "6 garlic cloves": the unit word at the end of the written name follows the count.
    const stop = written.search(/[,(]/);
    const head = (stop === -1 ? written : written.slice(0, stop)).trimEnd();
    const space = head.lastIndexOf(" ");
    const word = head.slice(space + 1);
    return head.slice(0, space + 1) + (many ? pluralOf(word) : singularOf(word)) + written.slice(head.length);
  }
  const name = nameForCount(line.name, many);
  const at = written.indexOf(line.name);
  return at === -1 ? written : written.slice(0, at) + name + written.slice(at + line.name.length);
}

const numbersOf = ({ quantity, quantityHigh }: { quantity: number; quantityHigh: number | null }) => (quantityHigh === null ? [quantity] : [quantity, quantityHigh]);

/** Whether a line can be scaled at all. */
export function isScalable(line: IngredientLine): boolean {
  if (!line.parsed || line.quantity === null || !(line.quantity > 0)) return false;
  if (line.unit !== null && unitInfo(line.unit).fixed) return false;
  return !(line.descriptor && VAGUE.test(line.descriptor));
}

export function scaleIngredient(line: IngredientLine, factor: number, { units = "as written", densityOf }: ScaleOptions = {}): ShownIngredient {
  if (!isScalable(line)) return asWritten(line, false);
  if (factor === 1 && units === "as written") return asWritten(line, true);
  const values = [line.quantity!, ...(line.quantityHigh === null ? [] : [line.quantityHigh])].map((value) => value * factor);
  let measure: string;
  let shownValues: { quantity: number; quantityHigh: number | null; unit: string | null };
  if (line.size && line.unit !== null && values[0]! >= 1) {
    // "3 × 400 g tins": the number of tins scales, each tin stays a tin.
    const size = showAmount([line.size.quantity], line.size.unit, { units, name: line.name, packSize: true });
    // Whole tins: "1–2 × 400 g tins" for 1½ of them (countedAmount's rule).
    const count = countedAmount(values, line.unit, { name: line.name });
    measure = `${numbersOf(count).map(fractionText).join("–")} × ${size.text} ${(count.quantityHigh ?? count.quantity) > 1 ? unitInfo(line.unit).plural : line.unit}`;
    shownValues = { quantity: count.quantity, quantityHigh: count.quantityHigh, unit: line.unit };
  } else if (line.unit !== null && (line.unitAfterName || (SPOONS.has(line.unit) && line.descriptor && SPOON_MODIFIERS.test(line.descriptor)))) {
    // "3 garlic cloves" (the unit is in the name) and "2 heaped tbsp" (a heaped spoon is no
    // fraction of a cup): only the number changes, the cloves whole (countedAmount's rule), the
    // spoons by their own steps (⅛ ¼ ½ ¾ tsp, half tablespoons).
    const snapped = line.unitAfterName ? numbersOf(countedAmount(values, line.unit, { name: line.name })) : values.map((value) => snapToSteps(value, line.unit === "tsp" ? "spoon" : "half"));
    const points = snapped[1] === snapped[0] ? [snapped[0]!] : snapped;
    const count = points.map(fractionText).join("–");
    const unitWords = line.unitAfterName ? "" : ` ${points.at(-1)! > 1 ? unitInfo(line.unit).plural : line.unit}`;
    measure = [count, line.descriptor].filter(Boolean).join(" ") + unitWords;
    shownValues = { quantity: points[0]!, quantityHigh: points[1] ?? null, unit: line.unit };
  } else {
    const sized = line.size ? values.map((value) => value * line.size!.quantity) : values;
    const unit = line.size ? line.size.unit : line.unit;
    const amount = showAmount(sized, unit, { units, name: line.name, densityOf });
    // "2 heaped tbsp" → "4 heaped tbsp", "2 large" → "½ large": the words stay after the number.
    const [number, ...unitWords] = amount.text.split(" ");
    measure = [number, line.descriptor, ...unitWords].filter(Boolean).join(" ");
    shownValues = { quantity: amount.quantity, quantityHigh: amount.quantityHigh, unit: amount.unit };
  }
  const many = (shownValues.quantityHigh ?? shownValues.quantity) > 1;
  const name = renamed(line, many);
  return { line, measure, name, text: [measure, name].filter(Boolean).join(" "), scaled: true, ...shownValues };
}

/** Servings → factor, guarded: a recipe for 0 or an unknown number of servings is taken as written. */
export function servingsFactor(from: number | null, to: number): number {
  if (!from || from <= 0 || !Number.isFinite(to) || to <= 0) return 1;
  return to / from;
}
