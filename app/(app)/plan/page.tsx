import type { Metadata } from "next";
import Link from "next/link";
import { PlanWeek, PrintButton } from "@/components/meal-plan/plan-week";
import { ShareButton } from "@/components/cookbook/share-links";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { addDays, today } from "@/lib/meal-plan";
import { INTL_TAGS } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT, parsePlanQuery, planPage } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("plan");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

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
  const [locale, t] = await Promise.all([getLocale(), getT("plan")]);
  const { to, days, meals, offers } = await planPage(user.id, from, now, INTL_TAGS[locale]);
  const range = t("range", { from: days[0]!.label, to: days.at(-1)!.label });
  return (
    <div className="container meal-page plan-page">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} />
      <div className="page-heading">
        <h1 className="page-title">{t("title")}</h1>
        <div className="page-heading__actions">
          <ShareButton kind="plan" title="your meal plan" label={t("share")} />
          <PrintButton label={t("print")} />
        </div>
      </div>
      <p className="plan-page__range">{range}</p>
      <nav className="plan-page__weeks" aria-label={t("daysShown")}>
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, -7)}`}>
          {t("previous")}
        </Link>
        <Link className="kitchen-button" href="/plan" aria-current={from === now ? "page" : undefined}>
          {t("today")}
        </Link>
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, 7)}`}>
          {t("next")}
        </Link>
        <Link className="kitchen-button" href={`/shopping?from=${from}&to=${to}`}>
          {t("makeList")}
        </Link>
      </nav>
      {meals.length === 0 ? <p>Nothing planned for these days yet: choose <strong>+ Add</strong> on a day, or open a recipe and choose <strong>Add to plan</strong>.</p> : null}
      <PlanWeek days={days} meals={meals} offers={offers} />
    </div>
  );
}
