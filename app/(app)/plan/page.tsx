import type { Metadata } from "next";
import Link from "next/link";
import { PlanWeek, PrintButton } from "@/components/meal-plan/plan-week";
import { ShareButton } from "@/components/cookbook/share-links";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { liveStart } from "@/lib/account";
import { requirePageUser } from "@/lib/auth";
import { addDays, firstDayOfWeek, today, weekStartOf } from "@/lib/meal-plan";
import { INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
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
 * /plan. In English: seven days from today, so the days ahead are always in sight (the seed's
 * planner); `?from=<day>` starts elsewhere, and the older `?week=<day>` opens that day's
 * Monday-to-Sunday week. In German, French and Spanish (issue 35) the planner shows the calendar
 * week as those kitchens count it, from the locale's first day (Monday), with the previous and
 * next weeks: `?from=<day>` opens the week that day is in.
 */
export default async function PlanPage({ searchParams }: Props) {
  const user = await requirePageUser("/plan");
  // Read before what the page shows: its live stream starts from here (components/household/live-refresh.tsx).
  const live = await liveStart(user.id);
  const now = today();
  const asked = parsePlanQuery(await searchParams, now);
  const [locale, t] = await Promise.all([getLocale(), getT("plan")]);
  const intlTag = INTL_TAGS[locale];
  const weekly = locale !== "en";
  const firstDay = firstDayOfWeek(intlTag);
  const from = weekly ? weekStartOf(asked, firstDay) : asked;
  const current = weekly ? weekStartOf(now, firstDay) : now;
  const number = new Intl.NumberFormat(intlTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { to, days, meals, offers } = await planPage(user.id, from, now, intlTag, {
    haveEverything: t("haveEverything"),
    missing: (count, names) => t("missing", { count, names }),
    rated: (average) => t("rated", { average: number.format(average) }),
  });
  const range = t("range", { from: days[0]!.label, to: days.at(-1)!.label });
  const text = plainMessages(locale, "plan");
  return (
    <div className="container meal-page plan-page">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} {...live} />
      <div className="page-heading">
        <h1 className="page-title">{t("title")}</h1>
        <div className="page-heading__actions">
          <ShareButton kind="plan" title={t("shareTitle")} label={t("share")} text={plainMessages(locale, "sharing")} intlTag={intlTag} />
          <PrintButton label={t("print")} />
        </div>
      </div>
      <p className="plan-page__range">{range}</p>
      <nav className="plan-page__weeks" aria-label={t("daysShown")}>
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, -7)}`}>
          {weekly ? t("previousWeek") : t("previous")}
        </Link>
        <Link className="kitchen-button" href="/plan" aria-current={from === current ? "page" : undefined}>
          {weekly ? t("thisWeek") : t("today")}
        </Link>
        <Link className="kitchen-button" href={`/plan?from=${addDays(from, 7)}`}>
          {weekly ? t("nextWeek") : t("next")}
        </Link>
        <Link className="kitchen-button" href={`/shopping?from=${from}&to=${to}`}>
          {t("makeList")}
        </Link>
      </nav>
      {meals.length === 0 ? <p>{t.rich("empty", { strong: (chunks) => <strong>{chunks}</strong> })}</p> : null}
      <PlanWeek
        days={days}
        meals={meals}
        offers={offers}
        english={locale === "en"}
        text={text}
        pantryNone={t.rich("pantryNone", { pantry: (chunks) => <Link href="/pantry">{chunks}</Link> })}
      />
    </div>
  );
}
