import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvProblem, readCsv } from "@/lib/recipe-import/migrations/formats/csv";
import { readFrontMatter } from "@/lib/recipe-import/migrations/formats/front-matter";

// The hand-written readers of other apps' files take any text an upload holds: each either reads
// it within its budget or refuses it with its own error, and never reaches past its budget.
const anyText = fc.string({ unit: fc.constantFrom("a", ",", '"', "\n", "\r", ":", "-", " ", "[", "]", "|", "#", "_", "é"), maxLength: 400 });

describe("other apps' text readers on any input", () => {
  it("the CSV reader reads or refuses, and keeps to its budget", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        try {
          const rows = readCsv(text, { rows: 20, cellsPerRow: 10 });
          expect(rows.length).toBeLessThanOrEqual(21);
          for (const row of rows) expect(row.cells.length).toBeLessThanOrEqual(10);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvProblem);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the front-matter reader never throws and never changes an object's prototype", () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom("__proto__", "constructor", "toString", "title"), (text, key) => {
        const read = readFrontMatter(`---\n${key}: [x]\n${text}\n---\nbody`);
        if (read) expect(Object.getPrototypeOf(read.data)).toBe(Object.prototype);
      }),
      { numRuns: 500 },
    );
  });
});
