"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { RecipeRequest } from "@/lib/validations/chef";

export type RecipeStream = {
  /** The recipe as far as it has arrived (the previous one until the new one starts). */
  recipe: string;
  /** Counts requests whose answer has started, so the page scrolls once per new recipe. */
  recipeNumber: number;
  busy: boolean;
  error: string | undefined;
  requestRecipe(ingredients: readonly string[]): void;
};

/**
 * Asks POST /api/chef/recipe and appends the answer as it streams in. One request at a time; a
 * failure leaves a message (the server's when it sent one, on an English page; else `failed`, in
 * the page's language) and drops a half-written answer.
 */
export function useRecipeStream(failed: string, english: boolean): RecipeStream {
  const [state, setState] = useState({ recipe: "", recipeNumber: 0, busy: false, error: undefined as string | undefined });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const requestRecipe = useCallback((ingredients: readonly string[]) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState((current) => ({ ...current, busy: true, error: undefined }));

    void (async () => {
      let received = "";
      try {
        const response = await fetch("/api/chef/recipe", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ingredients: [...ingredients] } satisfies RecipeRequest),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => ({}))) as { message?: unknown };
          throw new Error(english && typeof body.message === "string" ? body.message : failed);
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const first = received === "";
          received += value;
          setState((current) => ({
            ...current,
            recipe: received,
            recipeNumber: current.recipeNumber + (first ? 1 : 0),
          }));
        }
        setState((current) => ({ ...current, busy: false }));
      } catch (error) {
        if (controller.signal.aborted) return;
        // A broken-off stream is a TypeError from fetch: the friendly text, not the browser's.
        const message = error instanceof Error && !(error instanceof TypeError) ? error.message : failed;
        setState((current) => ({ ...current, recipe: received ? "" : current.recipe, busy: false, error: message }));
      } finally {
        running.current = null;
      }
    })();
  }, [failed, english]);

  return { ...state, requestRecipe };
}
