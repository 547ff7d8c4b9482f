"use client";

import { PlanForm, type PlanDay } from "./plan-form";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";

/** "Add to plan" on the recipe page: a day of the next two weeks, a meal, and the servings chosen on the page. */
export function AddToPlan({ mealId, name, days, onPlanned }: { mealId: string; name: string; days: PlanDay[]; onPlanned?: () => void }) {
  const scale = useRecipeScale();
  const servings = scale?.servings ?? 4;
  return (
    <PlanForm
      mealId={mealId}
      name={name}
      days={days}
      servings={servings}
      label="Add to plan"
      submitLabel="Add to plan"
      className="add-to-plan"
      onPlanned={onPlanned}
    />
  );
}
