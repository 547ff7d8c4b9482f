import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { ABOVE_THE_FOLD } from "@/components/meals/meal-grid";
import { MyRecipeCard } from "@/components/own-recipes/my-recipe-card";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { listRecipesBy } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "My Recipes",
  description: "The recipes you wrote: edit them, delete them, or write a new one.",
});

/** /myRecipes: the signed-in cook's own recipes, or an invitation to write the first. */
export default async function MyRecipesPage() {
  const user = await requirePageUser("/myRecipes");
  const recipes = await listRecipesBy(user.id);
  return (
    <div className="container meal-page">
      <Toaster />
      <div className="page-heading">
        <h1 className="page-title">My Recipes</h1>
        <div className="page-heading__actions">
          {recipes.length > 0 ? (
            <Link className="button" href="/myRecipes/new">
              New recipe
            </Link>
          ) : null}
          <Link className="button button--outline" href="/myRecipes/import">
            Import a recipe
          </Link>
          {recipes.length > 0 ? (
            // A download, not a page: a plain link that the browser saves.
            <a className="button button--outline" href="/api/recipes/export" download>
              Export all
            </a>
          ) : null}
        </div>
      </div>
      {recipes.length === 0 ? (
        <EmptyState
          action={
            <Link className="button" href="/myRecipes/new">
              Write your first recipe
            </Link>
          }
        >
          <p>You have not written a recipe yet. Share the dish you cook best: it takes a few minutes, even on a phone.</p>
        </EmptyState>
      ) : (
        <div className="meal-grid">
          {recipes.map((recipe, index) => (
            <MyRecipeCard key={recipe.id} recipe={recipe} eager={index < ABOVE_THE_FOLD} />
          ))}
        </div>
      )}
    </div>
  );
}
