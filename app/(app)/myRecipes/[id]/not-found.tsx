import Link from "next/link";

/** An unknown recipe, or another cook's: neither can be edited here (HTTP 404). */
export default function RecipeNotFound() {
  return (
    <div className="content not-found">
      <h1 className="page-title">Recipe not found</h1>
      <p>There is no recipe of yours at this address.</p>
      <p>
        <Link className="button" href="/myRecipes">
          My Recipes
        </Link>
      </p>
    </div>
  );
}
