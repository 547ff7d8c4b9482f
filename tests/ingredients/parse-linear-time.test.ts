import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { convertInstructions, parseIngredient, parseIngredientLine } from "@/lib/ingredients";

/**
 * The ingredient parser reads every line of every recipe a cook opens, scales or shops from, on
 * text whoever wrote the recipe chose, so its time must grow with the length of the line and no
 * faster (the hardening issue: the old measure parser once doubled its time with every "a ").
 * Same check as tests/nutrition/measure-linear-time.test.ts: no input of up to 200 characters
 * takes 5 ms, hundreds of times what a linear parse needs (a few µs), so a slow machine passes
 * and an exponential or quadratic parser fails. fast-check prints the seed and a shrunk input on
 * failure.
 */
const BOUND_MS = 5;
const MAX_LENGTH = 200;
const SEED = 20261124;
const RUNS = 400;

/** The parses timed for one input: as a free line, as a pair's measure and name, and a method's temperatures. */
const PARSES: [name: string, parse: (text: string) => unknown][] = [
  ["a free line", parseIngredientLine],
  ["a measure", (text) => parseIngredient(text, "Chickpeas")],
  ["a name", (text) => parseIngredient("2 x 400 g tins", text)],
  ["a method", (text) => convertInstructions(text, "us")],
];

/** The least of three timings: a pause for another process spoils one timing, not three in a row. */
function parseTime(parse: (text: string) => unknown, text: string): number {
  let least = Infinity;
  for (let timing = 0; timing < 3; timing++) {
    const start = performance.now();
    parse(text);
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

/** Each prefix, 16 characters longer each time, so a regressed parser fails at the first slow step, not hangs. */
function timePrefixes(text: string): void {
  for (let length = Math.min(16, text.length); ; length = Math.min(length + 16, text.length)) {
    const prefix = text.slice(0, length);
    for (const [name, parse] of PARSES) {
      const ms = parseTime(parse, prefix);
      if (ms >= BOUND_MS) throw new Error(`${name} ${JSON.stringify(prefix)} (${length} characters) took ${ms.toFixed(2)} ms`);
    }
    if (length === text.length) return;
  }
}

/** Words of ingredient lines, among them those read more than one way: articles, amounts within amounts, ranges, units that are names. */
const TOKENS = [
  ...["a", "an", "one", "half", "a few", "dozen", "and a half", "A", "T", "t", "c", "c."],
  ...["0", "1", "2", "12", "1.5", "1,5", "1,500", "1/2", "½", "1½", "1 1/2", "2-1/2", "2-3", "2 to 3", "1/4-1/2", "1/0", "180"],
  ...["g", "kg", "oz", "fl oz", "ml", "l", "cup", "cups", "tbsp", "tsp", "pinch", "can", "tin", "clove", "cloves", "handful", "°C", "F", "gas mark", "cm", "inch"],
  ...["small", "large", "extra", "-", "x", "of", "heaped", "finely", "chopped", "and", "to taste", "juice of", "for frying"],
  ...["(", ")", "[", "–", "/", ",", ".", ":", "400g", "(14", "oz)", "fan", "onion", "eggs", "sized", "piece"],
];
const SEPARATORS = [" ", " ", "", "  ", "-", "/", ", "];
const cut = (text: string) => text.slice(0, MAX_LENGTH);
const pieces = (constraints: { minLength?: number; maxLength: number; size?: "max" }) =>
  fc
    .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS)), constraints)
    .map((parts) => parts.map(([token, separator]) => token + separator).join(""));

const GENERATORS: [name: string, strings: fc.Arbitrary<string>][] = [
  [
    "random characters",
    fc.oneof(fc.string({ maxLength: MAX_LENGTH, size: "max" }), fc.string({ unit: "binary", maxLength: MAX_LENGTH, size: "max" }).map(cut)),
  ],
  ["random ingredient words", pieces({ maxLength: MAX_LENGTH, size: "max" }).map(cut)],
  ["a few ingredient words repeated", pieces({ minLength: 1, maxLength: 4 }).map((unit) => cut(unit.repeat(MAX_LENGTH)))],
];

beforeAll(() => {
  // Warm up on short strings, so that a regressed parser fails in the tests rather than hanging here.
  for (const [, strings] of GENERATORS) {
    for (const text of fc.sample(strings, { seed: SEED, numRuns: 200 })) for (const [, parse] of PARSES) parse(text.slice(0, 24));
  }
});

describe("the ingredient parser takes time linear in its text", () => {
  it.each([
    ["50 × 'a '", "a ".repeat(50)],
    ["100 × '1/2 '", "1/2 ".repeat(100)],
    ["66 × '(( '", "(( ".repeat(66)],
    ["40 × 'finely '", "onion finely x".repeat(15)],
    ["200 digits", "1".repeat(200)],
  ])(`parses %s in under ${BOUND_MS} ms`, (_name, text) => {
    expect(() => timePrefixes(text)).not.toThrow();
  });

  it.each(GENERATORS)(`parses any of %s, up to ${MAX_LENGTH} characters, in under ${BOUND_MS} ms`, (_name, strings) => {
    fc.assert(
      fc.property(strings, (text) => {
        timePrefixes(text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
