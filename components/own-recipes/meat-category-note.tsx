import { MEAT_CATEGORIES } from "@/config/meals";

/**
 * Said under the category when a cook files a recipe under Chicken, Beef or Pork: the meat-free
 * rule leaves such meals out of searches, letters and pantry matches for every cook who has not
 * chosen to see them, the author included. My recipes and the recipe's own link still show it.
 */
export function MeatCategoryNote({ category }: { category: string | undefined }) {
  const meat = category !== undefined && MEAT_CATEGORIES.includes(category);
  return (
    <p className="field__hint recipe-form__meat-note" role="status">
      {meat
        ? `${category} recipes are hidden from other cooks’ searches by default (Res-pe is meat-free unless a cook chooses to see chicken, beef and pork dishes in their account), and from yours unless you do. It stays in My recipes, and its link works for everyone.`
        : ""}
    </p>
  );
}
