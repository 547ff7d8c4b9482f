import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { StarRating } from "@/components/ratings/star-rating";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { isSaved, UNITS_COOKIE, unitsForCook } from "@/lib/kitchen";
import { cookies } from "next/headers";
import { findMealForPage } from "@/lib/web/pages";
import { mealRatingFor, ratingsHeldFor } from "@/lib/ranking";
import { requestNonce } from "@/lib/web/pages";
import { signedInPageMetadata } from "@/lib/platform/seo";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meal = await findMealForPage((await params).id);
  return signedInPageMetadata({
    title: meal?.name ?? "Meal not found",
    description: meal ? `${meal.name}: ${meal.category}, ${meal.area}. Ingredients and instructions.` : "Meal not found.",
  });
}

/** /recipeDetail/<id>: the recipe, or 'Meal not found' (see layout.tsx for the HTTP 404). */
export default async function RecipeDetailPage({ params }: Props) {
  const { id } = await params;
  const user = await requirePageUser(`/recipeDetail/${id}`);
  const meal = await findMealForPage(id);
  if (!meal) notFound();
  const owner = meal.author !== null && meal.author.id === user.id;
  // Read fresh on every request (never from the meal caches): a cook sees their new stars at once.
  const rating = (await ratingsHeldFor(meal.id)) ? await mealRatingFor(user.id, meal.id) : null;
  return (
    <>
      <Toaster />
      <RecipeJsonLd meal={meal} siteUrl={loadConfig().server.siteUrl} nonce={await requestNonce()} />
      <RecipeDetail
        meal={meal}
        owner={owner}
        units={await unitsForCook(user?.id ?? null, (await cookies()).get(UNITS_COOKIE)?.value)}
        signedIn={user !== null}
        saved={user ? await isSaved(user.id, meal.id) : false}
        rating={rating ? <StarRating key={meal.id} mealId={meal.id} initial={rating} ownRecipe={owner} /> : null}
      />
    </>
  );
}
