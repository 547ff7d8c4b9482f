"use client";

import { PlanForm, type PlanDay } from "./plan-form";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";

/** "Add to plan" on the recipe page: a day of the next two weeks, a meal, and the servings chosen on the page. */
export function AddToPlan({ mealId, name, days, onPlanned }: { mealId: string; name: string; days: PlanDay[]; onPlanned?: () => void }) {
  const scale = useRecipeScale()!;
  const servings = scale.servings;
  const text = scale.text.plan;
  return (
    <PlanForm
      mealId={mealId}
      name={name}
      days={days}
      servings={servings}
      label={text.add}
      submitLabel={text.add}
      text={text}
      className="add-to-plan"
      onPlanned={onPlanned}
    />
  );
}
