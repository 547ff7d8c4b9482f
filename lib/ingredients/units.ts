/**
 * The units a cook writes, each under one canonical name. Masses and volumes carry their size in
 * grams or millilitres so they convert; everything else is a countable thing ("2 cloves", "1 tin")
 * that converts to nothing but scales like a number, except the few that never scale (a pinch).
 *
 * Spoons and cups are the ones recipes in English share: teaspoon 5 ml, tablespoon 15 ml, cup
 * 240 ml (US legal cup; the Australian 250 ml cup and 20 ml tablespoon differ by 4 % and 33 %,
 * and an Australian recipe read here is taken at the US/UK sizes — the same choice the nutrition
 * estimate makes). A pint is the imperial 568 ml: the British write pints, American recipes
 * rarely do.
 */
type UnitKind = "mass" | "volume" | "count";

export type UnitInfo = {
  /** The canonical name, also the singular shown to the cook ("tbsp", "cup", "clove"). */
  name: string;
  kind: UnitKind;
  /** Grams (mass) or millilitres (volume) in one of this unit; 1 for counts. */
  base: number;
  /** What the cook writes for more than one ("cups", "cloves"); abbreviations never change. */
  plural: string;
  /** metric, US customary, or both/neither (spoons and counts are everyone's). */
  system: "metric" | "us" | "any";
  /** A pinch of salt is a pinch for four or for eight: amounts in these units are never scaled. */
  fixed?: true;
  /** A container whose size may be given ("2 x 400 g tins", "1 (14 oz) can"). */
  container?: true;
};

const mass = (name: string, base: number, system: UnitInfo["system"], plural = name): UnitInfo => ({ name, kind: "mass", base, plural, system });
const volume = (name: string, base: number, system: UnitInfo["system"], plural = name): UnitInfo => ({ name, kind: "volume", base, plural, system });
const count = (name: string, plural = `${name}s`, extra: Partial<UnitInfo> = {}): UnitInfo => ({ name, kind: "count", base: 1, plural, system: "any", ...extra });

// Maps, not plain objects: a word a cook typed ("constructor") must find nothing an object inherits.
const UNITS: ReadonlyMap<string, UnitInfo> = new Map(
  [
    mass("mg", 0.001, "metric"),
    mass("g", 1, "metric"),
    mass("kg", 1000, "metric"),
    mass("oz", 28.3495, "us"),
    mass("lb", 453.592, "us"),
    volume("ml", 1, "metric"),
    volume("cl", 10, "metric"),
    volume("dl", 100, "metric"),
    volume("l", 1000, "metric"),
    volume("tsp", 5, "any"),
    volume("dsp", 10, "any"),
    volume("tbsp", 15, "any"),
    volume("fl oz", 29.5735, "us"),
    volume("cup", 240, "us", "cups"),
    volume("pint", 568, "us", "pints"),
    volume("quart", 946, "us", "quarts"),
    volume("gallon", 3785, "us", "gallons"),
    count("pinch", "pinches", { fixed: true }),
    count("dash", "dashes", { fixed: true }),
    count("drop", "drops", { fixed: true }),
    count("splash", "splashes", { fixed: true }),
    count("can", "cans", { container: true }),
    count("tin", "tins", { container: true }),
    count("jar", "jars", { container: true }),
    count("packet", "packets", { container: true }),
    count("pack", "packs", { container: true }),
    count("bag", "bags", { container: true }),
    count("box", "boxes", { container: true }),
    count("bottle", "bottles", { container: true }),
    count("carton", "cartons", { container: true }),
    count("tub", "tubs", { container: true }),
    count("pot", "pots", { container: true }),
    count("punnet", "punnets", { container: true }),
    count("sachet", "sachets", { container: true }),
    count("block", "blocks", { container: true }),
    count("clove"),
    count("bunch", "bunches"),
    count("sprig"),
    count("slice"),
    count("handful"),
    count("stalk"),
    count("stick"),
    count("head"),
    count("leaf", "leaves"),
    count("fillet"),
    count("sheet"),
    count("cube"),
    count("knob"),
    count("rasher"),
    count("ear"),
    count("piece"),
    count("bulb"),
    count("loaf", "loaves"),
    count("strip"),
    count("wedge"),
    count("sprinkle"),
    count("scoop"),
    count("square"),
    count("thumb"),
    count("link"),
    count("ball"),
  ].map((unit) => [unit.name, unit]),
);

