import { getT } from "@/lib/web/pages";

/**
 * Shown while the recipe is looked up, as the seed words it; a screen tall, so the footer is not
 * in view when the recipe arrives and pushes it down (a layout shift of 0.22 on a phone).
 */
export default async function RecipeDetailLoading() {
  const t = await getT("recipeViews");
  return (
    <p className="content recipe-loading" role="status">
      {t("loading")}
    </p>
  );
}
