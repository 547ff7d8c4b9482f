import { describe, expect, it } from "vitest";
import { bayesianAverage, compareRanked, cookScore, plainAverage, priorMean } from "@/lib/ranking/formulas";

describe("ranking formulas (numbers checked by hand)", () => {
  it("the prior is the site-wide mean, or 3 when nobody has rated anything", () => {
    expect(priorMean({ count: 0, total: 0 })).toBe(3);
    expect(priorMean({ count: 4, total: 14 })).toBe(3.5);
  });

  it("a recipe without ratings has no plain average and the prior as its Bayesian average", () => {
    expect(plainAverage({ count: 0, total: 0 })).toBeNull();
    expect(bayesianAverage({ count: 0, total: 0 }, 3.7)).toBe(3.7);
  });

  it("one 5-star rating is (5·3 + 5) / (5 + 1) = 3.33 and does not beat fifty 4.8s = (15 + 240) / 55 = 4.64", () => {
    const one = bayesianAverage({ count: 1, total: 5 }, 3);
    const fifty = bayesianAverage({ count: 50, total: 240 }, 3);
    expect(one).toBeCloseTo(3.3333, 4);
    expect(fifty).toBeCloseTo(4.6364, 4);
    expect(fifty).toBeGreaterThan(one);
  });

  it("a cook's score: the Bayesian mean of the raters' means times ln(1 + raters)", () => {
    // Three raters whose means are 4, 5 and 3 (sum 12), prior 3.5: (5·3.5 + 12) / 8 = 3.6875; × ln 4.
    expect(cookScore(12, 3, 3.5)).toBeCloseTo(3.6875 * Math.log(4), 10);
    expect(cookScore(12, 3, 3.5)).toBeCloseTo(5.11196, 4);
    // One rater (mean 5), prior 3: (15 + 5) / 6 × ln 2 = 2.3105.
    expect(cookScore(5, 1, 3)).toBeCloseTo(2.3105, 4);
    expect(cookScore(0, 0, 3)).toBe(0);
  });

  it("one fan rating fifty recipes 5 stars is one voice: fifty people giving 4 stars rank far above", () => {
    const fan = cookScore(5, 1, 3); // the fan's fifty ratings collapse into one mean of 5
    const crowd = cookScore(50 * 4, 50, 3); // (15 + 200) / 55 = 3.909 × ln 51 = 15.37
    expect(crowd).toBeCloseTo(15.3696, 3);
    expect(crowd).toBeGreaterThan(fan);
  });

  it("ties are broken by more ratings, then name, then id", () => {
    const items = [
      { id: "b", name: "Soup", score: 4, count: 2 },
      { id: "a", name: "Soup", score: 4, count: 2 },
      { id: "c", name: "Apple pie", score: 4, count: 2 },
      { id: "d", name: "Zucchini", score: 4, count: 9 },
      { id: "e", name: "Anything", score: 4.5, count: 1 },
    ];
    expect(items.sort(compareRanked((item) => item.count)).map((item) => item.id)).toEqual(["e", "d", "c", "a", "b"]);
  });
});
