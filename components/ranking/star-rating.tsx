"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { formatAverage, ratingCount } from "./rating-text";
import type { MealRating } from "@/lib/ranking";
import { MAX_STARS } from "@/config/ratings";

/** A five-pointed star, drawn (not a font's ★), so it looks the same on every phone. */
function StarShape() {
  return (
    <svg className="star-rating__shape" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

// The only values the group can send, so the page does not load zod to check them again: the
// route's ratingSchema does, and its refusal comes back as the toast below.
const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);
const RATING_FAILED = "Your rating could not be saved. Please check your connection and try again.";
// Arrow keys move through the radios one by one: only the star the cook settles on is sent.
const SETTLE_MS = 400;

/**
 * The recipe page's rating: the average and count for everyone, and for anyone but the recipe's
 * cook a radio group of five stars (arrow keys work as in any radio group) and "Remove my rating".
 * The chosen stars show at once; if the server refuses, they go back and a toast says why.
 */
export function StarRating({ mealId, initial, ownRecipe }: { mealId: string; initial: MealRating; ownRecipe: boolean }) {
  const [saved, setSaved] = useState(initial);
  const [stars, setStars] = useState(initial.yourStars);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function send(next: number | null) {
    const reply =
      next === null
        ? await sendJson<MealRating>("DELETE", `/api/meals/${mealId}/rating`)
        : await sendJson<MealRating>("PUT", `/api/meals/${mealId}/rating`, { stars: next });
    if (!reply.ok) {
      setStars(saved.yourStars);
      toast.error(reply.status === 0 || !reply.body.message ? RATING_FAILED : reply.body.message);
      return;
    }
    const answer = reply.body as MealRating;
    setSaved(answer);
    setStars(answer.yourStars);
  }

  function choose(next: number | null) {
    setStars(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(next), next === null ? 0 : SETTLE_MS);
  }

  return (
    <section className="star-rating" aria-labelledby="rating-title">
      {/* After the method, where a cook who has made it arrives; the recipe's own cook only reads it. */}
      <h2 id="rating-title">{ownRecipe ? "Rating" : "Made it? Rate it"}</h2>
      <p className="star-rating__summary" role="status">
        {saved.count > 0 && saved.average !== null ? (
          <>
            <span className="star-rating__average">{formatAverage(saved.average)} out of 5</span>
            {" · "}
            <span>{ratingCount(saved.count)}</span>
          </>
        ) : (
          "No ratings yet"
        )}
      </p>
      {ownRecipe ? (
        <p className="star-rating__note">This is your recipe: other cooks rate it.</p>
      ) : (
        <div className="star-rating__controls">
          <fieldset className="star-rating__stars">
            <legend>Your rating</legend>
            {STARS.map((value) => (
              <span key={value} className="star-rating__star">
                <input
                  type="radio"
                  id={`rating-${value}`}
                  name="stars"
                  value={value}
                  checked={stars === value}
                  onChange={() => choose(value)}
                />
                <label htmlFor={`rating-${value}`} data-filled={stars !== null && value <= stars ? "" : undefined}>
                  <StarShape />
                  <span className="visually-hidden">
                    {value} {value === 1 ? "star" : "stars"}
                  </span>
                </label>
              </span>
            ))}
          </fieldset>
          <button type="button" className="button button--outline" disabled={stars === null} onClick={() => choose(null)}>
            Remove my rating
          </button>
        </div>
      )}
    </section>
  );
}
