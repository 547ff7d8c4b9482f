import type { Metadata } from "next";
import Link from "next/link";
import { PlanWeek, PrintButton } from "@/components/meal-plan/plan-week";
import { ShareButton } from "@/components/cookbook/share-links";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { addDays, today } from "@/lib/meal-plan";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { parsePlanQuery, planPage } from "@/lib/web/pages";

export const metadata: Metadata = signedInPageMetadata({ title: "Meal plan", description: "Your breakfasts, lunches and dinners for the next seven days." });

/** Another member's change to these redraws the page (components/household/live-refresh.tsx). */
const LIVE_AREAS = ["plan", "pantry", "household"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /plan: seven days from today, so the days ahead are always in sight; `?from=<day>` starts
 * elsewhere, and the older `?week=<day>` opens that day's Monday-to-Sunday week.
 */
export default async function PlanPage({ searchParams }: Props) {
  const user = await requirePageUser("/plan");
  const now = today();
  const from = parsePlanQuery(await searchParams, now);
  const { to, days, meals, offers } = await planPage(user.id, from, now);
  const range = `${days[0]!.label} to ${days.at(-1)!.label}`;
  return (
    <div className="container meal-page plan-page">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} />
      <div className="page-heading">
        <h1 className="page-title">Meal plan</h1>
        <div className="page-heading__actions">
          <ShareButton kind="plan" title="your meal plan" label="Share the plan" />
          <PrintButton label="Print the plan" />
        </div>
      </div>
      <p className="plan-page__range">{range}</p>
      <nav className="plan-page__weeks" aria-label="Days shown">
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, -7)}`}>
          ← Previous 7 days
        </Link>
        <Link className="kitchen-button" href="/plan" aria-current={from === now ? "page" : undefined}>
          Today
        </Link>
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, 7)}`}>
          Next 7 days →
        </Link>
        <Link className="kitchen-button" href={`/shopping?from=${from}&to=${to}`}>
          Make list
        </Link>
      </nav>
      {meals.length === 0 ? <p>Nothing planned for these days yet: choose <strong>+ Add</strong> on a day, or open a recipe and choose <strong>Add to plan</strong>.</p> : null}
      <PlanWeek days={days} meals={meals} offers={offers} />
    </div>
  );
}
