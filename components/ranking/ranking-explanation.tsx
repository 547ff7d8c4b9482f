/**
 * How the scores are made, in a cook's words. The formulas (a Bayesian average, a cook's score
 * grown by the logarithm of their raters) are for developers: /developers has them.
 */
export function RecipeScoreExplanation() {
  return (
    <p className="ranking-explanation">
      Recipes with more ratings rank higher than one lucky 5-star: until many cooks have rated a recipe, its score stays
      close to the site&apos;s usual rating. When two recipes score the same, the one with more ratings comes first.
    </p>
  );
}

export function CookScoreExplanation() {
  return (
    <p className="ranking-explanation">
      A cook is ranked once someone else rates one of their recipes. Each person counts once, however many of the
      cook&apos;s recipes they rated, and the more different people enjoy a cook&apos;s food, the higher the cook ranks.
      Ratings of deleted accounts and deleted recipes do not count.
    </p>
  );
}
