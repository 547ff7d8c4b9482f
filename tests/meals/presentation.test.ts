import { describe, expect, it } from "vitest";
import { ingredientLine, instructionParagraphs, instructionPreview, watchVideoUrl } from "@/lib/meals/presentation";

describe("what a card and a recipe page show", () => {
  it("previews the first 150 characters of the instructions followed by ...", () => {
    const text = "x".repeat(149) + "yz and more";
    const preview = instructionPreview(text);
    expect(preview).toBe("x".repeat(149) + "y...");
    expect(preview).toHaveLength(153);
  });

  it("previews short instructions whole, still with ... as the seed does", () => {
    expect(instructionPreview("Mix.\n\nBake.")).toBe("Mix. Bake....");
  });

  it("keeps the cook's paragraphs", () => {
    expect(instructionParagraphs("Mix.\n\nBake for 20 minutes.\nCool.")).toEqual(["Mix.", "Bake for 20 minutes.", "Cool."]);
  });

  it("links a YouTube search for the dish when the meal has no video of its own", () => {
    expect(watchVideoUrl({ name: "Crème brûlée", youtube: null })).toBe(
      "https://www.youtube.com/results?search_query=Cr%C3%A8me%20br%C3%BBl%C3%A9e%20recipe",
    );
    expect(watchVideoUrl({ name: "X", youtube: "https://www.youtube.com/watch?v=abc" })).toBe(
      "https://www.youtube.com/watch?v=abc",
    );
  });

  it("writes an ingredient as measure plus ingredient", () => {
    expect(ingredientLine({ name: "Plain flour", measure: "200 g" })).toBe("200 g Plain flour");
    expect(ingredientLine({ name: "Basil", measure: "" })).toBe("Basil");
  });
});
