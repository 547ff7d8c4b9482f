import type { Metadata } from "next";
import Link from "next/link";
import { PantryEditor } from "@/components/pantry/pantry-editor";
import { PantryFilters } from "@/components/pantry/pantry-filters";
import { PantryMatches, type ShownMatch } from "@/components/pantry/pantry-matches";
import { MeatFreeNotice } from "@/components/search/meat-free-notice";
import { LiveRefresh } from "@/components/household/live-refresh";
import { Toaster } from "@/components/ui/toaster";
import { PANTRY_STAPLES } from "@/config/pantry";
import { requirePageUser } from "@/lib/auth";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { pantryMatchesQuerySchema } from "@/lib/validations/pantry";
import { pantryPage } from "@/lib/web/pages";

export const metadata: Metadata = signedInPageMetadata({
  title: "What can I cook?",
  description: "Keep a list of what is in your kitchen and see the recipes you can make, fewest ingredients missing first.",
});

/** Another member's change to these redraws the page (components/household/live-refresh.tsx). */
const LIVE_AREAS = ["pantry", "household"];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /pantry: the cook's kitchen list, then the meals it can make within the filters in the URL. */
export default async function PantryPage({ searchParams }: Props) {
  const user = await requirePageUser("/pantry");
  const asked = pantryMatchesQuerySchema.safeParse(await searchParams);
  // The page always matches the cook's saved pantry: an `items` list in the URL is the API's alone.
  const filters = asked.success ? { ...asked.data, items: undefined } : {};
  const { pantry, results: answer } = await pantryPage(user.id, filters);
  const shown: ShownMatch[] = answer.matches.map(({ match, meal }) => ({ ...match, name: meal.name, category: meal.category, thumbnail: meal.thumbnail, imageAlt: meal.imageAlt }));
  const onlyStaples = pantry.items.every((item) => PANTRY_STAPLES.some((staple) => staple.toLowerCase() === item.toLowerCase()));
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
      <LiveRefresh areas={LIVE_AREAS} />
      <h1 className="page-title">What can I cook?</h1>
      <p className="pantry-intro">
        Keep a list of what is in your kitchen. The recipes below use it, fewest ingredients missing first.
      </p>
      <div className="pantry-layout">
        <PantryEditor key={pantry.items.join("\n")} items={pantry.items} assumed={pantry.assumed} />
        <section className="pantry-results" aria-labelledby="pantry-results-title">
          <h2 id="pantry-results-title">Recipes you can make</h2>
          <PantryFilters filters={filters} facets={answer.facets} />
          {onlyStaples ? null : <MeatFreeNotice hidden={answer.hiddenByMeatFreeRule} />}
          {asked.success ? null : <p className="pantry-note">Some of those filters were not understood, so they are left out.</p>}
          {onlyStaples ? (
            <p className="empty-state">Add what is in your kitchen (a few vegetables, eggs, rice…) to see what you can cook.</p>
          ) : shown.length === 0 ? (
            <p className="empty-state">
              Nothing matches yet. Add a few more ingredients, loosen the filters, or <Link href="/home">search all recipes</Link>.
            </p>
          ) : (
            <>
              <p className="pantry-count" role="status">
                {answer.total === 1 ? "1 recipe" : `${answer.total.toLocaleString("en")} recipes`} use what you have
                {page > 1 ? ` (page ${page})` : ""}.
              </p>
              <PantryMatches matches={shown} idPrefix="pantry" />
              <nav className="pantry-pages" aria-label="More recipes">
                {page > 1 ? <Link href={pageLink(page - 1)}>Previous</Link> : null}
                {more ? <Link href={pageLink(page + 1)}>More recipes</Link> : null}
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
