/**
 * A catalog meal that shows a tip at work. `shows` is a few words of that meal's recipe (an
 * ingredient, or a phrase of its method or its own tips) in which the technique appears:
 * tests/tips/tips-content.test.ts checks that the recipe really says them, so a link never
 * points at a dish that does not use the technique.
 */
type TipMeal = { id: string; name: string; shows: string };

export type Tip = {
  /** The tip's anchor on the page (`#<slug>`), unique across all themes. */
  slug: string;
  title: string;
  /** One or two short paragraphs in our own words. */
  text: readonly string[];
  meals: readonly TipMeal[];
  /** Another tip's slug that the cook should read with this one (e.g. its food-safety side). */
  seeAlso?: string;
};

/** Where a figure on the page comes from (food safety cites its authorities). */
type TipSource = { name: string; url: string };

export type TipTheme = {
  slug: string;
  title: string;
  intro: string;
  tips: readonly Tip[];
  sources?: readonly TipSource[];
};
