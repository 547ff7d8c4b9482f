import type { Metadata } from "next";
import Link from "next/link";
import { CookScoreExplanation, RecipeScoreExplanation } from "@/components/ranking/ranking-explanation";
import { CookRankingTable, RecipeRankingTable, YourRank } from "@/components/ranking/ranking-tables";
import { requirePageUser } from "@/lib/auth";
import { loadRanking } from "@/lib/ranking";
import { signedInPageMetadata } from "@/lib/platform/seo";
import { RANKING_MAX_ROWS, RANKING_PAGE_SIZE, rankingQueryShownSchema } from "@/lib/validations/ratings";

export const metadata: Metadata = signedInPageMetadata({
  title: "Ranking",
  description: "The best-rated recipes and cooks on Res-pe, and your own rank.",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ranking: top recipes and top cooks, the signed-in cook's rank, and how the scores are made. */
export default async function RankingPage({ searchParams }: Props) {
  const user = await requirePageUser("/ranking");
  const shown = rankingQueryShownSchema.parse(await searchParams);
  const ranking = await loadRanking();
  const more = (list: "recipes" | "cooks") => {
    const next = { ...shown, [list]: Math.min(shown[list] + RANKING_PAGE_SIZE, RANKING_MAX_ROWS) };
    return `/ranking?recipes=${next.recipes}&cooks=${next.cooks}`;
  };
  const hasMore = (list: "recipes" | "cooks") => ranking[list].length > shown[list] && shown[list] < RANKING_MAX_ROWS;

  return (
    <div className="container ranking-page">
      <h1 className="page-title">Ranking</h1>
      <YourRank you={ranking.cooks.find((cook) => cook.id === user.id)} of={ranking.cooks.length} />

      <section aria-labelledby="recipes-title" className="ranking-section">
        <h2 id="recipes-title">Best recipes</h2>
        <RecipeScoreExplanation />
        {ranking.recipes.length === 0 ? (
          <p>No recipe has been rated yet. Open a recipe and give it stars.</p>
        ) : (
          <RecipeRankingTable recipes={ranking.recipes.slice(0, shown.recipes)} />
        )}
        {hasMore("recipes") ? (
          <Link className="button button--outline" href={more("recipes")} scroll={false}>
            Show more recipes
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="cooks-title" className="ranking-section">
        <h2 id="cooks-title">Best cooks</h2>
        <CookScoreExplanation />
        {ranking.cooks.length === 0 ? (
          <p>No cook has been rated yet.</p>
        ) : (
          <CookRankingTable cooks={ranking.cooks.slice(0, shown.cooks)} youId={user.id} />
        )}
        {hasMore("cooks") ? (
          <Link className="button button--outline" href={more("cooks")} scroll={false}>
            Show more cooks
          </Link>
        ) : null}
      </section>
    </div>
  );
}
