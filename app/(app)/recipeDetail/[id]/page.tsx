import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CookTools } from "@/components/meals/cook-tools";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { StarRating } from "@/components/ranking/star-rating";
import { CooksNotesOwner } from "@/components/cookbook/cooks-notes-owner";
import { MadeItButton } from "@/components/cookbook/made-it-button";
import { MadeItNotes } from "@/components/cookbook/made-it-notes";
import { cooksNotesForOwner } from "@/lib/cookbook";
import { today } from "@/lib/meal-plan";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { UNITS_COOKIE } from "@/lib/account";
import { cookies } from "next/headers";
import { findMealForPage, getLocale, getT, recipePage, requestNonce } from "@/lib/web/pages";
import { INTL_TAGS, catalogName, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { ShareRecipe } from "@/components/own-recipes/share-recipe";
import { publicPathOf, recipeSharing } from "@/lib/own-recipes";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [meal, t, categories] = await Promise.all([findMealForPage((await params).id), getT("recipe"), getT("categories")]);
  const category = meal && categories.has(meal.category as never) ? categories(meal.category as never) : meal?.category;
  return signedInPageMetadata({
    title: meal?.name ?? t("notFound"),
    description: meal ? t("metaDescription", { name: meal.name, category: category!, area: catalogName(await getLocale(), "areas", meal.area) }) : t("notFoundDescription"),
    canonical: meal ? await publicPathOf(meal.id) : null,
  });
}

/** /recipeDetail/<id>: the recipe, or 'Meal not found' (see layout.tsx for the HTTP 404). */
export default async function RecipeDetailPage({ params }: Props) {
  const { id } = await params;
  const user = await requirePageUser(`/recipeDetail/${id}`);
  const view = await recipePage(id, user.id, (await cookies()).get(UNITS_COOKIE)?.value);
  if (!view) notFound();
  const { meal, owner, units, saved, rating } = view;
  const sharing = owner ? await recipeSharing(meal.id) : null;
  const locale = await getLocale();
  const tools = plainMessages(locale, "recipeTools");
  const intlTag = INTL_TAGS[locale];
  return (
    <>
      <Toaster />
      <RecipeJsonLd meal={meal} siteUrl={loadConfig().server.siteUrl} nonce={await requestNonce()} />
      <RecipeDetail
        meal={meal}
        tools={<CookTools meal={meal} owner={owner} saved={saved} locale={locale} />}
        units={units}
        signedIn
        locale={locale}
        rating={rating ? <StarRating key={meal.id} mealId={meal.id} initial={rating} ownRecipe={owner} text={tools.rating} numberLocale={intlTag} /> : null}
        madeIt={
          rating ? (
            <>
              <MadeItButton mealId={meal.id} name={meal.name} today={today()} text={tools.madeIt} />
              {owner ? (
                <CooksNotesOwner
                  mealId={meal.id}
                  initial={await cooksNotesForOwner(user.id, meal.id)}
                  text={tools.cooksNotes}
                  intlTag={intlTag}
                />
              ) : (
                <MadeItNotes recipeId={meal.id} locale={locale} />
              )}
            </>
          ) : null
        }
        extraActions={sharing ? <ShareRecipe recipeId={meal.id} name={meal.name} initial={sharing} text={plainMessages(locale, "sharing")} /> : null}
      />
    </>
  );
}
