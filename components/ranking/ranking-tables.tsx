import Link from "next/link";
import type { ReactNode } from "react";
import { formatAverage } from "./rating-text";
import type { RankedCook, RankedRecipe } from "@/lib/ranking";

const formatScore = (score: number) => score.toFixed(2);

/**
 * A ranking table in a region that scrolls sideways on a phone; the region is focusable so a
 * keyboard can scroll it too.
 */
function RankingTable({ id, caption, head, children }: { id: string; caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="ranking-table" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The top recipes by Bayesian average. */
export function RecipeRankingTable({ recipes }: { recipes: RankedRecipe[] }) {
  return (
    <RankingTable id="top-recipes" caption="Top recipes" head={["Rank", "Recipe", "Cook", "Average", "Ratings", "Score"]}>
      {recipes.map((recipe) => (
        <tr key={recipe.id}>
          <td>{recipe.rank}</td>
          <th scope="row">
            <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
          </th>
          <td>{recipe.cook ?? "Res-pe catalog"}</td>
          <td>{formatAverage(recipe.average)}</td>
          <td>{recipe.count}</td>
          <td>{formatScore(recipe.score)}</td>
        </tr>
      ))}
    </RankingTable>
  );
}

/** The top cooks by score; the signed-in cook's row says "(you)". */
export function CookRankingTable({ cooks, youId }: { cooks: RankedCook[]; youId: string }) {
  return (
    <RankingTable id="top-cooks" caption="Top cooks" head={["Rank", "Cook", "Recipes", "Average", "Raters", "Score"]}>
      {cooks.map((cook) => (
        <tr key={cook.id} className={cook.id === youId ? "ranking-table__you" : undefined}>
          <td>{cook.rank}</td>
          <th scope="row">
            {cook.name}
            {cook.id === youId ? " (you)" : null}
          </th>
          <td>{cook.recipes}</td>
          <td>{formatAverage(cook.average)}</td>
          <td>{cook.raters}</td>
          <td>{formatScore(cook.score)}</td>
        </tr>
      ))}
    </RankingTable>
  );
}

/** The signed-in cook's own place, also when it is outside the list shown. */
export function YourRank({ you, of }: { you: RankedCook | undefined; of: number }) {
  return (
    <p className="ranking-you">
      {you ? (
        <>
          Your rank: <strong>#{you.rank}</strong> of {of} cooks (score {formatScore(you.score)}, {you.raters}{" "}
          {you.raters === 1 ? "rater" : "raters"}).
        </>
      ) : (
        <>You are not ranked yet: you appear here once another cook rates one of your recipes.</>
      )}
    </p>
  );
}
