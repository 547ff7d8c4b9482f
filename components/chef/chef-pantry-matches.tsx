"use client";

import { useEffect, useId, useState } from "react";
import { PantryMatches, type HaveText, type ShownMatch } from "@/components/pantry/pantry-matches";

type Answer = { meals: { idMeal: string; strMeal: string; strCategory: string; strMealThumb: string; have: number; of: number; missing: string[] }[]; total: number };

/** Our own pictures by path, so they load from this origin whatever the configured site address. */
function localPicture(src: string): string {
  try {
    const url = new URL(src);
    return /^\/(meals|meal-pictures|recipe-pictures)\//.test(url.pathname) ? `${url.pathname}${url.search}` : src;
  } catch {
    return src;
  }
}

// How many the chef's page shows: a taste, with the pantry page for the rest.
const SHOWN = 6;

/**
 * "Recipes you can make now" under the AI Chef's ingredient list: the pantry's matcher on the
 * listed ingredients (GET /api/pantry/matches?items=…), asked again as the list changes.
 */
export function ChefPantryMatches({ ingredients, title, none, haveText }: { ingredients: string[]; title: string; none: string; haveText: HaveText }) {
  const id = useId();
  const [matches, setMatches] = useState<ShownMatch[] | null>(null);
  const asked = ingredients.join(",");

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    // A short pause so typing several ingredients quickly asks once.
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams();
      for (const item of asked.split(",")) query.append("items", item);
      fetch(`/api/pantry/matches?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
        .then((answer) => {
          if (!answer) return;
          setMatches(
            answer.meals.slice(0, SHOWN).map((meal) => ({
              id: meal.idMeal,
              name: meal.strMeal,
              category: meal.strCategory,
              thumbnail: localPicture(meal.strMealThumb),
              imageAlt: null,
              have: meal.have,
              of: meal.of,
              missing: meal.missing,
            })),
          );
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [asked]);

  if (!asked || matches === null) return null;
  return (
    <section className="chef-pantry" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {matches.length === 0 ? (
        <p className="pantry-note">{none}</p>
      ) : (
        <PantryMatches matches={matches} idPrefix={`${id}-match`} compact text={haveText} />
      )}
    </section>
  );
}
