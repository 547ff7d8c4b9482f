import type { Metadata } from "next";
import { ImportRecipe } from "@/components/recipe-import/import-recipe";
import { ImportTabs } from "@/components/recipe-import/import-tabs";
import { ScanImport } from "@/components/recipe-import/scan-import";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Import a recipe",
  description: "Bring a recipe in from a web page, a photo or a PDF, then check it and save it as your own.",
});

/** /myRecipes/import: a recipe from a web address or its pasted HTML, or from photos or a PDF, opened in the recipe form. */
export default async function ImportRecipePage() {
  await requirePageUser("/myRecipes/import");
  const areas = await knownAreas();
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        Import a recipe
      </h1>
      <ImportTabs
        label="Import from"
        tabs={[
          { key: "web", label: "From a web page", panel: <ImportRecipe areas={areas} titleId="recipe-form-title" /> },
          { key: "photo", label: "From a photo", panel: <ScanImport areas={areas} titleId="recipe-form-title" /> },
        ]}
      />
    </div>
  );
}
