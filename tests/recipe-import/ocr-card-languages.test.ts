import { describe, expect, it } from "vitest";
import { readRecipeScans } from "@/lib/recipe-import";
import { SAMPLE_CARDS, recipeCardPhoto } from "@/tooling/recipe-cards";

const crepes = SAMPLE_CARDS.find((card) => card.language === "French")!;
const tortilla = SAMPLE_CARDS.find((card) => card.language === "Spanish")!;

async function read(photo: Buffer) {
  const [found] = await readRecipeScans([photo], { pages: 0, pagesRead: 0, sources: [] }, { knownAreas: [], signal: new AbortController().signal });
  return found!.recipe;
}

/** Real recognition (tesseract.js and the installed models) of the drawn cards, as a cook's upload is read. */
describe("a card in French or Spanish, photographed", () => {
  it("is read with its own language's letters: œufs, cuillères à soupe, the steps' accents", async () => {
    const recipe = await read(await recipeCardPhoto(crepes, { font: "DejaVu Serif" }));
    expect(recipe.ingredients.map(({ measure, name }) => `${measure} ${name}`.trim())).toEqual(crepes.ingredients);
    expect(recipe.instructions.split("\n")).toEqual(crepes.steps);
  }, 60_000);

  it("keeps a Spanish card's accents (láminas, Freír), even blurred", async () => {
    const recipe = await read(await recipeCardPhoto(tortilla, { font: "Liberation Sans", blur: 1.2, jpegQuality: 30 }));
    expect(recipe.ingredients.map(({ measure, name }) => `${measure} ${name}`.trim())).toEqual(tortilla.ingredients);
    expect(recipe.instructions.split("\n")).toEqual(tortilla.steps);
  }, 60_000);
});
