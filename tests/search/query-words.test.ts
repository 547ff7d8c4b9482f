import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS } from "@/config/search";
import { ConfigError } from "@/lib/platform/config";
import { parseConfig } from "@/lib/platform/config/app-config";
import { queryWordsOf } from "@/lib/search/words";

describe("the words of a query", () => {
  it("are each searched for once, in the order typed", () => {
    expect(queryWordsOf("Soup soup SOUP tomato soup")).toEqual(["soup", "tomato"]);
    expect(queryWordsOf("Crème brûlée, creme BRULEE")).toEqual(["creme", "brulee"]);
  });

  it(`are at most the first ${MAX_QUERY_WORDS} different ones`, () => {
    const many = Array.from({ length: 33 }, (_, at) => `w${String.fromCharCode(97 + (at % 26))}${at}`).join(" ");
    expect(queryWordsOf(many)).toEqual(many.split(" ").slice(0, MAX_QUERY_WORDS));
    expect(MAX_QUERY_WORDS).toBe(8);
  });

  it("stay few whatever compatibility characters spell out when folded", () => {
    // U+FDFA folds to four words of 18 letters; 100 of them were 400 words, all searched for.
    for (const text of ["\uFDFA".repeat(100), "\uFB03 ".repeat(50), "\u3392 ".repeat(50), "\uFDFA \uFB03 \u3392 ".repeat(30)]) {
      expect(queryWordsOf(text).length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    }
    expect(queryWordsOf("\uFDFA".repeat(100))).toEqual(queryWordsOf("\uFDFA".repeat(3)));
  });
});

describe("SEARCH_READS_PER_MINUTE", () => {
  it("is 600 unless set, a whole number from 1", () => {
    expect(parseConfig({}).search).toEqual({ readsPerMinute: 600 });
    expect(parseConfig({ SEARCH_READS_PER_MINUTE: "1000000" }).search).toEqual({ readsPerMinute: 1_000_000 });
    expect(() => parseConfig({ SEARCH_READS_PER_MINUTE: "0" })).toThrow(ConfigError);
    expect(() => parseConfig({ SEARCH_READS_PER_MINUTE: "many" })).toThrow(/SEARCH_READS_PER_MINUTE/);
  });
});
