"use client";

import { Suspense, useEffect, useId, useRef, useState } from "react";
import { lazyPart } from "@/components/ui/lazy-part";
import { fillIn } from "@/components/ui/kitchen-text";
import type { HaveText } from "@/components/pantry/pantry-matches";
import { RECOMMENDED_INGREDIENTS } from "@/lib/validations/form-limits";
import { ChefPantryMatches } from "./chef-pantry-matches";
import { IngredientForm } from "./ingredient-form";
import { useRecipeStream } from "./use-recipe-stream";

// react-markdown is a quarter of the page's script: it loads when the cook asks for a recipe,
// while the chef starts writing, not with the page (issue 31).
const loadRecipeMarkdown = () => import("./recipe-markdown");
const RecipeMarkdown = lazyPart(
  () => loadRecipeMarkdown().then(({ RecipeMarkdown }) => ({ default: RecipeMarkdown })),
  ({ markdown }) => <p className="chef-recipe__plain">{markdown}</p>,
);

/** The AI Chef's words in the page's language (lib/platform/i18n/messages/chef.json), `{placeholders}` unfilled. */
export type ChefText = Record<
  | "hint"
  | "onHand"
  | "remove"
  | "readyTitle"
  | "readyText"
  | "writing"
  | "get"
  | "writingStatus"
  | "readyStatus"
  | "recommends"
  | "ingredient"
  | "placeholder"
  | "addIngredient"
  | "already"
  | "tooMany"
  | "failed"
  | "canMake"
  | "noneYet",
  string
>;

/** The AI Chef screen below its title: ingredients in, a recipe out (the seed's texts, in the cook's language). */
export function AiChef({
  text,
  english,
  haveText,
  fieldErrors,
}: {
  text: ChefText;
  /** English pages show the server's own refusals (API messages stay English). */
  english: boolean;
  haveText: HaveText;
  /** The ingredient schema's English messages in the page's language. */
  fieldErrors: Record<string, string>;
}) {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const { recipe, recipeNumber, busy, error, requestRecipe } = useRecipeStream(text.failed, english);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const recipeSection = useRef<HTMLElement>(null);
  const ready = ingredients.length >= RECOMMENDED_INGREDIENTS;

  // Once per new recipe, as its first words arrive: the answer is usually below the fold.
  useEffect(() => {
    if (recipeNumber === 0) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    recipeSection.current?.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
  }, [recipeNumber]);

  const remove = (ingredient: string) => {
    setIngredients((list) => list.filter((listed) => listed !== ingredient));
    // Its button is gone: keyboard focus goes back to the box rather than to the page's start.
    input.current?.focus();
  };

  return (
    <>
      <IngredientForm
        ingredients={ingredients}
        hintId={ready ? undefined : `${id}-hint`}
        input={input}
        text={text}
        fieldErrors={fieldErrors}
        onAdd={(ingredient) => setIngredients((list) => [...list, ingredient])}
      />
      {ready ? null : (
        <p id={`${id}-hint`} className="chef-hint">
          {text.hint}
        </p>
      )}

      {ingredients.length > 0 ? (
        <section className="chef-ingredients" aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`}>{text.onHand}</h2>
          <ul className="chef-ingredients__list">
            {ingredients.map((ingredient) => (
              <li key={ingredient.toLowerCase()}>
                <span>{ingredient}</span>
                <button
                  type="button"
                  className="chef-ingredients__remove"
                  aria-label={fillIn(text.remove, { ingredient })}
                  onClick={() => remove(ingredient)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>

          {ready ? (
            <div className="chef-ready">
              <div>
                <h3>{text.readyTitle}</h3>
                <p>{text.readyText}</p>
              </div>
              {/* aria-disabled, not disabled: the button keeps keyboard focus while it works. */}
              <button
                type="button"
                className="button"
                aria-disabled={busy}
                onClick={() => {
                  if (busy) return;
                  void loadRecipeMarkdown();
                  requestRecipe(ingredients);
                }}
              >
                {busy ? text.writing : text.get}
              </button>
            </div>
          ) : null}
          {error ? (
            <p className="chef-error" role="alert">
              {error}
            </p>
          ) : null}
        </section>
      ) : null}

      <p className="visually-hidden" role="status">
        {busy ? text.writingStatus : recipe && !error ? text.readyStatus : ""}
      </p>

      {recipe ? (
        <section ref={recipeSection} className="chef-recipe" aria-labelledby={`${id}-recipe`} aria-busy={busy}>
          <h2 id={`${id}-recipe`}>{text.recommends}</h2>
          {/* Should the answer come first, its plain text until the markdown reader is there. */}
          <Suspense fallback={<p className="chef-recipe__plain">{recipe}</p>}>
            <RecipeMarkdown markdown={recipe} />
          </Suspense>
        </section>
      ) : null}
      {/* After the chef's answer, not above it: it arrives a moment after the list changes, and
          above the answer it would push the recipe the page just scrolled to out of view. */}
      {ingredients.length > 0 ? <ChefPantryMatches ingredients={ingredients} title={text.canMake} none={text.noneYet} haveText={haveText} /> : null}
    </>
  );
}
