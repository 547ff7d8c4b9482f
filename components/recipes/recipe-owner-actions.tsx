import Link from "next/link";
import { DeleteRecipeButton } from "./delete-recipe-button";

/**
 * Edit and Delete for the recipe's author (the caller decides on the server who that is). A
 * div, not a paragraph: the delete confirmation is a <dialog>, which a paragraph cannot hold.
 */
export function RecipeOwnerActions({
  recipe,
  className,
  afterDelete,
}: {
  recipe: { id: string; name: string };
  className: string;
  afterDelete: "refresh" | "myRecipes";
}) {
  return (
    <div className={className}>
      <Link className="button button--outline" href={`/myRecipes/${recipe.id}/edit`}>
        Edit<span className="visually-hidden"> {recipe.name}</span>
      </Link>
      <DeleteRecipeButton id={recipe.id} name={recipe.name} then={afterDelete} />
    </div>
  );
}
