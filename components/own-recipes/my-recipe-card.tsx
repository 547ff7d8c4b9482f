import Link from "next/link";
import { MealPicture } from "@/components/meals/meal-picture";
import type { RecipeRecord } from "@/lib/own-recipes";
import { RecipeOwnerActions } from "./recipe-owner-actions";
import { INTL_TAGS, plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";

// The server's clock and zone decide the day shown, so it is the same in every browser.
const UPDATED = Object.fromEntries(
  Object.entries(INTL_TAGS).map(([locale, tag]) => [locale, new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" })]),
) as Record<Locale, Intl.DateTimeFormat>;

/** One of the cook's recipes on My Recipes: picture, name, category, when it changed, Edit and Delete. */
export function MyRecipeCard({ recipe, eager, locale }: { recipe: RecipeRecord; eager: boolean; locale: Locale }) {
  const t = translatorFor(locale, "myRecipes");
  const categories = plainMessages(locale, "categories") as Record<string, string>;
  const titleId = `recipe-${recipe.id}-title`;
  return (
    <article className="meal-card" aria-labelledby={titleId}>
      <MealPicture className="meal-card__picture" src={recipe.pictureUrl} alt={recipe.name} size={400} eager={eager} />
      <div className="meal-card__body">
        <h2 id={titleId} className="meal-card__title">
          <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
        </h2>
        <p className="meal-card__facts">
          <span>{t("category", { category: Object.hasOwn(categories, recipe.category) ? categories[recipe.category]! : recipe.category })}</span>
          <span>
            {t("updated")} <time dateTime={recipe.updatedAt}>{UPDATED[locale].format(new Date(recipe.updatedAt))}</time>
          </span>
        </p>
        <RecipeOwnerActions recipe={recipe} className="meal-card__actions" afterDelete="refresh" locale={locale} />
      </div>
    </article>
  );
}
