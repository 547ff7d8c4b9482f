"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, sameIngredient } from "@/lib/validations/form-limits";
import { fillIn, fieldErrorText } from "@/components/ui/kitchen-text";
import type { ChefText } from "./ai-chef";

type Props = {
  ingredients: readonly string[];
  hintId: string | undefined;
  input: RefObject<HTMLInputElement | null>;
  onAdd(ingredient: string): void;
  text: ChefText;
  /** The schema's English messages in the page's language (lib/platform/i18n's fieldErrorTranslations). */
  fieldErrors: Record<string, string>;
};

/**
 * The ingredient's schema (the one POST /api/chef/recipe checks each with) and zod with it: a chunk
 * loaded at the first focus in the box or at idle, not with the page (issue 31).
 */
const loadIngredientSchema = () => import("@/lib/validations/chef").then((schemas) => schemas.ingredientSchema);

/** One box and 'Add ingredient' (Enter adds too): trimmed, empty ignored, no duplicates, at most 30. */
export function IngredientForm({ ingredients, hintId, input, onAdd, text, fieldErrors }: Props) {
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = idle(() => void loadIngredientSchema(), { timeout: 2000 });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, []);

  // The list as this form knows it: the page's, plus what it added and the page has not drawn yet.
  const known = useRef(ingredients);
  useEffect(() => {
    known.current = ingredients;
  }, [ingredients]);
  // Adds run in the order the cook asked, each after the one before (the first waits for the schema).
  const queue = useRef<Promise<void>>(Promise.resolve());

  async function addTyped(typed: string) {
    let ingredientSchema;
    try {
      ingredientSchema = await loadIngredientSchema();
    } catch {
      setValue((current) => current || typed);
      return setProblem(text.failed);
    }
    const parsed = ingredientSchema.safeParse(typed);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      // Back in the box to be put right (unless the cook has typed on), with why.
      setValue((current) => current || typed);
      setProblem(typed.trim() === "" || !message ? undefined : fieldErrorText(fieldErrors, message));
      return;
    }
    const ingredient = parsed.data;
    if (known.current.some((listed) => sameIngredient(listed, ingredient))) {
      setProblem(fillIn(text.already, { ingredient }));
    } else if (known.current.length >= MAX_INGREDIENTS) {
      setValue((current) => current || typed);
      setProblem(fillIn(text.tooMany, { max: MAX_INGREDIENTS }));
    } else {
      known.current = [...known.current, ingredient];
      onAdd(ingredient);
      setProblem(undefined);
    }
  }

  const add = (event: FormEvent) => {
    event.preventDefault();
    // The box empties at once, so a quick cook types the next one while this one is checked
    // (before, the next one was typed onto this one while the schema loaded).
    const typed = value;
    if (typed.trim() === "") return setValue("");
    setValue("");
    queue.current = queue.current.then(() => addTyped(typed));
    input.current?.focus();
  };

  return (
    <form className="chef-form" onSubmit={add} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {text.ingredient}
      </label>
      <div className="chef-form__row">
        <input
          ref={input}
          id={inputId}
          type="text"
          placeholder={text.placeholder}
          maxLength={MAX_INGREDIENT_LENGTH}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={() => void loadIngredientSchema()}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? problemId : "", hintId ?? ""].join(" ").trim() || undefined}
        />
        <button type="submit" className="button">
          {text.addIngredient}
        </button>
      </div>
      {problem ? (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
