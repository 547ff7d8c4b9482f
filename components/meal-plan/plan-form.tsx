"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

export type PlanDay = { day: string; label: string };

type PlanFormProps = {
  mealId: string;
  name: string;
  days: PlanDay[];
  /** The servings to plan; without them the server plans the recipe's own. */
  servings?: number;
  label: string;
  submitLabel: string;
  className: string;
  id?: string;
  onPlanned?: () => void;
  children?: ReactNode;
};

/**
 * The day and meal selects and the POST to /api/plan that the recipe page's Add to plan
 * (add-to-plan.tsx) wraps with its servings.
 */
export function PlanForm({ mealId, name, days, servings, label, submitLabel, className, id, onPlanned, children }: PlanFormProps) {
  const router = useRouter();
  const [day, setDay] = useState(days[0]!.day);
  const [slot, setSlot] = useState("dinner");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson<{ servings: number }>("POST", "/api/plan", { mealId, day, slot, servings });
    if (!ok) return void toast.error(body.message ?? "Could not add it to your plan.");
    const planned = body.servings ?? servings;
    toast.success(`Planned ${name} for ${slot} on ${days.find((d) => d.day === day)?.label}${planned ? ` (${planned} servings)` : ""}.`, {
      // The offered days start today: a day in the next seven is on /plan as it opens.
      action: { label: "See the plan", onClick: () => router.push(days.findIndex((d) => d.day === day) < 7 ? "/plan" : `/plan?from=${day}`) },
    });
    onPlanned?.();
  }
  return (
    <form className={className} id={id} onSubmit={submit} aria-label={label}>
      <label>
        Day{" "}
        <select value={day} onChange={(event) => setDay(event.target.value)}>
          {days.map((option) => (
            <option key={option.day} value={option.day}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Meal{" "}
        <select value={slot} onChange={(event) => setSlot(event.target.value)}>
          <option value="breakfast">Breakfast</option>
          <option value="lunch">Lunch</option>
          <option value="dinner">Dinner</option>
        </select>
      </label>
      <button type="submit" className="kitchen-button">
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
