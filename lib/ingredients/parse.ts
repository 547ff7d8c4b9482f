import { foodOfName, foldWord, type Language } from "./languages/food-lookup";
import {
  FOREIGN_ARTICLES, FOREIGN_COUPLE, FOREIGN_MODIFIERS, FOREIGN_NUMBER_WORDS, FOREIGN_OF, FOREIGN_PART_OF, FOREIGN_RANGE_WORDS, FOREIGN_VAGUE_WORDS, languageOfAmountWord, notAUnitHere,
} from "./languages/measures";
import type { Amount, IngredientLine } from "./line";
import { splitName } from "./name";
import { NUMBER_WORDS } from "./numbers";
import { Reader, unitAt, unitOf } from "./reader";
import { normaliseLine, tokenise, type Token } from "./tokens";
import { MEASURE_MODIFIERS, unitNamed, type UnitInfo } from "./units";

/**
 * One ingredient-line parser for the whole app: a free line ("1 (14 oz) can diced tomatoes",
 * "2-3 tbsp olive oil", "salt to taste") or a TheMealDB-style pair (measure "2 x 400 g tins",
 * name "Chickpeas"). It reads tokens left to right with a look-ahead of a few tokens, so its time
 * is linear in the line (tests/ingredients/parse-linear-time.test.ts).
 */

/** Amount words that say "some" without a number: "a few sprigs", "a little oil". Never scaled. */
const VAGUE_WORDS = new Set(["few", "little", "some", "several", "handfull", "bit", "splash", "drizzle", "sprinkling"]);
const RANGE_WORDS = new Set(["to", "or", ...FOREIGN_RANGE_WORDS]);
const RANGE_MARKS = new Set(["-", "–", "—"]);
const BULLETS = new Set(["-", "•", "*", "·", "–", "—", "+"]);

/** A number or a spelled amount at the cursor ("2", "1½", "one", "half", "a dozen"), consumed. */
function readValue(reader: Reader): number | null {
  const number = reader.number();
  if (number !== undefined) {
    reader.at += 1;
    // "1 and 1/2", "1 and a half"
    if (reader.word() === "and") {
      const fraction = reader.number(1);
      if (fraction !== undefined && fraction < 1) {
        reader.at += 2;
        return number + fraction;
      }
      if (reader.word(1) === "a" && reader.word(2) === "half") {
        reader.at += 3;
        return number + 0.5;
      }
    }
    // "½ a cucumber", "1/2 an onion"
    if (number < 1 && (reader.word() === "a" || reader.word() === "an")) reader.at += 1;
    return number;
  }
  const word = reader.word();
  const spelled = word === undefined || word === "a" || word === "an" ? undefined : (NUMBER_WORDS.get(word) ?? FOREIGN_NUMBER_WORDS.get(foldWord(word)));
  if (spelled === undefined) return null;
  reader.language ??= languageOfAmountWord(word!);
  reader.at += 1;
  // "demi-litre", "une demi-cuillère"
  if (spelled === 0.5 && reader.mark() === "-") reader.at += 1;
  let value = spelled;
  if (reader.word() === "and" && reader.word(1) === "a" && reader.word(2) === "half") {
    reader.at += 3;
    value += 0.5;
  } else if ((word === "half" || word === "quarter") && (reader.word() === "a" || reader.word() === "an")) reader.at += 1;
  if (reader.word() === "dozen") {
    reader.at += 1;
    value *= 12;
  }
  return value;
}

/** A quantity with an optional range ("2-3", "2 to 3", "2 or 3"). */
function readQuantity(reader: Reader): { low: number; high: number | null } | null {
  const low = readValue(reader);
  if (low === null) return null;
  const separator = reader.peek();
  const isRange =
    (separator?.kind === "mark" && RANGE_MARKS.has(separator.text)) || (separator?.kind === "word" && RANGE_WORDS.has(separator.text));
  if (isRange && (reader.number(1) !== undefined || NUMBER_WORDS.has(reader.word(1) ?? "") || FOREIGN_NUMBER_WORDS.has(foldWord(reader.word(1) ?? "")))) {
    const back = reader.at;
    reader.at += 1;
    const high = readValue(reader);
    if (high !== null && high > low) return { low, high };
    reader.at = back;
  }
  return { low, high: null };
}

