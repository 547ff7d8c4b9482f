"use client";

import { useId, useState, type FormEvent, type RefObject } from "react";
import {
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  ingredientSchema,
  sameIngredient,
} from "@/lib/validations/chef";

type Props = {
  ingredients: readonly string[];
  hintId: string | undefined;
  input: RefObject<HTMLInputElement | null>;
  onAdd(ingredient: string): void;
};

/** One box and 'Add ingredient' (Enter adds too): trimmed, empty ignored, no duplicates, at most 30. */
export function IngredientForm({ ingredients, hintId, input, onAdd }: Props) {
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
      setProblem(value.trim() === "" ? undefined : parsed.error.issues[0]?.message);
      return;
    }
    const ingredient = parsed.data;
    if (ingredients.some((listed) => sameIngredient(listed, ingredient))) {
      setProblem(`${ingredient} is already on your list.`);
    } else if (ingredients.length >= MAX_INGREDIENTS) {
      setProblem(`Your list can hold at most ${MAX_INGREDIENTS} ingredients.`);
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
        Ingredient
      </label>
      <div className="chef-form__row">
        <input
          ref={input}
          id={inputId}
          type="text"
          placeholder="e.g., potato"
          maxLength={MAX_INGREDIENT_LENGTH}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? problemId : "", hintId ?? ""].join(" ").trim() || undefined}
        />
        <button type="submit" className="button">
          Add ingredient
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
