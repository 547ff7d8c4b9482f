import { RecipeDetail } from "@/components/meals/recipe-detail";
import { VisitorActions } from "@/components/meals/visitor-actions";
import { MealPicture } from "@/components/meals/meal-picture";
import type { Planned } from "@/lib/meal-plan";
import type { Meal, MealCard } from "@/lib/meals";
import { plainMessages, translatorFor, type Locale } from "@/lib/platform/i18n";

/**
 * What /s/<token> shows, read-only and signed out: the cards link nowhere (the recipe pages are
 * for signed-in cooks), and nothing here can change the owner's lists. In the visitor's language
 * (issue 35); the names and recipes are the owner's own words.
 */
export function SharedBy({ name, locale }: { name: string; locale: Locale }) {
  const t = translatorFor(locale, "sharedPage");
  return <p className="shared-page__by">{t.rich("sharedBy", { name, strong: (chunks) => <strong>{chunks}</strong> })}</p>;
}

export function SharedRecipe({ meal, locale }: { meal: Meal; locale: Locale }) {
  return <RecipeDetail meal={meal} locale={locale} tools={<VisitorActions name={meal.name} />} />;
}

function SharedCard({ meal }: { meal: Pick<MealCard, "id" | "name" | "thumbnail" | "imageAlt"> }) {
  return (
    <li className="shared-card">
      <MealPicture className="shared-card__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={96} />
      <span className="shared-card__name">{meal.name}</span>
    </li>
  );
}

export function SharedCollection({ name, recipes, locale }: { name: string; recipes: MealCard[]; locale: Locale }) {
  const t = translatorFor(locale, "sharedPage");
  return (
    <>
      <h1 className="page-title">{name}</h1>
      {recipes.length === 0 ? (
        <p>{t("emptyCollection")}</p>
      ) : (
        <ul className="shared-cards" aria-label={t("recipesIn", { name })}>
          {recipes.map((recipe) => (
            <SharedCard key={recipe.id} meal={recipe} />
          ))}
        </ul>
      )}
    </>
  );
}

export function SharedPlan({ ownerName, days, locale }: { ownerName: string; days: { day: string; label: string; meals: Planned[] }[]; locale: Locale }) {
  const t = translatorFor(locale, "sharedPage");
  const slotNames = plainMessages(locale, "plan");
  return (
    <>
      <h1 className="page-title">{t("planTitle", { name: ownerName })}</h1>
      <p>{t("planIntro")}</p>
      {days.map(({ day, label, meals }) => (
        <section key={day} className="shared-day" aria-labelledby={`shared-day-${day}`}>
          <h2 id={`shared-day-${day}`}>{label}</h2>
          {meals.length === 0 ? (
            <p className="kitchen-muted">{t("nothingPlanned")}</p>
          ) : (
            <ul className="shared-cards">
              {meals.map((planned) => (
                <li key={planned.id} className="shared-card">
                  <MealPicture className="shared-card__picture" src={planned.recipe.thumbnail} alt={planned.recipe.imageAlt ?? planned.recipe.name} size={96} />
                  <span className="shared-card__name">
                    <span className="shared-card__slot">{slotNames[planned.slot]}:</span> {planned.recipe.name}
                    <span className="kitchen-muted"> · {t("servings", { count: planned.servings })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
