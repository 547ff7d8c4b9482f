import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { ABOVE_THE_FOLD } from "@/components/meals/meal-grid";
import { MyRecipeCard } from "@/components/own-recipes/my-recipe-card";
import { Toaster } from "@/components/ui/toaster";
import { ExportAllButton } from "@/components/own-recipes/export-all-button";
import { serverMessageTranslations } from "@/lib/platform/i18n";
import { requirePageUser } from "@/lib/auth";
import { listRecipesBy } from "@/lib/own-recipes";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("myRecipes");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

/** /myRecipes: the signed-in cook's own recipes, or an invitation to write the first. */
export default async function MyRecipesPage() {
  const user = await requirePageUser("/myRecipes");
  const [recipes, locale, t] = await Promise.all([listRecipesBy(user.id), getLocale(), getT("myRecipes")]);
  // The export's refusals (its limit) by their code, in the cook's language.
  const serverMessages = serverMessageTranslations(locale);
  return (
    <div className="container meal-page">
      <Toaster />
      <div className="page-heading">
        <h1 className="page-title">{t("title")}</h1>
        <div className="page-heading__actions">
          {recipes.length > 0 ? (
            <Link className="button" href="/myRecipes/new">
              {t("new")}
            </Link>
          ) : null}
          <Link className="button button--outline" href="/myRecipes/import">
            {t("import")}
          </Link>
          {recipes.length > 0 ? (
            <ExportAllButton label={t("exportAll")} failed={serverMessages.export_failed!} serverMessages={{ export_limit: serverMessages.export_limit!, rate_limited: serverMessages.rate_limited! }} />
          ) : null}
        </div>
      </div>
      {recipes.length === 0 ? (
        <EmptyState
          action={
            <Link className="button" href="/myRecipes/new">
              {t("writeFirst")}
            </Link>
          }
        >
          <p>{t("none")}</p>
        </EmptyState>
      ) : (
        <div className="meal-grid">
          {recipes.map((recipe, index) => (
            <MyRecipeCard key={recipe.id} recipe={recipe} eager={index < ABOVE_THE_FOLD} locale={locale} />
          ))}
        </div>
      )}
    </div>
  );
}
