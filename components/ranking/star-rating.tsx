"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";
import { fill } from "@/components/meals/message-text";
import type { Messages } from "@/lib/platform/i18n";
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
// Arrow keys move through the radios one by one: only the star the cook settles on is sent.
const SETTLE_MS = 400;

/**
 * The recipe page's rating: the average and count for everyone, and for anyone but the recipe's
 * cook a radio group of five stars (arrow keys work as in any radio group) and "Remove my rating".
 * The chosen stars show at once; if the server refuses, they go back and a toast says why.
 */
export function StarRating({
  mealId,
  initial,
  ownRecipe,
  text,
  numberLocale,
}: {
  mealId: string;
  initial: MealRating;
  ownRecipe: boolean;
  /** Its words in the page's language, and its number format ("4,5" in German). */
  text: Messages["recipeTools"]["rating"];
  numberLocale: string;
}) {
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
      toast.error(reply.status === 0 ? text.failed : refusalText(reply.body, text.failed, pageLocale() === "en"));
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
      <h2 id="rating-title">{ownRecipe ? text.ownTitle : text.title}</h2>
      <p className="star-rating__summary" role="status">
        {saved.count > 0 && saved.average !== null ? (
          <>
            <span className="star-rating__average">
              {fill(text.outOf5, { average: saved.average.toLocaleString(numberLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
            </span>
            {" · "}
            <span>{saved.count === 1 ? text.oneRating : fill(text.ratings, { count: saved.count })}</span>
          </>
        ) : (
          text.none
        )}
      </p>
      {ownRecipe ? (
        <p className="star-rating__note">{text.yours}</p>
      ) : (
        <div className="star-rating__controls">
          <fieldset className="star-rating__stars">
            <legend>{text.yourRating}</legend>
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
                    {value === 1 ? text.oneStar : fill(text.stars, { count: value })}
                  </span>
                </label>
              </span>
            ))}
          </fieldset>
          <button type="button" className="button button--outline" disabled={stars === null} onClick={() => choose(null)}>
            {text.remove}
          </button>
        </div>
      )}
    </section>
  );
}
