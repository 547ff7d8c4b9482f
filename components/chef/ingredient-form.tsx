"use client";

import { useId, useState, type FormEvent, type RefObject } from "react";
import {
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  ingredientSchema,
  sameIngredient,
} from "@/lib/validations/chef";
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

/** One box and 'Add ingredient' (Enter adds too): trimmed, empty ignored, no duplicates, at most 30. */
export function IngredientForm({ ingredients, hintId, input, onAdd, text, fieldErrors }: Props) {
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ingredientSchema.safeParse(value);
    if (!parsed.success) {
      // An empty box adds nothing and is not worth a message.
      if (value.trim() === "") setValue("");
      const message = parsed.error.issues[0]?.message;
      setProblem(value.trim() === "" || !message ? undefined : fieldErrorText(fieldErrors, message));
      return;
    }
    const ingredient = parsed.data;
    if (ingredients.some((listed) => sameIngredient(listed, ingredient))) {
      setProblem(fillIn(text.already, { ingredient }));
    } else if (ingredients.length >= MAX_INGREDIENTS) {
      setProblem(fillIn(text.tooMany, { max: MAX_INGREDIENTS }));
    } else {
      onAdd(ingredient);
      setValue("");
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
