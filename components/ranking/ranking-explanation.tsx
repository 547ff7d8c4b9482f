import { formatAverage } from "./rating-text";

/** How the scores are made, in plain words, with the constants in use now. */
export function RecipeScoreExplanation({ priorMean, priorWeight }: { priorMean: number; priorWeight: number }) {
  return (
    <p className="ranking-explanation">
      A recipe&apos;s score is its average with {priorWeight} extra &ldquo;typical&rdquo; ratings of{" "}
      {formatAverage(priorMean)} stars (the average of all ratings on Res-pe; 3 before anyone has rated): score = ({priorWeight} ×{" "}
      {formatAverage(priorMean)} + the sum of its stars) ÷ ({priorWeight} + its number of ratings). So one 5-star rating does not
      beat fifty ratings of 4.8. Equal scores: more ratings first, then by name.
    </p>
  );
}

export function CookScoreExplanation({ priorWeight }: { priorWeight: number }) {
  return (
    <p className="ranking-explanation">
      A cook is ranked once someone else rates one of their recipes. Each person who rated the cook counts once: their voice is
      the average of the stars they gave that cook&apos;s recipes, so one fan rating many recipes weighs as much as one person.
      Those voices are averaged the same way as a recipe (with {priorWeight} typical ratings), and multiplied by the natural
      logarithm of (1 + the number of different raters): more people enjoying a cook&apos;s food raises the score, ever more slowly.
      Equal scores: more raters first, then by name. Ratings of deleted accounts and deleted recipes do not count.
    </p>
  );
}
