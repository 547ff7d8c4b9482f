import { describe, expect, it } from "vitest";
import { guessLanguage } from "@/lib/recipe-import/from-text/languages";

/**
 * A page is read with the English model first; its words decide whether it is read again with
 * the German, French or Spanish one. The lines are from real recipes (as printed on cookbook
 * pages and recipe sites), as written and as the English model reads them (accents lost,
 * "ü" as "i" or "ii", "œ" as "ce").
 */
const withoutAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/œ/g, "oe");

const GERMAN = [
  "Kaiserschmarrn",
  "Zutaten für 2 Portionen",
  "4 Eier\n250 ml Milch\n125 g Mehl\n1 Prise Salz\n2 EL Zucker\n30 g Rosinen\nPuderzucker zum Bestäuben",
  "Zubereitung",
  "Die Eier trennen. Eigelb mit Milch, Mehl und Salz glatt rühren, das Eiweiß mit dem Zucker steif schlagen und unterheben.",
  "Butter in einer Pfanne erhitzen, den Teig hineingeben und bei mittlerer Hitze backen.",
].join("\n");

const FRENCH = [
  "Pâte à crêpes",
  "Pour 15 crêpes",
  "300 g de farine\n3 œufs entiers\n3 cuillères à soupe de sucre\n2 cuillères à soupe d'huile\n50 g de beurre fondu\n60 cl de lait",
  "Préparation",
  "Mettre la farine dans une terrine et former un puits.",
  "Y déposer les œufs entiers, le sucre, l'huile et le beurre.",
  "Mélanger délicatement avec un fouet en ajoutant au fur et à mesure le lait.",
].join("\n");

const SPANISH = [
  "Gazpacho andaluz",
  "Ingredientes para 6 personas",
  "1 kg de tomates maduros\n1 pimiento verde\n1 pepino\n1 diente de ajo\n50 ml de aceite de oliva virgen extra\nSal al gusto",
  "Preparación",
  "Lavamos los tomates, el pimiento y el pepino y los troceamos.",
  "Lo trituramos todo con el ajo, el aceite y el vinagre hasta obtener una crema fina.",
].join("\n");

const ENGLISH = [
  "Classic Victoria sponge",
  "Serves 10",
  "200g caster sugar\n200g softened butter\n4 eggs, beaten\n200g self-raising flour\n1 tsp baking powder\n2 tbsp milk",
  "Method",
  "Heat oven to 190C/170C fan/gas 5. Butter two 20cm sandwich tins and line with non-stick baking paper.",
  "In a large bowl, beat together the sugar, butter, eggs, flour, baking powder and milk until you have a smooth, soft batter.",
].join("\n");

describe("the language a recognised page is written in", () => {
  it("tells German, French and Spanish recipes, as written", () => {
    expect(guessLanguage(GERMAN)).toBe("deu");
    expect(guessLanguage(FRENCH)).toBe("fra");
    expect(guessLanguage(SPANISH)).toBe("spa");
    expect(guessLanguage(ENGLISH)).toBe("eng");
  });

  it("tells them when the English model lost the accents", () => {
    expect(guessLanguage(withoutAccents(GERMAN))).toBe("deu");
    expect(guessLanguage(withoutAccents(FRENCH))).toBe("fra");
    expect(guessLanguage(withoutAccents(SPANISH))).toBe("spa");
  });

  it("tells them from what the English model really read on a card", () => {
    // tesseract's English model on photographed cards (the benchmark's Apfelkuchen, crêpes and tortilla).
    expect(guessLanguage("Apfelkuchen\nFir 12 Sticke\nBackzeit: 40 Minuten\nZutaten\n200 g Mehl\n150 g Zucker\n3 Eier\n1. Den Ofen auf 180 Grad vorheizen.")).toBe("deu");
    expect(guessLanguage("Crepes au sucre\nPour 6 personnes\nCuisson : 20 minutes\nIngrédients\n250 g de farine\n4 ceufs\n500 ml de lait\n2 cuilléres a soupe de sucre")).toBe("fra");
    expect(guessLanguage("Tortilla de patatas\nPara 4 personas\nTiempo total: 45 minutos\nIngredientes\n4 patatas medianas\n6 huevos\n1 cebolla\n1 cucharadita de sal")).toBe("spa");
  });

  it("keeps an English card English, even with a French dish's name or a word another language shares", () => {
    expect(guessLanguage("Crêpes Suzette\nMakes 8\nIngredients\n100g plain flour\n2 eggs\n300ml milk\nFour tbsp orange juice\nPour the batter into the pan")).toBe("eng");
    expect(guessLanguage("Spaghetti al pomodoro\nServes 4\n400g spaghetti\n1 tbsp olive oil\n2 garlic cloves\nCook the pasta until al dente.")).toBe("eng");
  });

  it("makes no guess from a line or two without telling words", () => {
    expect(guessLanguage("")).toBeNull();
    expect(guessLanguage("200 g\n3\n125 ml")).toBeNull();
    expect(guessLanguage("Tiramisu")).toBeNull();
  });
});
