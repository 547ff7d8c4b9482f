import type { Metadata } from "next";
import { headers } from "next/headers";
import { requirePageUser } from "@/lib/auth";
import { FinderFilters } from "@/components/search/finder-filters";
import { FinderForm } from "@/components/search/finder-form";
import { FinderResults } from "@/components/search/finder-results";
import { LetterPanel } from "@/components/meals/letter-panel";
import { MeatFreeNotice } from "@/components/search/meat-free-notice";
import { finderHref, finderResults, finderSearchRefused, parseFinderQuery } from "@/lib/web/pages";
import { clientAddressOf } from "@/lib/platform/client-address";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Recipe Finder",
  description: "Find meals by name, ingredient or first letter, with diet, time and other filters.",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The Recipe Finder: the whole search (words, letter, filters, how many pages) lives in the URL and is drawn on the server. */
export default async function HomePage({ searchParams }: Props) {
  const params = await searchParams;
  const user = await requirePageUser("/home");
  const query = parseFinderQuery(params);
  const problem =
    query.kind === "invalid" ? query.problem : await finderSearchRefused({ cookId: user.id, address: clientAddressOf({ headers: await headers() }) });
  if (query.kind === "invalid" || problem) {
    return (
      <div className="container meal-page">
        <h1 className="page-title">Recipe Finder</h1>
        <FinderForm initialWords="">{null}</FinderForm>
        <LetterPanel currentLetter={undefined} />
        <p className="meal-empty" role="alert">
          {problem}
        </p>
      </div>
    );
  }
  const results = await finderResults(query, user.id);
  const href = (page: number) => finderHref(query, page);
  const words = query.kind === "words" ? query.value : "";
  const correction = results.didYouMean && results.didYouMean !== words.toLowerCase() ? results.didYouMean : null;
  return (
    <div className="container meal-page finder">
      <h1 className="page-title">Recipe Finder</h1>
      {/* Drawn anew for every URL, so its fields always say what the results are for. */}
      <FinderForm key={href(1)} initialWords={words} letter={query.letterPicked ? query.value : undefined}>
        <FinderFilters
          search={query.search}
          facets={results.facets}
          filtered={query.filtered}
          clearHref={query.kind === "letter" && !query.letterPicked ? "/home" : finderHref({ ...query, search: {} })}
        />
      </FinderForm>
      <LetterPanel currentLetter={query.kind === "letter" ? query.value : undefined} />
      <MeatFreeNotice hidden={results.hiddenByMeatFreeRule} />
      <FinderResults
        label={
          query.kind === "words"
            ? `Meals matching “${query.value}”`
            : query.kind === "letter"
              ? `Meals starting with ${query.value.toUpperCase()}`
              : "Meals matching your filters"
        }
        meals={results.meals}
        ratings={results.ratings}
        total={results.total}
        nextHref={results.nextPage ? href(results.nextPage) : null}
        paging={results.paging}
        page={query.page}
        hrefFor={href}
        didYouMean={correction ? { words: correction, href: finderHref({ ...query, value: correction }) } : null}
      />
    </div>
  );
}
