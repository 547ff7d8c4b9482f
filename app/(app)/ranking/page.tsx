import type { Metadata } from "next";
import Link from "next/link";
import { CookScoreExplanation, RecipeScoreExplanation } from "@/components/ranking/ranking-explanation";
import { CookRankingTable, RecipeRankingTable, YourRank } from "@/components/ranking/ranking-tables";
import { requirePageUser } from "@/lib/auth";
import { loadRanking } from "@/lib/ranking";
import { INTL_TAGS, plainMessages } from "@/lib/platform/i18n";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { getLocale, getT } from "@/lib/web/pages";
import { RANKING_MAX_ROWS, RANKING_PAGE_SIZE, rankingQueryShownSchema } from "@/lib/validations/ratings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("ranking");
  return signedInPageMetadata({ title: t("title"), description: t("description") });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ranking: top recipes and top cooks, the signed-in cook's rank, and how the scores are made. */
export default async function RankingPage({ searchParams }: Props) {
  const user = await requirePageUser("/ranking");
  const shown = rankingQueryShownSchema.parse(await searchParams);
  const [ranking, locale, t] = await Promise.all([loadRanking(), getLocale(), getT("ranking")]);
  const text = plainMessages(locale, "ranking");
  const decimals = (digits: number) => new Intl.NumberFormat(INTL_TAGS[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const numbers = { average: (value: number) => decimals(1).format(value), score: (value: number) => decimals(2).format(value) };
  const you = ranking.cooks.find((cook) => cook.id === user.id);
  const more = (list: "recipes" | "cooks") => {
    const next = { ...shown, [list]: Math.min(shown[list] + RANKING_PAGE_SIZE, RANKING_MAX_ROWS) };
    return `/ranking?recipes=${next.recipes}&cooks=${next.cooks}`;
  };
  const hasMore = (list: "recipes" | "cooks") => ranking[list].length > shown[list] && shown[list] < RANKING_MAX_ROWS;

  return (
    <div className="container ranking-page">
      <h1 className="page-title">{t("title")}</h1>
      <YourRank>
        {you
          ? t.rich("yourRank", {
              rank: you.rank,
              of: ranking.cooks.length,
              score: numbers.score(you.score),
              raters: you.raters,
              strong: (chunks) => <strong>{chunks}</strong>,
            })
          : t("notRanked")}
      </YourRank>

      <section aria-labelledby="recipes-title" className="ranking-section">
        <h2 id="recipes-title">{t("bestRecipes")}</h2>
        <RecipeScoreExplanation text={t("recipeExplanation")} />
        {ranking.recipes.length === 0 ? (
          <p>{t("noRecipes")}</p>
        ) : (
          <RecipeRankingTable recipes={ranking.recipes.slice(0, shown.recipes)} text={text} numbers={numbers} />
        )}
        {hasMore("recipes") ? (
          <Link className="button button--outline" href={more("recipes")} scroll={false}>
            {t("moreRecipes")}
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="cooks-title" className="ranking-section">
        <h2 id="cooks-title">{t("bestCooks")}</h2>
        <CookScoreExplanation text={t("cookExplanation")} />
        {ranking.cooks.length === 0 ? (
          <p>{t("noCooks")}</p>
        ) : (
          <CookRankingTable cooks={ranking.cooks.slice(0, shown.cooks)} youId={user.id} text={text} numbers={numbers} />
        )}
        {hasMore("cooks") ? (
          <Link className="button button--outline" href={more("cooks")} scroll={false}>
            {t("moreCooks")}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
