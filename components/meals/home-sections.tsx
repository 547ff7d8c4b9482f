import Link from "next/link";
import type { ReactNode } from "react";
import type { Meal } from "@/lib/meals";
import type { RatingSummary } from "@/lib/ranking";
import type { Suggestion } from "@/lib/web/pages";
import { translatorFor, type Locale } from "@/lib/platform/i18n";
import { ABOVE_THE_FOLD } from "./meal-grid";
import { RecipeCard } from "./recipe-card";

type Props = {
  tonight: Suggestion[];
  tonightFromRatingsOnly: boolean;
  quickMinutes: number;
  plannedToday: { id: string; slot: string; meal: Meal }[];
  continueCooking: Suggestion[];
  ratings: Map<string, RatingSummary>;
  locale: Locale;
};


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
export function HomeSections({ tonight, tonightFromRatingsOnly, quickMinutes, plannedToday, continueCooking, ratings, locale }: Props) {
  const t = translatorFor(locale, "home");
  const slotName = (slot: string) => (slot === "breakfast" || slot === "lunch" || slot === "dinner" ? t(`sections.${slot}`) : slot);
  return (
    <>
      <Section id="tonight" title={t("sections.tonight")}>
        <p className="home-section__intro">
          {tonightFromRatingsOnly
            ? t.rich("sections.tonightRated", { minutes: quickMinutes, pantry: (chunks) => <Link href="/pantry">{chunks}</Link> })
            : t("sections.tonightPantry", { minutes: quickMinutes })}
        </p>
        {tonight.length > 0 ? (
          <div className="meal-grid">
            {tonight.map(({ meal, reason }, index) => (
              <RecipeCard key={meal.id} meal={meal} reason={reason} rating={ratings.get(meal.id)} level={3} idPrefix="tonight" eager={index < ABOVE_THE_FOLD} locale={locale} />
            ))}
          </div>
        ) : null}
      </Section>
      <Section id="today" title={t("sections.today")}>
        {plannedToday.length > 0 ? (
          <div className="meal-grid">
            {plannedToday.map(({ id, slot, meal }) => (
              <RecipeCard key={id} meal={meal} reason={slotName(slot)} rating={ratings.get(meal.id)} level={3} idPrefix={`planned-${id}`} locale={locale} />
            ))}
          </div>
        ) : (
          <p className="home-section__intro">
            {t.rich("sections.nothingToday", { plan: (chunks) => <Link href="/plan">{chunks}</Link> })}
          </p>
        )}
      </Section>
      {continueCooking.length > 0 ? (
        <Section id="continue" title={t("sections.continue")}>
          <div className="meal-grid">
            {continueCooking.map(({ meal, reason }) => (
              <RecipeCard key={meal.id} meal={meal} reason={reason} rating={ratings.get(meal.id)} level={3} idPrefix="continue" locale={locale} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
