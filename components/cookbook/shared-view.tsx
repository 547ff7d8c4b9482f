import { RecipeDetail } from "@/components/meals/recipe-detail";
import { VisitorActions } from "@/components/meals/visitor-actions";
import { MealPicture } from "@/components/meals/meal-picture";
import type { Planned } from "@/lib/meal-plan";
import type { Meal, MealCard } from "@/lib/meals";

/**
 * What /s/<token> shows, read-only and signed out: the cards link nowhere (the recipe pages are
 * for signed-in cooks), and nothing here can change the owner's lists.
 */
export function SharedBy({ name }: { name: string }) {
  return (
    <p className="shared-page__by">
      Shared by <strong>{name}</strong> · read-only
    </p>
  );
}

export function SharedRecipe({ meal }: { meal: Meal }) {
  return <RecipeDetail meal={meal} tools={<VisitorActions name={meal.name} />} />;
}

function SharedCard({ meal }: { meal: Pick<MealCard, "id" | "name" | "thumbnail" | "imageAlt"> }) {
  return (
    <li className="shared-card">
      <MealPicture className="shared-card__picture" src={meal.thumbnail} alt={meal.imageAlt ?? meal.name} size={96} />
      <span className="shared-card__name">{meal.name}</span>
    </li>
  );
}

export function SharedCollection({ name, recipes }: { name: string; recipes: MealCard[] }) {
  return (
    <>
      <h1 className="page-title">{name}</h1>
      {recipes.length === 0 ? (
        <p>No recipes in this collection yet.</p>
      ) : (
        <ul className="shared-cards" aria-label={`Recipes in ${name}`}>
          {recipes.map((recipe) => (
            <SharedCard key={recipe.id} meal={recipe} />
          ))}
        </ul>
      )}
    </>
  );
}

const SLOT_NAMES = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" } as const;

export function SharedPlan({ ownerName, days }: { ownerName: string; days: { day: string; label: string; meals: Planned[] }[] }) {
  return (
    <>
      <h1 className="page-title">{ownerName}’s meal plan</h1>
      <p>The next seven days, as planned now.</p>
      {days.map(({ day, label, meals }) => (
        <section key={day} className="shared-day" aria-labelledby={`shared-day-${day}`}>
          <h2 id={`shared-day-${day}`}>{label}</h2>
          {meals.length === 0 ? (
            <p className="kitchen-muted">Nothing planned.</p>
          ) : (
            <ul className="shared-cards">
              {meals.map((planned) => (
                <li key={planned.id} className="shared-card">
                  <MealPicture className="shared-card__picture" src={planned.recipe.thumbnail} alt={planned.recipe.imageAlt ?? planned.recipe.name} size={96} />
                  <span className="shared-card__name">
                    <span className="shared-card__slot">{SLOT_NAMES[planned.slot]}:</span> {planned.recipe.name}
                    <span className="kitchen-muted"> · {planned.servings} {planned.servings === 1 ? "serving" : "servings"}</span>
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
