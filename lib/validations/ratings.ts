import { z } from "zod";
import "./browser-zod";
import { MAX_STARS, MIN_STARS } from "@/config/ratings";

/** PUT /api/meals/<id>/rating: whole stars from 1 to 5 (the star radio group sends the same). */
export const ratingSchema = z.object({
  stars: z
    .number({ error: "Stars must be a whole number from 1 to 5." })
    .int("Stars must be a whole number from 1 to 5.")
    .min(MIN_STARS, "Stars must be a whole number from 1 to 5.")
    .max(MAX_STARS, "Stars must be a whole number from 1 to 5."),
});

/** How many rows a list of /ranking shows: 10 more per "Show more", never an error for a bad link. */
export const RANKING_PAGE_SIZE = 10;
export const RANKING_MAX_ROWS = 500;

const shownRows = z.coerce
  .number()
  .int()
  .min(RANKING_PAGE_SIZE)
  .max(RANKING_MAX_ROWS)
  .catch(RANKING_PAGE_SIZE)
  .default(RANKING_PAGE_SIZE);

/** /ranking?recipes=N&cooks=N: the rows each list shows. */
export const rankingQueryShownSchema = z.object({ recipes: shownRows, cooks: shownRows });
