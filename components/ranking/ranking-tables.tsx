import Link from "next/link";
import type { ReactNode } from "react";
import { formatAverage } from "./rating-text";
import type { RankedCook, RankedRecipe } from "@/lib/ranking";
import type { Messages } from "@/lib/platform/i18n";

type RankingText = Messages["ranking"];

/** Numbers as the page's language writes them ("4,3" in German); English keeps the seed's "4.3". */
export type RankingNumbers = { average: (value: number) => string; score: (value: number) => string };

const ENGLISH_NUMBERS: RankingNumbers = { average: formatAverage, score: (score) => score.toFixed(2) };

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
export function RecipeRankingTable({ recipes, text, numbers = ENGLISH_NUMBERS }: { recipes: RankedRecipe[]; text: RankingText; numbers?: RankingNumbers }) {
  return (
    <RankingTable id="top-recipes" caption={text.topRecipes} head={[text.rank, text.recipe, text.cook, text.average, text.ratings, text.score]}>
      {recipes.map((recipe) => (
        <tr key={recipe.id}>
          <td>{recipe.rank}</td>
          <th scope="row">
            <Link href={`/recipeDetail/${recipe.id}`}>{recipe.name}</Link>
          </th>
          <td>{recipe.cook ?? text.catalog}</td>
          <td>{numbers.average(recipe.average)}</td>
          <td>{recipe.count}</td>
          <td>{numbers.score(recipe.score)}</td>
        </tr>
      ))}
    </RankingTable>
  );
}

/** The top cooks by score; the signed-in cook's row says "(you)". */
export function CookRankingTable({ cooks, youId, text, numbers = ENGLISH_NUMBERS }: { cooks: RankedCook[]; youId: string; text: RankingText; numbers?: RankingNumbers }) {
  return (
    <RankingTable id="top-cooks" caption={text.topCooks} head={[text.rank, text.cook, text.recipes, text.average, text.raters, text.score]}>
      {cooks.map((cook) => (
        <tr key={cook.id} className={cook.id === youId ? "ranking-table__you" : undefined}>
          <td>{cook.rank}</td>
          <th scope="row">
            {cook.name}
            {cook.id === youId ? ` ${text.you}` : null}
          </th>
          <td>{cook.recipes}</td>
          <td>{numbers.average(cook.average)}</td>
          <td>{cook.raters}</td>
          <td>{numbers.score(cook.score)}</td>
        </tr>
      ))}
    </RankingTable>
  );
}

/** The signed-in cook's own place, also when it is outside the list shown (its sentence made by the page). */
export function YourRank({ children }: { children: ReactNode }) {
  return <p className="ranking-you">{children}</p>;
}
