import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { MadeItNotes } from "@/components/cookbook/made-it-notes";
import { SaveToAccount } from "@/components/cookbook/save-to-account";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { VisitorActions } from "@/components/meals/visitor-actions";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { RatingSummaryLine } from "@/components/ranking/rating-summary-line";
import { publicRecipePath } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { LOCALES, catalogName, localizedPath, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";
import { publicPageMetadata } from "@/lib/platform/seo";
import { publicRecipePage, requestNonce } from "@/lib/web/pages";

/**
 * A public recipe in one language: /r/<slug> in English, /lang/<locale>/r/<slug> in German,
 * French or Spanish (issue 35). The recipe's own texts are its cook's (or the catalog's English);
 * everything around them speaks the address's language. Each address is the same for every
 * visitor, so the production server keeps each whole (server/public-recipe-pages.ts).
 */
export async function publicRecipeMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const view = await publicRecipePage(slug);
  if (view.status !== "found") return { title: translatorFor(locale, "recipe")("notFound"), robots: { index: false } };
  const { meal } = view;
  const t = translatorFor(locale, "publicRecipe");
  const english = publicRecipePath(view.slug);
  const categories = plainMessages(locale, "categories") as Record<string, string>;
  const category = Object.hasOwn(categories, meal.category) ? categories[meal.category]! : meal.category;
  // German writes its nouns capitalised; the others run the category into the sentence.
  const words = { name: meal.name, area: catalogName(locale, "areas", meal.area), category: locale === "de" ? category : category.toLowerCase() };
  const metadata = publicPageMetadata({
    title: meal.name,
    description: meal.author ? t("descriptionBy", { ...words, author: meal.author.name }) : t("description", words),
    path: localizedPath(english, locale),
    locale,
    // One card for every language: it shows the picture and the name, no words of ours.
    image: { url: `${english}/card`, alt: t("pictureAlt", { name: meal.name }) },
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      languages: { ...Object.fromEntries(LOCALES.map((each) => [each, localizedPath(english, each)])), "x-default": english },
    },
  };
}

/**
 * The page. An older name's address redirects to the current one in the same language; an
 * address made private answers 410 for a day (the request gate), then 404.
 */
export async function PublicRecipe({ slug, locale }: { slug: string; locale: Locale }) {
  const view = await publicRecipePage(slug);
  if (view.status === "moved") permanentRedirect(localizedPath(publicRecipePath(view.slug), locale));
  if (view.status !== "found") notFound();
  const { meal, rating } = view;
  const path = localizedPath(publicRecipePath(view.slug), locale);
  const text = plainMessages(locale, "publicRecipe");
  return (
    <>
      <RecipeJsonLd meal={meal} siteUrl={loadConfig().server.siteUrl} nonce={await requestNonce()} url={path} rating={rating} />
      <RecipeDetail
        meal={meal}
        locale={locale}
        tools={<VisitorActions name={meal.name} />}
        rating={<RatingSummaryLine rating={rating} locale={locale} />}
        extraActions={
          <SaveToAccount
            mealId={meal.id}
            path={path}
            text={{ save: text.save, saving: text.saving, saved: text.saved, seeSaved: text.seeSaved, saveFailed: text.saveFailed }}
          />
        }
        madeIt={<MadeItNotes recipeId={meal.id} locale={locale} />}
      />
    </>
  );
}
