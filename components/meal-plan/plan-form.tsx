"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import { pageInEnglish, refusalText } from "@/components/ui/kitchen-text";
import type { Messages } from "@/lib/platform/i18n";

export type PlanDay = { day: string; label: string };

type PlanFormProps = {
  mealId: string;
  name: string;
  days: PlanDay[];
  /** The servings to plan; without them the server plans the recipe's own. */
  servings?: number;
  label: string;
  submitLabel: string;
  /** The form's words in the page's language (recipeTools.json's `plan`). */
  text: Messages["recipeTools"]["plan"];
  className: string;
  id?: string;
  onPlanned?: () => void;
  children?: ReactNode;
};

/**
 * The day and meal selects and the POST to /api/plan that the recipe page's Add to plan
 * (add-to-plan.tsx) wraps with its servings.
 */
const SLOTS = ["breakfast", "lunch", "dinner"] as const;

export function PlanForm({ mealId, name, days, servings, label, submitLabel, text, className, id, onPlanned, children }: PlanFormProps) {
  const router = useRouter();
  const [day, setDay] = useState(days[0]!.day);
  const [slot, setSlot] = useState<(typeof SLOTS)[number]>("dinner");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { ok, body } = await sendJson<{ servings: number }>("POST", "/api/plan", { mealId, day, slot, servings });
    // The refusal's code in the page's language (a full week, too many changes), else its words.
    if (!ok) return void toast.error(refusalText(body, body.message ?? text.failed, pageInEnglish()));
    const planned = body.servings ?? servings;
    const said = { name, meal: text[`${slot}InSentence`], day: days.find((d) => d.day === day)?.label ?? day, count: planned ?? 0 };
    toast.success(fill(planned ? (planned === 1 ? text.plannedOne : text.plannedMany) : text.planned, said), {
      // The offered days start today: a day in the next seven is on /plan as it opens.
      action: { label: text.seePlan, onClick: () => router.push(days.findIndex((d) => d.day === day) < 7 ? "/plan" : `/plan?from=${day}`) },
    });
    onPlanned?.();
  }
  return (
    <form className={className} id={id} onSubmit={submit} aria-label={label}>
      <label>
        {text.day}{" "}
        <select value={day} onChange={(event) => setDay(event.target.value)}>
          {days.map((option) => (
            <option key={option.day} value={option.day}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {text.meal}{" "}
        <select value={slot} onChange={(event) => setSlot(event.target.value as (typeof SLOTS)[number])}>
          {SLOTS.map((meal) => (
            <option key={meal} value={meal}>
              {text[meal]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="kitchen-button">
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
