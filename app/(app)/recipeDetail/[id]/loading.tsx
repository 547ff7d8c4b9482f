/**
 * Shown while the recipe is looked up, as the seed words it; a screen tall, so the footer is not
 * in view when the recipe arrives and pushes it down (a layout shift of 0.22 on a phone).
 */
export default function RecipeDetailLoading() {
  return (
    <p className="content recipe-loading" role="status">
      Loading meal details...
    </p>
  );
}
