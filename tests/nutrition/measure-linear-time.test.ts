import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseMeasure } from "@/lib/nutrition/measure";

/**
 * parseMeasure runs on every ingredient line of every meal page and nutrition answer, on text that
 * whoever wrote the recipe chose, so its time must grow with the length of the text and no faster.
 * It once doubled with every word ("a a a …": 49 characters took seconds, and one recipe could
 * hold the server for minutes). This checks the bound itself: no measure of up to 200 characters
 * takes 5 ms, hundreds of times what a linear parse of one needs (2 to 20 µs), so a slow machine
 * passes and an exponential or quadratic parser fails.
 *
 * The strings come from fast-check rather than a hand-rolled random loop: its runs are reproduced
 * from the seed it prints on failure (pass that seed to fc.assert to replay them), and it shrinks
 * a slow string to a short one that is still slow, which names the pattern at fault.
 */
const BOUND_MS = 5;
const MAX_LENGTH = 200;
const SEED = 20250611;
const RUNS = 1500;

/**
 * The time a parse of `measure` takes: the least of three timings of it. A parse's cost is set by
 * its text, and whatever else the machine does only adds to a timing: while the suite runs test
 * files in parallel, about one in 10,000 single timings of a 3 µs parse reads over 5 ms (up to
 * 144 ms seen) as the process waits for a CPU or collects garbage. Such a pause spoils one timing, not
 * three in a row (the least of three stayed under 20 µs); a slow parser is slow every time.
 */
function parseTime(measure: string): number {
  let least = Infinity;
  for (let timing = 0; timing < 3; timing++) {
    const start = performance.now();
    parseMeasure(measure);
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

/**
 * The parse time of each prefix of `measure`, 16 characters longer each time up to the whole; the
 * first over the bound throws. A synchronous parse cannot be stopped by the test's timeout, so a
 * parser that regressed to exponential time would hang the suite on a 200-character string;
 * stepping up to it, it fails at the first step past the bound, within seconds (the old parser
 * doubled its time every 2 characters: 2^8 times per step).
 */
function timePrefixes(measure: string): number {
  for (let length = Math.min(16, measure.length); ; length = Math.min(length + 16, measure.length)) {
    const prefix = measure.slice(0, length);
    const ms = parseTime(prefix);
    if (ms >= BOUND_MS) throw new Error(`${JSON.stringify(prefix)} (${length} characters) took ${ms.toFixed(2)} ms`);
    if (length === measure.length) return ms;
  }
}

/**
 * Words of measures, among them those a parser may read more than one way: "a" (a number, or a
 * filler), amounts within amounts ("2 x 400g", "(14"), ranges.
 */
const TOKENS = [
  ...["a", "an", "one", "half", "quarter", "dozen", "A"],
  ...["0", "1", "2", "12", "1.5", "1,5", "1/2", "½", "1½", "1 1/2", "2-1/2", "2-3", "2 to 3", "2 or 3", "1/4-1/2"],
  ...["g", "kg", "oz", "fl oz", "ml", "l", "cup", "cups", "tbsp", "tsp", "pinch", "can", "tin", "clove", "cloves", "handful"],
  ...["small", "large", "extra large", "x", "of", "heaped", "fresh"],
  ...["(", ")", "[", "-", "–", "/", ",", ".", "400g", "(14", "oz)", "chopped", "to", "taste"],
];
const SEPARATORS = [" ", " ", "", "  ", "-", "/", ", "];

const cut = (text: string) => text.slice(0, MAX_LENGTH);
const pieces = (constraints: { minLength?: number; maxLength: number; size?: "max" }) =>
  fc
    .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS)), constraints)
    .map((parts) => parts.map(([token, separator]) => token + separator).join(""));

const GENERATORS: [name: string, strings: fc.Arbitrary<string>][] = [
  // Any text: printable ASCII, and any code point (the cut may split a surrogate pair: fine).
  [
    "random characters",
    fc.oneof(fc.string({ maxLength: MAX_LENGTH, size: "max" }), fc.string({ unit: "binary", maxLength: MAX_LENGTH, size: "max" }).map(cut)),
  ],
  // Measure words in any order, up to 200 characters.
  ["random measure words", pieces({ maxLength: MAX_LENGTH, size: "max" }).map(cut)],
  // A few measure words repeated to 200 characters: "a a a …", "1/2 x 1/2 x …", "large (large (…".
  ["a few measure words repeated", pieces({ minLength: 1, maxLength: 4 }).map((unit) => cut(unit.repeat(MAX_LENGTH)))],
];

beforeAll(() => {
  // Warm up: the first parses compile parseMeasure and its patterns. Short strings only, so that
  // a regressed parser fails in the tests below rather than hanging here.
  for (const [, strings] of GENERATORS) {
    for (const text of fc.sample(strings, { seed: SEED, numRuns: 300 })) parseMeasure(text.slice(0, 24));
  }
});

describe("parseMeasure takes time linear in its text", () => {
  it.each([
    ["25 × 'a '", "a ".repeat(25)],
    ["100 × '1/2 '", "1/2 ".repeat(100)],
  ])(`parses %s in under ${BOUND_MS} ms`, (_name, measure) => {
    expect(timePrefixes(measure)).toBeLessThan(BOUND_MS);
  });

  it.each(GENERATORS)(`parses any of %s, up to ${MAX_LENGTH} characters, in under ${BOUND_MS} ms`, (_name, strings) => {
    // On failure fc.assert reports the seed and path that replay the run, and the shrunk string.
    fc.assert(
      fc.property(strings, (measure) => {
        timePrefixes(measure);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
