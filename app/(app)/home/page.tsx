import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth";
import { Suspense } from "react";
import { ResultsSkeleton } from "@/components/ui/results-skeleton";
import { LetterPanel } from "@/components/meals/letter-panel";
import { MealSearchForm } from "@/components/meals/meal-search-form";
import { MealSearchResults } from "@/components/meals/meal-search-results";
import { parseHomeQuery, parseMealPage } from "@/lib/pages";
import { signedInPageMetadata } from "@/lib/seo";

export const metadata: Metadata = signedInPageMetadata({
  title: "Recipe Finder",
  description: "Find meals by name or by their first letter.",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The Recipe Finder: the query lives in the URL, the first results come with the page. */
export default async function HomePage({ searchParams }: Props) {
  const params = await searchParams;
  await requirePageUser("/home");
  const query = parseHomeQuery(params);
  const page = parseMealPage(params);
  return (
    <div className="container meal-page">
      <h1 className="page-title">Recipe Finder</h1>
      <MealSearchForm key={query.kind === "name" ? query.value : ""} initialName={query.kind === "name" ? query.value : ""} />
      <LetterPanel currentLetter={query.kind === "letter" ? query.value : undefined} />
      {query.kind === "invalid" ? (
        <p className="meal-empty" role="alert">
          {query.problem}
        </p>
      ) : (
        <Suspense key={`${query.kind}:${query.value}:${page}`} fallback={<ResultsSkeleton />}>
          <MealSearchResults query={query} page={page} />
        </Suspense>
      )}
    </div>
  );
}
