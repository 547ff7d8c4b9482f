/** Whole stars a cook can give a recipe (the rating schema and the star radio group share them). */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
