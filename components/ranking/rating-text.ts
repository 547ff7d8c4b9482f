/** "4.3": averages are shown to one decimal everywhere (cards, recipe page, ranking). */
export const formatAverage = (average: number): string => average.toFixed(1);

/** "1 rating", "12 ratings". */
const ratingCount = (count: number): string => `${count} ${count === 1 ? "rating" : "ratings"}`;

/** What a screen reader hears for a card's "★ 4.3 (12)". */
export const ratingSentence = (average: number, count: number): string =>
  `Rated ${formatAverage(average)} out of 5 from ${ratingCount(count)}`;
