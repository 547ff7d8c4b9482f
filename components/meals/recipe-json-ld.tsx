import { ingredientLine, instructionParagraphs, watchVideoUrl } from "@/lib/meals";
import type { Meal } from "@/lib/meals";

/** schema.org durations are ISO 8601: "PT45M" (a meal without stated times has none). */
const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/**
 * schema.org Recipe data, so search engines and recipe apps understand the page. It carries the
 * page's CSP nonce: the policy allows no inline script without one, whatever its type.
 */
export function RecipeJsonLd({ meal, siteUrl, nonce }: { meal: Meal; siteUrl: string; nonce: string | undefined }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: meal.name,
    image: meal.thumbnail ? [new URL(meal.thumbnail, siteUrl).href] : undefined,
    author: meal.author ? { "@type": "Person", name: meal.author.name } : undefined,
    recipeCategory: meal.category,
    recipeCuisine: meal.area,
    keywords: meal.tags.join(", ") || undefined,
    recipeYield: meal.servings ? `${meal.servings} servings` : undefined,
    prepTime: duration(meal.prepMinutes),
    cookTime: duration(meal.cookMinutes),
    totalTime: duration(meal.totalMinutes),
    recipeIngredient: meal.ingredients.map(ingredientLine),
    recipeInstructions: instructionParagraphs(meal.instructions).map((text) => ({ "@type": "HowToStep", text })),
    video: meal.youtube ? { "@type": "VideoObject", name: meal.name, contentUrl: watchVideoUrl(meal) } : undefined,
  };
  // "<" escaped so no text in a recipe can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
