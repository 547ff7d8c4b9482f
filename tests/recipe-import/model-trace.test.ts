import { describe, expect, it } from "vitest";
import { untraceableIngredients } from "@/lib/recipe-import/from-text/model-reader";

const SOURCE = "Scones\nIngredients\n225 g self-raisng flovr\n55 g butter\n150 ml milk\nMethod\nRub in and bake.";

describe("checking a model's ingredients against the recognised text", () => {
  it("accepts lines whose words are in the text, a misread letter mended", () => {
    expect(untraceableIngredients(["225 g self-raising flour", "55 g butter", "150 ml milk"], SOURCE)).toEqual([]);
  });

  it("names a line the text does not hold", () => {
    expect(untraceableIngredients(["55 g butter", "100 g chocolate chips", "1 egg"], SOURCE)).toEqual(["100 g chocolate chips", "1 egg"]);
  });
});
