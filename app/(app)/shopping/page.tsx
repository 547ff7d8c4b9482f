import type { Metadata } from "next";
import { ShoppingListView } from "@/components/meal-plan/shopping-list";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { liveStart } from "@/lib/account";
import { requirePageUser } from "@/lib/auth";
import { addDays, dayLabel, mondayOf, readShoppingList, shoppingListText, today } from "@/lib/meal-plan";
import { INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";
import { shoppingFromWeekSchema } from "@/lib/validations/meal-plan";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("shopping");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

/** Another member's change to these redraws the page (components/household/live-refresh.tsx). */
const LIVE_AREAS = ["shopping", "pantry", "household"];

type Query = { from?: string | string[]; to?: string | string[]; week?: string | string[] };
type Props = { searchParams: Promise<Query> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The planned days "Make from the plan" reads: `?from=&to=` as the planner links them (checked by
 * the route's own schema: real days, at most 28), else `?week=`'s Monday to Sunday, else this week.
 */
function planDays(query: Query): { from: string; to: string } {
  const asked = shoppingFromWeekSchema.safeParse({ from: one(query.from), to: one(query.to) });
  if (asked.success && asked.data.from && asked.data.to) return { from: asked.data.from, to: asked.data.to };
  const week = shoppingFromWeekSchema.safeParse({ week: one(query.week) });
  const monday = mondayOf(week.success && week.data.week ? week.data.week : today());
  return { from: monday, to: addDays(monday, 6) };
}

/** /shopping: the cook's list by aisle; `?from=&to=` (or `?week=`) say which planned days "Make from the plan" uses. */
export default async function ShoppingPage({ searchParams }: Props) {
  const user = await requirePageUser("/shopping");
  // Read before what the page shows: its live stream starts from here (components/household/live-refresh.tsx).
  const live = await liveStart(user.id);
  const days = planDays(await searchParams);
  const list = await readShoppingList(user.id);
  const [locale, t] = await Promise.all([getLocale(), getT("shopping")]);
  const intlTag = INTL_TAGS[locale];
  const daysLabel = days.from === days.to ? dayLabel(days.from, intlTag) : t("range", { from: dayLabel(days.from, intlTag), to: dayLabel(days.to, intlTag) });
  const text = plainMessages(locale, "shopping");
  return (
    <div className="container meal-page shopping">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} {...live} />
      <h1 className="page-title">{t("title")}</h1>
      <ShoppingListView
        key={list.items.map((item) => `${item.id}${item.checked}${item.text}`).join()}
        items={list.items}
        aisles={[...list.aisles]}
        shareText={shoppingListText(list, (aisle) => text.aisles[aisle])}
        days={days}
        daysLabel={daysLabel}
        leftOff={list.leftOff}
        text={text}
        english={locale === "en"}
      />
    </div>
  );
}
