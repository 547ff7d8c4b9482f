import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { editableRecipe } from "@/components/own-recipes/editable-recipe";
import { RecipeFormScreen } from "@/components/own-recipes/recipe-form-screen";
import { requirePageUser } from "@/lib/auth";
import { recipeToEdit } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { recipeFormWords } from "@/components/own-recipes/recipe-form-words";
import { getLocale, getT } from "@/lib/web/pages";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("recipeForm");
  return signedInPageMetadata({ title: t("editTitle"), description: t("editDescription") });
}

/** /myRecipes/<id>/edit: only for the recipe's author; anyone else finds no recipe here (404). */
export default async function EditRecipePage({ params }: Props) {
  const { id } = await params;
  const user = await requirePageUser(`/myRecipes/${id}/edit`);
  const view = await recipeToEdit(id, user.id);
  if (!view) notFound();
  const [locale, t] = await Promise.all([getLocale(), getT("recipeForm")]);
  return <RecipeFormScreen title={t("editTitle")} recipe={editableRecipe(view.recipe)} areas={view.areas} words={recipeFormWords(locale)} />;
}
