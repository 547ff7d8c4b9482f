import type { Metadata } from "next";
import Link from "next/link";
import { FromAnotherApp } from "@/components/recipe-import/from-another-app";
import { ImportRecipe } from "@/components/recipe-import/import-recipe";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { latestMigration } from "@/lib/recipe-import";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Import a recipe",
  description: "Bring a recipe in from a web page, or all your recipes from another app.",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /myRecipes/import: a recipe from a web address or its pasted HTML, opened in the recipe form;
 * with `?from=app`, "From another app": a whole export (Paprika, Mealie, …) brought over by a job.
 */
export default async function ImportRecipePage({ searchParams }: Props) {
  const user = await requirePageUser("/myRecipes/import");
  const fromApp = (await searchParams).from === "app";
  const tab = (href: string, label: string, current: boolean) => (
    <li>
      <Link href={href} aria-current={current ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        Import a recipe
      </h1>
      <nav aria-label="Import from">
        <ul className="import-tabs">
          {tab("/myRecipes/import", "From a web page", !fromApp)}
          {tab("/myRecipes/import?from=app", "From another app", fromApp)}
        </ul>
      </nav>
      {fromApp ? <FromAnotherApp latest={await latestMigration(user)} /> : <ImportRecipe areas={await knownAreas()} titleId="recipe-form-title" />}
    </div>
  );
}
