import Link from "next/link";
import { DeleteRecipeButton } from "./delete-recipe-button";

/**
 * Edit, Delete and (on the recipe page) Export for the recipe's author (the caller decides on the server who that is). A
 * div, not a paragraph: the delete confirmation is a <dialog>, which a paragraph cannot hold.
 */
export function RecipeOwnerActions({
  recipe,
  className,
  afterDelete,
  exportLink = false,
}: {
  recipe: { id: string; name: string };
  className: string;
  afterDelete: "refresh" | "myRecipes";
  /** A download of the recipe as schema.org JSON-LD, which any recipe app (and Import) reads. */
  exportLink?: boolean;
}) {
  return (
    <div className={className}>
      <Link className="button button--outline" href={`/myRecipes/${recipe.id}/edit`}>
        Edit<span className="visually-hidden"> {recipe.name}</span>
      </Link>
      {exportLink ? (
        <a className="button button--outline" href={`/api/recipes/${recipe.id}/export`} download>
          Export<span className="visually-hidden"> {recipe.name}</span>
        </a>
      ) : null}
      <DeleteRecipeButton id={recipe.id} name={recipe.name} then={afterDelete} />
    </div>
  );
}
