import Link from "next/link";
import type { ReactNode } from "react";
import type { Meal } from "@/lib/meals";
import type { RatingSummary } from "@/lib/ranking";
import type { Suggestion } from "@/lib/web/pages";
import { ABOVE_THE_FOLD } from "./meal-grid";
import { RecipeCard } from "./recipe-card";

type Props = {
  tonight: Suggestion[];
  tonightFromRatingsOnly: boolean;
  quickMinutes: number;
  plannedToday: { id: string; slot: string; meal: Meal }[];
  continueCooking: Suggestion[];
  ratings: Map<string, RatingSummary>;
};

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /home before any search answers "what's for dinner": Tonight (quick meals the pantry makes
 * best, each with why), what the plan says for today (or an invitation to plan), and the recipes
 * to come back to. Only Tonight's first cards load their pictures at once: they fill the first screen.
 */
export function HomeSections({ tonight, tonightFromRatingsOnly, quickMinutes, plannedToday, continueCooking, ratings }: Props) {
  return (
    <>
      <Section id="tonight" title="Tonight">
        <p className="home-section__intro">
          {tonightFromRatingsOnly ? (
            <>
              Quick meals ({quickMinutes} min or less) that cooks rate best.{" "}
              <Link href="/pantry">Add what is in your kitchen</Link> to see what you can make with it.
            </>
          ) : (
            <>Quick meals ({quickMinutes} min or less) you can make with the most of what is in your pantry.</>
          )}
        </p>
        {tonight.length > 0 ? (
          <div className="meal-grid">
            {tonight.map(({ meal, reason }, index) => (
              <RecipeCard key={meal.id} meal={meal} reason={reason} rating={ratings.get(meal.id)} level={3} idPrefix="tonight" eager={index < ABOVE_THE_FOLD} />
            ))}
          </div>
        ) : null}
      </Section>
      <Section id="today" title="Planned for today">
        {plannedToday.length > 0 ? (
          <div className="meal-grid">
            {plannedToday.map(({ id, slot, meal }) => (
              <RecipeCard key={id} meal={meal} reason={capitalised(slot)} rating={ratings.get(meal.id)} level={3} idPrefix={`planned-${id}`} />
            ))}
          </div>
        ) : (
          <p className="home-section__intro">
            Nothing planned for today. <Link href="/plan">Plan your week</Link> and today’s meals show here.
          </p>
        )}
      </Section>
      {continueCooking.length > 0 ? (
        <Section id="continue" title="Continue cooking">
          <div className="meal-grid">
            {continueCooking.map(({ meal, reason }) => (
              <RecipeCard key={meal.id} meal={meal} reason={reason} rating={ratings.get(meal.id)} level={3} idPrefix="continue" />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
