import type { Metadata } from "next";
import Link from "next/link";
import { PlanWeek, PrintButton } from "@/components/meal-plan/plan-week";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { addDays, dayLabel, isDay, mondayOf, planForWeek, today, weekDays } from "@/lib/meal-plan";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({ title: "Meal plan", description: "Your week's breakfasts, lunches and dinners." });

type Props = { searchParams: Promise<{ week?: string | string[] }> };

/** /plan?week=<a day>: the cook's week, Monday to Sunday; this week without `week`. */
export default async function PlanPage({ searchParams }: Props) {
  const user = await requirePageUser("/plan");
  const asked = (await searchParams).week;
  const monday = mondayOf(typeof asked === "string" && isDay(asked) ? asked : today());
  const meals = await planForWeek(user.id, monday);
  const days = weekDays(monday).map((day) => ({ day, label: dayLabel(day) }));
  return (
    <div className="container meal-page plan-page">
      <Toaster />
      <div className="page-heading">
        <h1 className="page-title">Week of {dayLabel(monday)}</h1>
        <PrintButton label="Print the week" />
      </div>
      <nav className="plan-page__weeks" aria-label="Weeks">
        <Link className="kitchen-button" href={`/plan?week=${addDays(monday, -7)}`}>
          ← Previous week
        </Link>
        <Link className="kitchen-button" href="/plan">
          This week
        </Link>
        <Link className="kitchen-button" href={`/plan?week=${addDays(monday, 7)}`}>
          Next week →
        </Link>
        <Link className="kitchen-button" href={`/shopping?week=${monday}`}>
          Shopping list for this week
        </Link>
      </nav>
      {meals.length === 0 ? <p>Nothing planned this week yet: open a recipe and choose <strong>Add to plan</strong>.</p> : null}
      <PlanWeek days={days} meals={meals} />
    </div>
  );
}
