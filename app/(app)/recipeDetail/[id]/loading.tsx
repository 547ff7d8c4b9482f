/** Shown while the recipe is looked up, as the seed words it. */
export default function RecipeDetailLoading() {
  return (
    <p className="content" role="status">
      Loading meal details...
    </p>
  );
}
