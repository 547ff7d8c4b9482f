import { MEAT_CATEGORIES } from "@/config/meals";
import { fill } from "@/components/meals/message-text";

/**
 * Said under the category when a cook files a recipe under Chicken, Beef or Pork: the meat-free
 * rule leaves such meals out of searches, letters and pantry matches for every cook who has not
 * chosen to see them, the author included. My recipes and the recipe's own link still show it.
 */
export function MeatCategoryNote({ category, text, categories }: { category: string | undefined; text: string; categories: Record<string, string> }) {
  const meat = category !== undefined && MEAT_CATEGORIES.includes(category);
  return (
    <p className="field__hint recipe-form__meat-note" role="status">
      {meat
        ? fill(text, { category: Object.hasOwn(categories, category) ? categories[category]! : category })
        : ""}
    </p>
  );
}
