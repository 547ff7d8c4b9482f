import type { Metadata } from "next";
import { RecipeForm } from "@/components/recipes/recipe-form";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth/page-user";
import { knownAreas } from "@/lib/recipes/recipes";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = signedInPageMetadata({ title: "New recipe", description: "Write a recipe of your own." });

export default async function NewRecipePage() {
  await requirePageUser("/myRecipes/new");
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        New recipe
      </h1>
      <RecipeForm areas={await knownAreas()} titleId="recipe-form-title" />
    </div>
  );
}
