import type { Metadata } from "next";
import Link from "next/link";
import { PantryEditor } from "@/components/pantry/pantry-editor";
import { PantryFilters } from "@/components/pantry/pantry-filters";
import { PantryMatches, type ShownMatch } from "@/components/pantry/pantry-matches";
import { MeatFreeNotice } from "@/components/search/meat-free-notice";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { liveStart } from "@/lib/account";
import { requirePageUser } from "@/lib/auth";
import { catalogName, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { pantryMatchesQuerySchema } from "@/lib/validations/pantry";
import { getLocale, getT, pantryPage } from "@/lib/web/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pantry");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

/** Another member's change to these redraws the page (components/household/live-refresh.tsx). */
const LIVE_AREAS = ["pantry", "household"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /pantry: the cook's kitchen list, then the meals it can make within the filters in the URL. */
export default async function PantryPage({ searchParams }: Props) {
  const user = await requirePageUser("/pantry");
  // Read before what the page shows: its live stream starts from here (components/household/live-refresh.tsx).
  const live = await liveStart(user.id);
  const asked = pantryMatchesQuerySchema.safeParse(await searchParams);
  // The page always matches the cook's saved pantry: an `items` list in the URL is the API's alone.
  const filters = asked.success ? { ...asked.data, items: undefined } : {};
  const locale = await getLocale();
  const [{ pantry, results: answer, foods }, t, categoryName, dietName, difficultyName] = await Promise.all([
    pantryPage(user.id, filters, locale),
    getT("pantry"),
    getT("categories"),
    getT("diets"),
    getT("difficulty"),
  ]);
  const text = plainMessages(locale, "pantry");
  // Catalog names are shown in the cook's language; the values sent stay the catalog's own.
  const named = (translate: (key: never) => string, messages: object) => (value: string) => (Object.hasOwn(messages, value) ? translate(value as never) : value);
  const shown: ShownMatch[] = answer.matches.map(({ match, meal }) => ({ ...match, name: meal.name, category: meal.category, thumbnail: meal.thumbnail, imageAlt: meal.imageAlt }));
  const onlyStaples = pantry.items.every((item) => foods.staples.some((staple) => staple.toLowerCase() === item.toLowerCase()));
  const page = answer.page;
  const more = answer.total > page * answer.pageSize;
  const pageLink = (to: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      if (key === "page" || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
    }
    query.set("page", String(to));
    return `/pantry?${query}`;
  };

  return (
    <div className="container pantry">
      <Toaster />
      <LiveRefresh areas={LIVE_AREAS} {...live} />
      <h1 className="page-title">{t("title")}</h1>
      <p className="pantry-intro">{t("intro")}</p>
      <div className="pantry-layout">
        <PantryEditor items={pantry.items} assumed={pantry.assumed} quickAdd={foods.quickAdd} text={text} english={locale === "en"} />
        <section className="pantry-results" aria-labelledby="pantry-results-title">
          <h2 id="pantry-results-title">{t("resultsTitle")}</h2>
          <PantryFilters
            filters={filters}
            facets={answer.facets}
            text={text}
            names={{
              area: (area) => catalogName(locale, "areas", area),
              category: named(categoryName, plainMessages(locale, "categories")),
              diet: named(dietName, plainMessages(locale, "diets")),
              difficulty: named(difficultyName, plainMessages(locale, "difficulty")),
            }}
          />
          {onlyStaples ? null : <MeatFreeNotice hidden={answer.hiddenByMeatFreeRule} locale={locale} />}
          {asked.success ? null : <p className="pantry-note">{t("filtersNotUnderstood")}</p>}
          {onlyStaples ? (
            <p className="empty-state">{t("onlyStaples")}</p>
          ) : shown.length === 0 ? (
            <p className="empty-state">{t.rich("nothingMatches", { search: (chunks) => <Link href="/home">{chunks}</Link> })}</p>
          ) : (
            <>
              <p className="pantry-count" role="status">
                {page > 1 ? t("countPage", { count: answer.total, page }) : t("count", { count: answer.total })}
              </p>
              <PantryMatches matches={shown} idPrefix="pantry" text={text} />
              <nav className="pantry-pages" aria-label={t("moreNav")}>
                {page > 1 ? <Link href={pageLink(page - 1)}>{t("previous")}</Link> : null}
                {more ? <Link href={pageLink(page + 1)}>{t("more")}</Link> : null}
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