/** Every spelling (lower case, no dots) → canonical name. Singular and plural of each are added below. */
const SPELLINGS = new Map<string, string>(Object.entries({
  milligram: "mg", milligrams: "mg", mgs: "mg",
  gr: "g", gm: "g", gms: "g", grm: "g", grms: "g", gram: "g", grams: "g", gramme: "g", grammes: "g",
  kgs: "kg", kilo: "kg", kilos: "kg", kilogram: "kg", kilograms: "kg", kilogramme: "kg", kilogrammes: "kg",
  ounce: "oz", ounces: "oz", ozs: "oz",
  lbs: "lb", pound: "lb", pounds: "lb",
  mls: "ml", millilitre: "ml", millilitres: "ml", milliliter: "ml", milliliters: "ml", cc: "ml",
  centilitre: "cl", centilitres: "cl", centiliter: "cl", centiliters: "cl",
  decilitre: "dl", decilitres: "dl", deciliter: "dl", deciliters: "dl",
  ltr: "l", ltrs: "l", lt: "l", litre: "l", litres: "l", liter: "l", liters: "l",
  t: "tsp", ts: "tsp", tsps: "tsp", tspn: "tsp", tspns: "tsp", teaspoon: "tsp", teaspoons: "tsp", teaspoonful: "tsp", teaspoonfuls: "tsp",
  dessertspoon: "dsp", dessertspoons: "dsp", dstspn: "dsp",
  tb: "tbsp", tbs: "tbsp", tbl: "tbsp", tbls: "tbsp", tbsps: "tbsp", tblsp: "tbsp", tblsps: "tbsp", tblspn: "tbsp", tbspn: "tbsp",
  tablespoon: "tbsp", tablespoons: "tbsp", tablespoonful: "tbsp", tablespoonfuls: "tbsp",
  floz: "fl oz", "fl oz": "fl oz", "fluid ounce": "fl oz", "fluid ounces": "fl oz",
  // "c" and "c." are cups in an ingredient line: a temperature never stands before an ingredient.
  c: "cup", cups: "cup",
  pt: "pint", pts: "pint", qt: "quart", qts: "quart", gal: "gallon", gals: "gallon",
  pinches: "pinch", dashes: "dash", splashes: "splash",
  package: "packet", packages: "packet", pkt: "packet", pkts: "packet", pkg: "packet", pkgs: "packet",
  boxes: "box", bunches: "bunch", leaves: "leaf", loaves: "loaf",
  handfull: "handful", handfuls: "handful", handsful: "handful",
  pc: "piece", pcs: "piece", chunk: "piece", chunks: "piece",
  // A rib of celery is a stalk; an envelope of yeast a sachet; "ctn" the Australian carton.
  rib: "stalk", ribs: "stalk", envelope: "sachet", envelopes: "sachet", ctn: "carton", ctns: "carton",
}));

for (const unit of UNITS.values()) {
  const spellings = [unit.name, unit.plural, ...(unit.kind === "count" ? [`${unit.name}s`] : [])];
  for (const spelling of spellings) if (!SPELLINGS.has(spelling)) SPELLINGS.set(spelling, unit.name);
}

/** The canonical unit a word names ("Tbsp." → tbsp, "c" → cup), or null. */
export function unitNamed(word: string): UnitInfo | null {
  const name = SPELLINGS.get(word.toLowerCase().replace(/\.$/, ""));
  return name === undefined ? null : UNITS.get(name)!;
}

/** A canonical unit's facts (a parsed line's `unit` is always one). */
export function unitInfo(name: string): UnitInfo {
  const unit = UNITS.get(name);
  if (!unit) throw new Error(`unknown unit ${name}`);
  return unit;
}

/** Words that may stand before a unit or a name without being either ("2 large eggs", "1 heaped tsp"). */
export const MEASURE_MODIFIERS = new Set(["heaped", "heaping", "level", "rounded", "scant", "generous", "good", "big", "small", "large", "medium"]);
