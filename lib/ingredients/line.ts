/** What the parser makes of one ingredient line. */
export type Amount = { quantity: number; unit: string | null };

export type IngredientLine = {
  /** The line as written (measure and name joined by a space for a pair). */
  text: string;
  /**
   * The line as written in two parts: the amount ("2 x 400 g tins", "1½ cups") and the rest
   * ("Chickpeas", "flour, sifted"); for a pair, its measure and its name.
   */
  written: { measure: string; name: string };
  /**
   * False when the line could not be read (a heading, a number that is none, no words at all):
   * it is shown as written, never scaled or converted.
   */
  parsed: boolean;
  /** The amount, or the low end of a range ("2-3 tbsp" → 2); null when none is stated. */
  quantity: number | null;
  /** The high end of a range ("2-3 tbsp" → 3), else null. */
  quantityHigh: number | null;
  /** Canonical unit name (see units.ts): "g", "tbsp", "cup", "clove", "tin"; null for "2 eggs". */
  unit: string | null;
  /** The unit was written after the name ("3 garlic cloves"), so it is part of the written name. */
  unitAfterName: boolean;
  /** How much one container or item holds: "2 x 400 g tins" → { 400, "g" }; "1 (14 oz) can" → { 14, "oz" }. */
  size: Amount | null;
  /** The same amount in other units, as the writer gave it: "200g/7oz" → { 7, "oz" }. */
  alternative: Amount | null;
  /** Words about the amount or item's size ("large", "heaped", "a few"). */
  descriptor: string | null;
  /** What to buy: "chickpeas", "plain flour", "garlic". */
  name: string;
  /** What to do to it first: "finely chopped", "drained and rinsed". */
  preparation: string | null;
  /** Anything else: "to taste", "or vegetable oil", "(about 2 lemons)". */
  comment: string | null;
  /**
   * The English name of a food named in German, French or Spanish ("Olivenöl", "huile d'olive" →
   * "olive oil"), by which nutrition, the pantry and the shopping list know it; null when the
   * name is English or not a common food (languages/food-names.ts). The name stays as written.
   */
  food: string | null;
};
