"use client";

import { useEffect, useId, useState, type FormEvent, type RefObject } from "react";
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

  const add = async (event: FormEvent) => {
    event.preventDefault();
    // What was in the box when the cook asked: the box may change while the schema loads.
    const typed = value;
    let ingredientSchema;
    try {
      ingredientSchema = await loadIngredientSchema();
    } catch {
      return setProblem(text.failed);
    }
    const parsed = ingredientSchema.safeParse(typed);
    if (!parsed.success) {
      // An empty box adds nothing and is not worth a message.
      if (typed.trim() === "") setValue((current) => (current === typed ? "" : current));
      const message = parsed.error.issues[0]?.message;
      setProblem(typed.trim() === "" || !message ? undefined : fieldErrorText(fieldErrors, message));
      return;
    }
    const ingredient = parsed.data;
    if (ingredients.some((listed) => sameIngredient(listed, ingredient))) {
      setProblem(fillIn(text.already, { ingredient }));
    } else if (ingredients.length >= MAX_INGREDIENTS) {
      setProblem(fillIn(text.tooMany, { max: MAX_INGREDIENTS }));
    } else {
      onAdd(ingredient);
      setValue((current) => (current === typed ? "" : current));
      setProblem(undefined);
    }
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
