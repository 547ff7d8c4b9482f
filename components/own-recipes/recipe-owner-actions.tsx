import Link from "next/link";
import { DeleteRecipeButton } from "./delete-recipe-button";
import { plainMessages, type Locale } from "@/lib/platform/i18n";

/**
 * Edit, Delete and (on the recipe page) Export for the recipe's author (the caller decides on the server who that is). A
 * div, not a paragraph: the delete confirmation is a <dialog>, which a paragraph cannot hold.
 */
export function RecipeOwnerActions({
  recipe,
  className,
  afterDelete,
  exportLink = false,
  locale = "en",
}: {
  recipe: { id: string; name: string };
  className: string;
  afterDelete: "refresh" | "myRecipes";
  /** A download of the recipe as schema.org JSON-LD, which any recipe app (and Import) reads. */
  exportLink?: boolean;
  /** The page's language; English where none is given. */
  locale?: Locale;
}) {
  const { edit, export: exportLabel, delete: deleteLabel, deleting, deleteTitle, deleteMessage, cancel, deleted, deleteFailed } = plainMessages(locale, "myRecipes");
  return (
    <div className={className}>
      <Link className="button button--outline" href={`/myRecipes/${recipe.id}/edit`}>
        {edit}
        <span className="visually-hidden"> {recipe.name}</span>
      </Link>
      {exportLink ? (
        <a className="button button--outline" href={`/api/recipes/${recipe.id}/export`} download>
          {exportLabel}
          <span className="visually-hidden"> {recipe.name}</span>
        </a>
      ) : null}
      <DeleteRecipeButton
        id={recipe.id}
        name={recipe.name}
        then={afterDelete}
        text={{ delete: deleteLabel, deleting, deleteTitle, deleteMessage, cancel, deleted, deleteFailed }}
      />
    </div>
  );
}
