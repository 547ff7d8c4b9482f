"use client";

import { useEffect, useRef, useState } from "react";
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { MAX_INGREDIENTS } from "@/config/meals";
import { RECIPE_LIMITS } from "@/lib/validations/form-limits";
import type { RecipeFormFields, RecipeInput } from "@/lib/validations/recipes";
import { FieldError } from "@/components/ui/form-field";
import { fill } from "@/components/meals/message-text";
import type { Messages } from "@/lib/platform/i18n";

type Props = {
  control: Control<RecipeFormFields, unknown, RecipeInput>;
  register: UseFormRegister<RecipeFormFields>;
  getValues: UseFormGetValues<RecipeFormFields>;
  errors: FieldErrors<RecipeFormFields>;
  /** The rows' words in the page's language; `say` shows a schema message in it. */
  text: Messages["recipeForm"];
  say: (message: string | undefined) => string | undefined;
};

/**
 * The ingredient rows: add, remove and reorder them, by pointer or keyboard alike. Every button
 * names its row for screen readers, focus stays on the row that moved, and each change is
 * announced.
 */
export function IngredientRows({ control, register, getValues, errors, text, say }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "ingredients" });
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const rowName = (index: number) => getValues(`ingredients.${index}.name`)?.trim() || fill(text.ingredient, { number: index + 1 });

  function moveRow(from: number, to: number) {
    const name = rowName(from);
    move(from, to);
    // A button that became disabled (first or last row) cannot keep focus: use its partner.
    const direction = to < from ? "up" : "down";
    const stillPossible = direction === "up" ? to > 0 : to < fields.length - 1;
    focusNext.current = `ingredient-${to}-${stillPossible ? direction : direction === "up" ? "down" : "up"}`;
    setAnnouncement(fill(text.moved, { name, position: to + 1, count: fields.length }));
  }

  function removeRow(index: number) {
    const name = rowName(index);
    remove(index);
    focusNext.current = fields.length > 1 ? `ingredient-${Math.min(index, fields.length - 2)}-name` : "add-ingredient";
    setAnnouncement(fill(text.removed, { name }));
  }

  const listError = say(errors.ingredients?.message ?? errors.ingredients?.root?.message);
  return (
    <fieldset className="ingredients" aria-describedby="ingredients-hint">
      <legend>{text.ingredients}</legend>
      <p id="ingredients-hint" className="field__hint">
        {fill(text.ingredientsHint, { max: MAX_INGREDIENTS })}
      </p>
      <ol className="ingredient-rows">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="ingredient-row">
              <RowInput
                id={`ingredient-${index}-name`}
                className="ingredient-row__name"
                label={fill(text.ingredient, { number })}
                required
                maxLength={RECIPE_LIMITS.ingredientName}
                error={say(errors.ingredients?.[index]?.name?.message)}
                registration={register(`ingredients.${index}.name`)}
              />
              <RowInput
                id={`ingredient-${index}-measure`}
                className="ingredient-row__measure"
                label={fill(text.measure, { number })}
                maxLength={RECIPE_LIMITS.measure}
                error={say(errors.ingredients?.[index]?.measure?.message)}
                registration={register(`ingredients.${index}.measure`)}
              />
              <div className="ingredient-row__buttons">
                <button
                  type="button"
                  id={`ingredient-${index}-up`}
                  className="icon-button"
                  disabled={index === 0}
                  onClick={() => moveRow(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">{fill(text.moveUp, { number })}</span>
                </button>
                <button
                  type="button"
                  id={`ingredient-${index}-down`}
                  className="icon-button"
                  disabled={index === fields.length - 1}
                  onClick={() => moveRow(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">{fill(text.moveDown, { number })}</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={fields.length === 1}
                  onClick={() => removeRow(index)}
                >
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">{fill(text.remove, { number })}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        id="add-ingredient"
        className="button button--outline"
        disabled={fields.length >= MAX_INGREDIENTS}
        onClick={() => {
          append({ name: "", measure: "" });
          setAnnouncement(fill(text.added, { number: fields.length + 1 }));
        }}
      >
        {text.add}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

/** One labelled input of a row, with its error read out with it. */
function RowInput({
  id,
  className,
  label,
  required = false,
  maxLength,
  error,
  registration,
}: {
  id: string;
  className: string;
  label: string;
  required?: boolean;
  maxLength: number;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        required={required}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
