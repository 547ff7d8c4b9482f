import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { MadeItNotes } from "@/components/cookbook/made-it-notes";
import { SaveToAccount } from "@/components/cookbook/save-to-account";
import { RecipeDetail } from "@/components/meals/recipe-detail";
import { RecipeJsonLd } from "@/components/meals/recipe-json-ld";
import { RatingSummaryLine } from "@/components/ranking/rating-summary-line";
import { publicRecipePath } from "@/lib/own-recipes";
import { loadConfig } from "@/lib/platform/config";
import { publicPageMetadata } from "@/lib/platform/seo";
import { publicRecipePage, requestNonce } from "@/lib/web/pages";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const view = await publicRecipePage(slug);
  if (view.status !== "found") return { title: "Recipe not found", robots: { index: false } };
  const { meal } = view;
  const path = publicRecipePath(view.slug);
  return publicPageMetadata({
    title: meal.name,
    description: `${meal.name}${meal.author ? ` by ${meal.author.name}` : ""}: a ${meal.area} ${meal.category.toLowerCase()} recipe with ingredients, method and nutrition.`,
    path,
    image: { url: `${path}/card`, alt: `${meal.name}: its picture and name` },
  });
}

/**
 * /r/<slug>: a public recipe (a cook's, shared by them, or a catalog meal) for anyone, signed in
 * or not, the same for every visitor. An older name's address redirects to the current one; an
 * address made private answers 410 for a day (the request gate), then 404.
 */
export default async function PublicRecipePage({ params }: Props) {
  const { slug } = await params;
  const view = await publicRecipePage(slug);
  if (view.status === "moved") permanentRedirect(publicRecipePath(view.slug));
  if (view.status !== "found") notFound();
  const { meal, rating } = view;
  const path = publicRecipePath(view.slug);
  return (
    <>
      <RecipeJsonLd meal={meal} siteUrl={loadConfig().server.siteUrl} nonce={await requestNonce()} url={path} rating={rating} />
      <RecipeDetail
        meal={meal}
        rating={<RatingSummaryLine rating={rating} />}
        extraActions={<SaveToAccount mealId={meal.id} path={path} />}
        madeIt={<MadeItNotes recipeId={meal.id} />}
      />
    </>
  );
}