/** A number and a unit of mass or volume at the cursor ("400 g", "14 oz", "14-oz"), consumed. */
function readSizedAmount(reader: Reader): Amount | null {
  const quantity = reader.number();
  if (quantity === undefined) return null;
  const hyphen = reader.mark(1) === "-" ? 1 : 0;
  const unit = unitOf(reader.peek(1 + hyphen));
  if (!unit || unit.kind === "count") return null;
  reader.at += 2 + hyphen;
  if (reader.mark() === ".") reader.at += 1;
  return { quantity, unit: unit.name };
}

/** Sizes and modifiers before a unit ("2 heaped tbsp", "1 large onion", "extra large"). */
function readModifiers(reader: Reader, into: string[]): void {
  for (;;) {
    const word = reader.word();
    if (word === "extra" && reader.word(1) === "large") {
      into.push("extra large");
      reader.at += 2;
    } else if (word === "extra" && reader.mark(1) === "-" && reader.word(2) === "large") {
      into.push("extra-large");
      reader.at += 3;
    } else if (word !== undefined && (MEASURE_MODIFIERS.has(word) || FOREIGN_MODIFIERS.has(foldWord(word)))) {
      into.push(word);
      reader.at += 1;
    } else return;
  }
}

type Measure = Pick<IngredientLine, "quantity" | "quantityHigh" | "unit" | "size" | "alternative"> & {
  descriptors: string[];
  /** The offset in the text where the measure ends and the name begins. */
  end: number;
  /** The line began with a number that is none ("1/0 cup"). */
  unreadable: boolean;
  /** The language the line was given as, or found in from its measure ("EL" is German); null when unknown. */
  language: Language | null;
  /** A "de" stood between the amount and the name ("200 g de farine"): French or Spanish, likely. */
  romance: boolean;
};

const isVague = (word: string) => VAGUE_WORDS.has(word) || FOREIGN_VAGUE_WORDS.has(foldWord(word));
const isArticle = (word: string | undefined) => word === "a" || word === "an" || FOREIGN_ARTICLES.has(word ?? "");

