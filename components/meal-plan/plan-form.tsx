"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { usePlanDays } from "./plan-days";
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
 * The day and meal selects and the POST to /api/plan, shared by the recipe page (add-to-plan.tsx)
 * and the cards. Kept apart from the recipe page's form so a page of cards does not load the
 * shopping list's code.
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

/**
 * "Add to plan" on a card: a button that opens the same day and meal choice below it (the card
 * has no servings control, so the recipe's own servings are planned). Escape or planning closes
 * it and puts the focus back on the button, so a keyboard user stays where they were.
 */
export function CardAddToPlan({ mealId, name, describedBy }: { mealId: string; name: string; describedBy: string }) {
  const days = usePlanDays();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  function close() {
    setOpen(false);
    toggle.current?.focus();
  }
  return (
    <div
      className="card-plan"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="kitchen-button card-plan__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        Add to plan
      </button>
      {open && days.length > 0 ? (
        <PlanForm
          mealId={mealId}
          name={name}
          days={days}
          id={panelId}
          label={`Add ${name} to plan`}
          submitLabel="Plan it"
          className="add-to-plan card-plan__form"
          onPlanned={close}
        />
      ) : null}
    </div>
  );
}
