import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { loadServerConfig } from "@/lib/config/server-config";
import { mealService } from "@/lib/meals";
import { requestNonce } from "@/lib/security/request-nonce";
import { signedInPageMetadata } from "@/lib/seo/page-metadata";
import { mealIdSchema } from "@/lib/validations/meals";

type Props = { params: Promise<{ id: string }> };

// Metadata and page ask for the same meal: one lookup per request.
const findMeal = cache(async (id: string) => {
  const parsed = mealIdSchema.safeParse(id);
  return parsed.success ? mealService().findMealById(parsed.data) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meal = await findMeal((await params).id);
  return signedInPageMetadata({
    title: meal?.name ?? "Meal not found",
    description: meal ? `${meal.name}: ${meal.category}, ${meal.area}. Ingredients and instructions.` : "Meal not found.",
  });
}

/** /recipeDetail/<id>: an unknown id is a 404 'Meal not found' (PRODUCT.md D7). */
export default async function RecipeDetailPage({ params }: Props) {
  const meal = await findMeal((await params).id);
  if (!meal) notFound();
  return (
    <>
      <RecipeJsonLd meal={meal} siteUrl={loadServerConfig().siteUrl} nonce={await requestNonce()} />
      <RecipeDetail meal={meal} />
    </>
  );
}
