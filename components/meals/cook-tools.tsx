import { KeptOfflineStatus } from "@/components/offline/kept-offline-status";
import { RecipeOwnerActions } from "@/components/own-recipes/recipe-owner-actions";
import { planningDays, today } from "@/lib/meal-plan";
import type { Meal } from "@/lib/meals";
import { INTL_TAGS, plainMessages, type Locale } from "@/lib/platform/i18n";
import { RecipeActions } from "./recipe-actions";

/**
 * A signed-in cook's controls on the recipe page, under its facts: whether it is kept offline, the
 * owner's Edit and Delete, and the action bar (the heart, cook mode, the plan/list/collections
 * sheet). Given to RecipeDetail by /recipeDetail/<id> alone, so the public pages that draw the
 * same recipe import none of it (issue 37: a visitor's first load carries nothing they cannot use).
 */
export function CookTools({ meal, owner, saved, locale }: { meal: Meal; owner: boolean; saved?: boolean; locale: Locale }) {
  return (
    <>
      <KeptOfflineStatus path={`/recipeDetail/${meal.id}`} picture={meal.thumbnail} />
      {owner ? <RecipeOwnerActions recipe={meal} className="recipe__owner-actions" afterDelete="myRecipes" exportLink locale={locale} /> : null}
      <RecipeActions
        mealId={meal.id}
        name={meal.name}
        saved={saved}
        days={planningDays(today(), INTL_TAGS[locale])}
        signedIn
        owner={owner}
        shareText={owner ? plainMessages(locale, "sharing") : undefined}
        intlTag={INTL_TAGS[locale]}
      />
    </>
  );
}
