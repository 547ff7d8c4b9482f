"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";

/**
 * The meal source failed (live mode, network): say so and offer a retry instead of the seed's
 * endless 'Loading meal details...' (PRODUCT.md D7).
 */
export default function RecipeDetailError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  return (
    <div className="content" role="alert">
      <h1 className="page-title">We could not load this recipe</h1>
      <p>The meal database did not answer. Please check your connection and try again.</p>
      <button
        type="button"
        className="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        Try again
      </button>
    </div>
  );
}