/** The amount at the start of a line or measure: quantity, range, container size, unit, alternative. */
function readMeasure(text: string, tokens: readonly Token[], language: Language | null): Measure {
  const reader = new Reader(tokens, language);
  const measure: Measure = { quantity: null, quantityHigh: null, unit: null, size: null, alternative: null, descriptors: [], end: 0, unreadable: false, language, romance: false };
  while (BULLETS.has(reader.mark() ?? "")) reader.at += 1;
  const first = reader.peek();
  if (first?.kind === "mark" && /\d/.test(first.text)) return { ...measure, unreadable: true, end: first.start };
  // "une demi-botte", "ein halber Liter", "una media taza": the article goes with the half.
  if (isArticle(reader.word()) && FOREIGN_NUMBER_WORDS.get(foldWord(reader.word(1) ?? "")) === 0.5) reader.at += 1;
  const quantity = readQuantity(reader);
  if (quantity) {
    measure.quantity = quantity.low;
    measure.quantityHigh = quantity.high;
  } else if (isArticle(reader.word())) {
    // An article is a count only before a unit or a thing ("a pinch", "an onion", "eine Prise");
    // "a few", "a little", "ein paar", "un peu" are amounts without a number.
    reader.language ??= languageOfAmountWord(reader.word()!);
    if (isVague(reader.word(1) ?? "")) {
      measure.descriptors.push(`${reader.word()} ${reader.word(1)}`);
      reader.at += 2;
    } else if (reader.word(1) === "couple" || reader.word(1) === "dozen" || FOREIGN_COUPLE.has(reader.word(1) ?? "")) {
      measure.quantity = reader.word(1) === "dozen" ? 12 : 2;
      reader.at += 2;
    } else if (reader.number(1) === undefined || readSizedLookahead(reader, 1)) {
      measure.quantity = 1;
      reader.at += 1;
    }
  } else if (isVague(reader.word() ?? "") && reader.word() !== "splash") {
    reader.language ??= languageOfAmountWord(reader.word()!);
    measure.descriptors.push(reader.word()!);
    reader.at += 1;
  }
  if ((reader.word() === "of" || FOREIGN_OF.has(reader.word() ?? "")) && measure.quantity !== null && (reader.word(-1) === "couple" || FOREIGN_COUPLE.has(reader.word(-1) ?? ""))) reader.at += 1;
  // "400g tin chopped tomatoes", "300ml pot single cream": one container of that size.
  if (measure.quantity !== null && measure.quantityHigh === null && reader.number(-1) !== undefined && containerFollows(reader, 0)) {
    measure.size = { quantity: measure.quantity, unit: unitOf(reader.peek())!.name };
    measure.quantity = 1;
    reader.at += reader.mark(1) === "." ? 2 : 1;
  }
  // "2cm piece ginger", "thumb-sized piece of ginger": a piece, however long.
  const pieceAt = reader.word() === "thumb" && reader.mark(1) === "-" && reader.word(2) === "sized" ? 3 : /^(cm|mm|inch|in)$/.test(reader.word() ?? "") && measure.quantity !== null ? 1 : 0;
  if (pieceAt > 0 && unitOf(reader.peek(pieceAt))?.name === "piece") {
    const descriptor = reader.word() === "thumb" ? "thumb-sized" : `${measure.quantity}${reader.word()}`;
    measure.descriptors.push(descriptor);
    measure.quantity = 1;
    reader.at += pieceAt;
  }
  // "2 x 400 g tins", "1 (14 oz) can", "1 14-oz can", "a 400g tin"
  if (reader.word() === "x" && reader.number(1) !== undefined) {
    const back = reader.at;
    reader.at += 1;
    measure.size = readSizedAmount(reader);
    if (!measure.size) reader.at = back;
  } else if ((reader.mark() === "(" || reader.mark() === "[") && measure.quantity !== null) {
    const back = reader.at;
    reader.at += 1;
    const size = readSizedAmount(reader);
    if (size && (reader.mark() === ")" || reader.mark() === "]")) {
      reader.at += 1;
      measure.size = size;
    } else reader.at = back;
  } else if (measure.quantity !== null && readSizedLookahead(reader, 0)) {
    measure.size = readSizedAmount(reader);
  }
  readModifiers(reader, measure.descriptors);
  const amountRead = measure.quantity !== null || measure.descriptors.length > 0;
  const found = notAUnitHere([reader.word() ?? "", reader.word(1) ?? "", reader.word(2) ?? ""], amountRead) ? null : unitAt(reader);
  // "1 cc de curcuma": a "cc" before "de" is the French teaspoon, not a millilitre.
  const frenchSpoon = found?.unit.name === "ml" && reader.word() === "cc" && FOREIGN_OF.has(reader.word(1) ?? "");
  const unit = frenchSpoon ? unitNamed("tsp")! : found?.unit;
  // A unit needs something after it or an amount before it: "Pinch" alone is a pinch, "C" alone is no cup.
  if (found && unit && (measure.quantity !== null || unit.kind === "count" || reader.peek(found.tokens) !== undefined)) {
    reader.at += found.tokens;
    reader.language ??= frenchSpoon ? "fr" : found.language;
    if (reader.mark() === ".") reader.at += 1;
    measure.unit = unit.name;
    if (measure.quantity === null && measure.descriptors.every((word) => !word.split(" ").some(isVague))) {
      measure.quantity = 1;
    }
    readCompound(reader, measure, unit);
    readAlternative(reader, measure, unit);
    // "1 cucharada colmada de azúcar", "1 c. à soupe rase de sucre": fullness after the unit.
    while (FOREIGN_MODIFIERS.has(foldWord(reader.word() ?? ""))) {
      measure.descriptors.push(reader.word()!);
      reader.at += 1;
    }
  }
  measure.language = reader.language;
  measure.end = reader.peek()?.start ?? text.length;
  const somethingRead = measure.quantity !== null || measure.unit !== null || measure.descriptors.length > 0;
  const word = reader.word();
  if (word === "of") measure.end = reader.peek(1)?.start ?? text.length;
  else if (somethingRead && word !== undefined && FOREIGN_OF.has(word)) {
    // "200 g de farine", "1 pizca de sal", "2 cucharadas del caldo": the name starts after.
    measure.romance = true;
    if (word === "del") measure.language ??= "es";
    else if (word === "du" || word === "des") measure.language ??= "fr";
    else if (word === "von") measure.language ??= "de";
    measure.end = reader.peek(1)?.start ?? text.length;
  } else if (somethingRead && word !== undefined && /^d['’]./.test(word)) {
    // "1 c. à soupe d'huile d'olive": the elided "de" is part of the next word's token.
    measure.romance = true;
    measure.language ??= "fr";
    measure.end = reader.peek()!.start + 2;
  }
  return measure;
}

/** Whether a unit of mass or volume at `ahead` is followed by a container ("g tin", "ml pot"). */
function containerFollows(reader: Reader, ahead: number): boolean {
  const unit = unitOf(reader.peek(ahead));
  if (!unit || unit.kind === "count") return false;
  const next = reader.mark(ahead + 1) === "." ? ahead + 2 : ahead + 1;
  return unitOf(reader.peek(next))?.container === true;
}

/** Whether a sized amount and then a container start `ahead` tokens on ("a 400g tin", "1 14-oz can"). */
function readSizedLookahead(reader: Reader, ahead: number): boolean {
  if (reader.number(ahead) === undefined) return false;
  const hyphen = reader.mark(ahead + 1) === "-" ? 1 : 0;
  const unit = unitOf(reader.peek(ahead + 1 + hyphen));
  if (!unit || unit.kind === "count") return false;
  let next = ahead + 2 + hyphen;
  if (reader.mark(next) === ".") next += 1;
  return unitOf(reader.peek(next))?.container === true;
}

/**
 * "1 lb 4 oz", "1 kg 200 g", "2 tbsp + 1 tsp", "1 cup plus 2 tbsp": a second amount in a smaller
 * unit of the same kind, added in the first unit. Returns the extra quantity, consumed, or 0.
 */
function readSmallerPart(reader: Reader, unit: UnitInfo): number {
  const joined = reader.mark() === "+" || reader.word() === "plus" ? 1 : 0;
  const more = reader.number(joined);
  const next = unitOf(reader.peek(joined + 1));
  if (more === undefined || !next || next.kind !== unit.kind || next.base >= unit.base || unit.kind === "count") return 0;
  reader.at += joined + 2;
  if (reader.mark() === ".") reader.at += 1;
  return (more * next.base) / unit.base;
}

function readCompound(reader: Reader, measure: Measure, unit: UnitInfo): void {
  if (measure.quantityHigh !== null) return;
  const extra = readSmallerPart(reader, unit);
  if (extra > 0) measure.quantity = (measure.quantity ?? 1) + extra;
}

/** "200g/7oz", "225g (8oz)", "1 cup (250 ml)", "1 tin (400 g)": the same amount again, or a container's size. */
function readAlternative(reader: Reader, measure: Measure, unit: UnitInfo): void {
  const open = reader.mark();
  if (open !== "/" && open !== "(" && open !== "[") return;
  const back = reader.at;
  reader.at += 1;
  const quantity = reader.number();
  const other = unitOf(reader.peek(1));
  if (quantity === undefined || !other) {
    reader.at = back;
    return;
  }
  reader.at += 2;
  if (reader.mark() === ".") reader.at += 1;
  // "500g/1lb 2oz"
  const total = quantity + readSmallerPart(reader, other);
  // "200g/7oz" and "1-2 tbsp/15-30 ml": a range's high end goes with it.
  if (RANGE_MARKS.has(reader.mark() ?? "") && reader.number(1) !== undefined && unitOf(reader.peek(2))?.name === other.name) reader.at += 3;
  else if (RANGE_MARKS.has(reader.mark() ?? "") && reader.number(1) !== undefined) reader.at += 2;
  if (open !== "/") {
    if (reader.mark() !== ")" && reader.mark() !== "]") {
      reader.at = back;
      return;
    }
    reader.at += 1;
  }
  const amount = { quantity: total, unit: other.name };
  if (unit.container && other.kind !== "count" && !measure.size) measure.size = amount;
  else measure.alternative = amount;
}

/** The unit named by the name's last word ("3 garlic cloves", "2 celery sticks") when no unit came before. */
const TRAILING_UNITS = new Set(["clove", "sprig", "stalk", "stick", "fillet", "bulb"]);

function finish(text: string, written: IngredientLine["written"], measure: Measure, nameText: string, extra: { preparation?: string | null; comment?: string | null } = {}): IngredientLine {
  const parts = splitName(nameText);
  let name = parts.name;
  let unit = measure.unit;
  let unitAfterName = false;
  if (unit === null && (measure.quantity !== null || measure.descriptors.length > 0)) {
    const words = name.split(" ");
    const last = words.length > 1 ? unitNamed(words.at(-1)!.toLowerCase()) : null;
    if (last && TRAILING_UNITS.has(last.name)) {
      unit = last.name;
      unitAfterName = true;
      name = words.slice(0, -1).join(" ");
    } else if (/.{4}zehen?$/i.test(words.at(-1)!)) {
      // "2 Knoblauchzehen": German writes the clove inside the word.
      unit = "clove";
      unitAfterName = true;
    }
  }
  const descriptors = [...measure.descriptors, ...(parts.descriptor ? [parts.descriptor] : [])];
  const preparation = [extra.preparation, parts.preparation].filter(Boolean).join(", ") || null;
  const comment = [extra.comment, parts.comment].filter(Boolean).join(", ") || null;
  const parsed = !measure.unreadable && /\p{L}/u.test(text) && !/:\s*$/.test(text) && (name !== "" || measure.quantity !== null || comment !== null);
  if (!parsed) {
    return { text, written, parsed: false, quantity: null, quantityHigh: null, unit: null, unitAfterName: false, size: null, alternative: null, descriptor: null, name: text, preparation: null, comment: null, food: null };
  }
  return {
    text,
    written,
    parsed: true,
    quantity: measure.quantity,
    quantityHigh: measure.quantityHigh,
    unit,
    unitAfterName,
    size: measure.size,
    alternative: measure.alternative,
    descriptor: descriptors.length > 0 ? descriptors.join(" ") : null,
    name,
    preparation,
    comment,
    food: foodOfName(name, measure.language, measure.romance),
  };
}

/**
 * The language of the recipe a line comes from, when known (an imported page's language, the
 * cook's): its words are read first. Without it, the measure's words tell ("EL", "c. à soupe",
 * "cucharada"), and a food name is tried in English, then German, French and Spanish.
 */
export type ParseOptions = { language?: Language | null };

/** "juice of 1 lemon", "zest and juice of 2 limes": the part of the fruit, before its amount. */
const PART_OF = /^((?:finely )?(?:grated )?(?:zest|juice|rind)(?: and (?:zest|juice|rind))?) of (?=\S)/i;

/** A free ingredient line: "2 ripe tomatoes, finely chopped", "1½ cups flour", "salt to taste". */
export function parseIngredientLine(line: string, { language = null }: ParseOptions = {}): IngredientLine {
  const normalised = normaliseLine(line);
  const part = PART_OF.exec(normalised) ?? FOREIGN_PART_OF.exec(normalised);
  const text = part ? normalised.slice(part[0].length) : normalised;
  const measure = readMeasure(text, tokenise(text), language);
  const written = { measure: `${part?.[0] ?? ""}${text.slice(0, measure.end)}`.trim(), name: text.slice(measure.end).trim() };
  return finish(line.trim(), written, measure, text.slice(measure.end), { comment: part?.[1] ?? null });
}

/**
 * A measure and name pair as TheMealDB and the app store them (measure "2 x 400 g tins", name
 * "Chickpeas"). Words of the measure after its amount ("chopped", "to taste", "(soaked)") are the
 * line's preparation or comment; a measure with no amount and a name that starts with one (an own
 * recipe written "2 eggs" in the name) is read as one free line.
 */
export function parseIngredient(measure: string, name: string, options: ParseOptions = {}): IngredientLine {
  const language = options.language ?? null;
  const normalised = normaliseLine(measure);
  const part = PART_OF.exec(`${normalised} `) ?? FOREIGN_PART_OF.exec(`${normalised} `);
  const measureText = part ? normalised.slice(part[0].length) : normalised;
  const whole = [measure.trim(), name.trim()].filter(Boolean).join(" ");
  const written = { measure: measure.trim(), name: name.trim() };
  if (measureText === "") return parseIngredientLine(name, options);
  const read = readMeasure(measureText, tokenise(measureText), language);
  if (read.quantity === null && read.unit === null && read.descriptors.length === 0 && !read.unreadable) {
    // "to taste", "garnish", "chopped": the measure is all comment or preparation.
    const notes = splitName(`x, ${measureText}`);
    return finish(whole, written, read, name, { preparation: notes.preparation, comment: notes.comment });
  }
  const left = splitName(`x, ${measureText.slice(read.end)}`.replace(/^x, $/, "x"));
  const comment = [part?.[1], left.comment].filter(Boolean).join(", ") || null;
  return finish(whole, written, read, name, { preparation: left.preparation, comment });
}
