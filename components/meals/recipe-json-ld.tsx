import { ingredientLine, instructionParagraphs, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";
import { nutritionOfMeal } from "@/lib/nutrition";
import type { RatingSummary } from "@/lib/ranking";

/** schema.org durations are ISO 8601: "PT45M" (a meal without stated times has none). */
const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/** schema.org NutritionInformation per serving, from the app's estimate (the figures the page shows). */
function nutritionOf(meal: Meal) {
  const { perServing } = nutritionOfMeal(meal);
  const grams = (value: number) => `${Math.round(value * 10) / 10} g`;
  return {
    "@type": "NutritionInformation",
    servingSize: "1 serving",
    calories: `${Math.round(perServing.energyKcal)} calories`,
    proteinContent: grams(perServing.proteinG),
    carbohydrateContent: grams(perServing.carbohydrateG),
    sugarContent: grams(perServing.sugarsG),
    fatContent: grams(perServing.fatG),
    saturatedFatContent: grams(perServing.saturatesG),
    fiberContent: grams(perServing.fibreG),
    // schema.org asks for sodium: salt is 40 % sodium by weight.
    sodiumContent: `${Math.round(perServing.saltG * 400)} mg`,
  };
}

/** The Recipe object search engines read (Google's Recipe rich result: required and recommended properties). */
export function recipeJsonLd(meal: Meal, siteUrl: string, { url, rating }: { url?: string; rating?: RatingSummary | null } = {}) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: meal.name,
    url: url ? new URL(url, siteUrl).href : undefined,
    description: `${meal.name}: a ${meal.area} ${meal.category.toLowerCase()} recipe${meal.servings ? ` for ${meal.servings}` : ""}, with ingredients, method and nutrition.`,
    image: meal.thumbnail ? [new URL(meal.thumbnail, siteUrl).href] : undefined,
    author: meal.author ? { "@type": "Person", name: meal.author.name } : { "@type": "Organization", name: "Res-pe", url: siteUrl },
    recipeCategory: meal.category,
    recipeCuisine: meal.area,
    keywords: [...meal.tags, ...meal.diets].join(", ") || undefined,
    recipeYield: meal.servings ? [String(meal.servings), `${meal.servings} servings`] : undefined,
    prepTime: duration(meal.prepMinutes),
    cookTime: duration(meal.cookMinutes),
    totalTime: duration(meal.totalMinutes),
    recipeIngredient: meal.ingredients.map(ingredientLine),
    recipeInstructions: instructionParagraphs(meal.instructions).map((text) => ({ "@type": "HowToStep", text })),
    nutrition: nutritionOf(meal),
    aggregateRating:
      rating && rating.count > 0
        ? { "@type": "AggregateRating", ratingValue: Math.round(rating.average * 10) / 10, ratingCount: rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
    video: meal.youtube ? { "@type": "VideoObject", name: meal.name, contentUrl: watchVideoUrl(meal) } : undefined,
  };
}

/**
 * schema.org Recipe data, so search engines and recipe apps understand the page. It carries the
 * page's CSP nonce: the policy allows no inline script without one, whatever its type.
 */
export function RecipeJsonLd({
  meal,
  siteUrl,
  nonce,
  url,
  rating,
}: {
  meal: Meal;
  siteUrl: string;
  nonce: string | undefined;
  url?: string;
  rating?: RatingSummary | null;
}) {
  // "<" escaped so no text in a recipe can close the script element.
  const json = JSON.stringify(recipeJsonLd(meal, siteUrl, { url, rating })).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
