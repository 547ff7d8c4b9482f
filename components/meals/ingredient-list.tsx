import { ingredientLine } from "@/lib/meals";
import type { Ingredient } from "@/lib/meals";

/** "Measure plus ingredient", one line each, in the cook's order. */
export function IngredientList({ ingredients }: { ingredients: Ingredient[] }) {
  return (
    <ul className="ingredient-list">
      {ingredients.map((ingredient, index) => (
        <li key={index}>{ingredientLine(ingredient)}</li>
      ))}
    </ul>
  );
}
