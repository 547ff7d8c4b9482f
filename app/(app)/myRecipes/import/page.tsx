import type { Metadata } from "next";
import { FromAnotherApp } from "@/components/recipe-import/from-another-app";
import { ImportRecipe } from "@/components/recipe-import/import-recipe";
import { ImportTabs } from "@/components/recipe-import/import-tabs";
import { ScanImport } from "@/components/recipe-import/scan-import";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { knownAreas } from "@/lib/own-recipes";
import { latestMigration, warmUpRecognition } from "@/lib/recipe-import";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { recipeFormWords } from "@/components/own-recipes/recipe-form-words";
import { getLocale, getT } from "@/lib/web/pages";
import { plainMessages, serverMessageTranslations } from "@/lib/platform/i18n";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("recipeImport");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /myRecipes/import: a recipe from a web address or its pasted HTML, or from photos or a PDF,
 * opened in the recipe form; or "From another app": a whole export (Paprika, Mealie, …) brought
 * over by a job. `?from=photo` / `?from=app` opens on that tab (links from elsewhere); a job still running
 * opens on its tab, so a reload shows its progress.
 */
export default async function ImportRecipePage({ searchParams }: Props) {
  const user = await requirePageUser("/myRecipes/import");
  const from = (await searchParams).from;
  // The photo import's English recognition model loads while the cook chooses the photos (once a process; the others when a page needs them).
  void warmUpRecognition();
  const [areas, latest, locale, t] = await Promise.all([knownAreas(), latestMigration(user), getLocale(), getT("recipeImport")]);
  const words = recipeFormWords(locale);
  const text = plainMessages(locale, "recipeImport");
  const serverMessages = serverMessageTranslations(locale);
  // The notes by their codes, with the server's (why a picture was refused) that a note names inside it.
  const checkWords = { ...serverMessages, ...plainMessages(locale, "importChecks") };
  // The report also lists the import's own notes of what was cut: the tables, by their distinct codes.
  // The web tab's list of a restored file's skipped recipes uses them too (the recipe cap, a made-up name).
  const noteWords = { ...checkWords, ...plainMessages(locale, "migrationNotes") };
  return (
    <div className="content">
      <Toaster />
      <h1 id="recipe-form-title" className="page-title">
        {t("title")}
      </h1>
      <ImportTabs
        label={t("tabsLabel")}
        initial={typeof from === "string" ? from : latest && (latest.status === "queued" || latest.status === "running") ? "app" : undefined}
        tabs={[
          { key: "web", label: t("fromWeb"), panel: <ImportRecipe areas={areas} titleId="recipe-form-title" words={words} text={text} serverMessages={serverMessages} checkWords={noteWords} /> },
          { key: "photo", label: t("fromPhoto"), panel: <ScanImport areas={areas} titleId="recipe-form-title" words={words} text={text} serverMessages={serverMessages} checkWords={checkWords} /> },
          { key: "app", label: t("fromApp"), panel: <FromAnotherApp latest={latest} text={plainMessages(locale, "recipeMigration")} unreachable={text.unreachable} serverMessages={serverMessages} noteWords={noteWords} formErrors={words.fieldErrors} locale={locale} /> },
        ]}
      />
    </div>
  );
}
