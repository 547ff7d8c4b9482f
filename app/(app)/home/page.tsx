import type { Metadata } from "next";
import { headers } from "next/headers";
import { requirePageUser } from "@/lib/auth";
import { FinderFilters } from "@/components/search/finder-filters";
import { FinderForm } from "@/components/search/finder-form";
import { FinderResults } from "@/components/search/finder-results";
import { HomeSections } from "@/components/meals/home-sections";
import { LetterPanel } from "@/components/meals/letter-panel";
import { MeatFreeNotice } from "@/components/search/meat-free-notice";
import { Toaster } from "@/components/ui/toaster";
import { finderHref, finderResults, finderSearchRefused, getLocale, getT, homePage, parseFinderQuery, TONIGHT_MAX_MINUTES } from "@/lib/web/pages";
import { clientAddressOf } from "@/lib/platform/client-address";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { plainMessages } from "@/lib/platform/i18n";
import { today } from "@/lib/meal-plan";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("home");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The Recipe Finder: the whole search (words, letter, filters, how many pages) lives in the URL and
 * is drawn on the server. Opened with no search at all, it first answers "what's for dinner"
 * (Tonight, today's plan, Continue cooking) and keeps the seed's first list, the letter a, below.
 */
export default async function HomePage({ searchParams }: Props) {
  const params = await searchParams;
  const user = await requirePageUser("/home");
  const query = parseFinderQuery(params);
  const [locale, t, landing] = await Promise.all([getLocale(), getT("home"), getT("landing")]);
  const problem =
    query.kind === "invalid" ? query.problem : await finderSearchRefused({ cookId: user.id, address: clientAddressOf({ headers: await headers() }) });
  const words = plainMessages(locale, "home");
  const letters = { byLetter: words.results.byLetter, startingWith: words.startingWith };
  if (query.kind === "invalid" || problem) {
    return (
      <div className="container meal-page">
        <h1 className="page-title">{t("title")}</h1>
        <FinderForm initialWords="" text={words.form}>
          {null}
        </FinderForm>
        <LetterPanel currentLetter={undefined} text={letters} />
        <p className="meal-empty" role="alert">
          {problem}
        </p>
      </div>
    );
  }
  // No search in the URL: the letter a is the seed's default, not something the cook asked for.
  const plainHome = query.kind === "letter" && !query.letterPicked && !query.filtered && query.page === 1;
  const [results, home] = await Promise.all([finderResults(query, user.id), plainHome ? homePage(user.id, today(), locale) : null]);
  const href = (page: number) => finderHref(query, page);
  const typed = query.kind === "words" ? query.value : "";
  const correction = results.didYouMean && results.didYouMean !== typed.toLowerCase() ? results.didYouMean : null;
  return (
    <div className="container meal-page finder">
      <h1 className="page-title">{t("title")}</h1>
      {/* Said in the cook's language: the catalog's recipes themselves are not translated yet. */}
      {locale === "en" ? null : <p className="finder__note">{landing("catalogInEnglish")}</p>}
      <Toaster />
      {/* Drawn anew for every URL, so its fields always say what the results are for. */}
      <FinderForm key={href(1)} initialWords={typed} letter={query.letterPicked ? query.value : undefined} text={words.form}>
        <FinderFilters
          search={query.search}
          facets={results.facets}
          filtered={query.filtered}
          clearHref={query.kind === "letter" && !query.letterPicked ? "/home" : finderHref({ ...query, search: {} })}
          locale={locale}
        />
      </FinderForm>
      {home ? <HomeSections {...home} quickMinutes={TONIGHT_MAX_MINUTES} locale={locale} /> : null}
      <MeatFreeNotice hidden={results.hiddenByMeatFreeRule} locale={locale} />
      <FinderResults
        label={
          query.kind === "words"
            ? t("matchingWords", { words: query.value })
            : query.kind === "letter"
              ? t("startingWith", { letter: query.value.toUpperCase() })
              : t("matchingFilters")
        }
        meals={results.meals}
        ratings={results.ratings}
        total={results.total}
        nextHref={results.nextPage ? href(results.nextPage) : null}
        paging={results.paging}
        page={query.page}
        hrefFor={href}
        didYouMean={correction ? { words: correction, href: finderHref({ ...query, value: correction }) } : null}
        titled={plainHome}
        locale={locale}
        // In the same place for every URL, so an open panel stays open when a letter is picked.
        letterPanel={<LetterPanel currentLetter={query.kind === "letter" && !plainHome ? query.value : undefined} text={letters} />}
      />
    </div>
  );
}
