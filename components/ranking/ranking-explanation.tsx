/**
 * How the scores are made, in a cook's words (and language: the page passes its translation).
 * The formulas (a Bayesian average, a cook's score grown by the logarithm of their raters) are
 * for developers: /developers has them.
 */
export function RecipeScoreExplanation({ text }: { text: string }) {
  return <p className="ranking-explanation">{text}</p>;
}

export function CookScoreExplanation({ text }: { text: string }) {
  return <p className="ranking-explanation">{text}</p>;
}
