"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { sendJson } from "@/components/ui/send-json";
import { useRecipeScale } from "./recipe-scale";
import { AddToShoppingList } from "./shopping-list";

type Day = { day: string; label: string };

/** "Add to plan": a day of the next two weeks, a meal, and the servings chosen above. */
export function AddToPlan({ mealId, name, days }: { mealId: string; name: string; days: Day[] }) {
  const scale = useRecipeScale();
  const router = useRouter();
  const [day, setDay] = useState(days[0]!.day);
  const [slot, setSlot] = useState("dinner");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const servings = scale?.servings ?? 4;
    const { ok, body } = await sendJson("POST", "/api/plan", { mealId, day, slot, servings });
    if (!ok) return void toast.error(body.message ?? "Could not add it to your plan.");
    toast.success(`Planned ${name} for ${slot} on ${days.find((d) => d.day === day)?.label} (${servings} servings).`, {
      action: { label: "See the plan", onClick: () => router.push(`/plan?week=${day}`) },
    });
  }
  return (
    <form className="add-to-plan" onSubmit={submit} aria-label="Add to plan">
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
        Add to plan
      </button>
      <AddToShoppingList mealId={mealId} servings={scale?.servings ?? 4} />
    </form>
  );
}
