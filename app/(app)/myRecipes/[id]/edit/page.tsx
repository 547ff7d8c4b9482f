import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { editableRecipe } from "@/components/own-recipes/editable-recipe";
import { RecipeFormScreen } from "@/components/own-recipes/recipe-form-screen";
import { requirePageUser } from "@/lib/auth";
import { recipeToEdit } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = signedInPageMetadata({ title: "Edit recipe", description: "Change a recipe you wrote." });

/** /myRecipes/<id>/edit: only for the recipe's author; anyone else finds no recipe here (404). */
export default async function EditRecipePage({ params }: Props) {
  const { id } = await params;
  const user = await requirePageUser(`/myRecipes/${id}/edit`);
  const view = await recipeToEdit(id, user.id);
  if (!view) notFound();
  return <RecipeFormScreen title="Edit recipe" recipe={editableRecipe(view.recipe)} areas={view.areas} />;
}
