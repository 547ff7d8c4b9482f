import type { Metadata } from "next";
import { RecipeFormScreen } from "@/components/own-recipes/recipe-form-screen";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({ title: "New recipe", description: "Write a recipe of your own." });

export default async function NewRecipePage() {
  await requirePageUser("/myRecipes/new");
  return <RecipeFormScreen title="New recipe" areas={await knownAreas()} />;
}
