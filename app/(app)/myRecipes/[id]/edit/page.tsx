import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { editableRecipe } from "@/components/recipes/editable-recipe";
import { RecipeFormScreen } from "@/components/recipes/recipe-form-screen";
import { requirePageUser } from "@/lib/auth";
import { findRecipe, knownAreas } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = signedInPageMetadata({ title: "Edit recipe", description: "Change a recipe you wrote." });

/** /myRecipes/<id>/edit: only for the recipe's author; anyone else finds no recipe here (404). */
export default async function EditRecipePage({ params }: Props) {
  const { id } = await params;
  const user = await requirePageUser(`/myRecipes/${id}/edit`);
  const recipe = await findRecipe(id);
  if (!recipe || recipe.author.id !== user.id) notFound();
  return <RecipeFormScreen title="Edit recipe" recipe={editableRecipe(recipe)} areas={await knownAreas()} />;
}
