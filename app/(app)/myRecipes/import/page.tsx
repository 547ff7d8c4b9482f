import type { Metadata } from "next";
import { ImportRecipe } from "@/components/recipe-import/import-recipe";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Import a recipe",
  description: "Bring a recipe in from a web page, then check it and save it as your own.",
});

/** /myRecipes/import: a recipe from a web address or its pasted HTML, opened in the recipe form. */
export default async function ImportRecipePage() {
  await requirePageUser("/myRecipes/import");
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        Import a recipe
      </h1>
      <ImportRecipe areas={await knownAreas()} titleId="recipe-form-title" />
    </div>
  );
}
