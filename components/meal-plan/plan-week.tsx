"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import { sendOrQueue, SYNCED_EVENT } from "@/components/offline/queue";
import { useSignedInCook } from "@/components/offline/signed-in-cook";
import { MealPicture } from "@/components/meals/meal-picture";
import type { PlanOffers } from "@/lib/web/pages";
import { AddToDay } from "./plan-add";

type Slot = "breakfast" | "lunch" | "dinner";
type PlannedMeal = { id: string; day: string; slot: Slot; servings: number; recipe: { id: string; name: string; thumbnail: string; imageAlt: string | null } };
type Day = { day: string; label: string; isToday: boolean };

const SLOTS: Slot[] = ["breakfast", "lunch", "dinner"];

/** The planner's words in the page's language (lib/platform/i18n/messages/plan.json), plain, `{placeholders}` unfilled. */
export type PlanText = Record<
  | Slot
  | `${Slot}InSentence`
  | "todayMark"
  | "clearDay"
  | "clearedDay"
  | "nothingPlanned"
  | "servings"
  | "moveTo"
  | "choose"
  | "remove"
  | "dayAndMeal"
  | "moved"
  | "removed"
  | "notChanged"
  | "add"
  | "addTitle"
  | "close"
  | "meal"
  | "savedGroup"
  | "savedNone"
  | "ideasGroup"
  | "pantryGroup"
  | "ideasNone"
  | "notAdded"
  | "planned",
  string
>;
const SERVING_CHOICES = Array.from({ length: 20 }, (_, index) => index + 1);

/**
 * The seven days' grid: each day with breakfast, lunch and dinner, today marked in words. A
 * planned meal moves by dragging it onto another meal, or (keyboard and touch) with its "Move
 * to…" menu; its servings and removal are beside it; each day can be cleared, and "+ Add" plans
 * a meal on it from the cook's saved recipes, their pantry or a few ideas.
 */
export function PlanWeek({
  days,
  meals: fromServer,
  offers,
  text,
  english,
  pantryNone,
}: {
  days: Day[];
  meals: PlannedMeal[];
  offers: PlanOffers;
  text: PlanText;
  /** English pages show the server's own refusals (API messages stay English). */
  english: boolean;
  /** The pantry group's empty line, with its link (formatted on the server). */
  pantryNone: ReactNode;
}) {
  const router = useRouter();
  const cook = useSignedInCook();
  const [dragging, setDragging] = useState<string | null>(null);
  // The week as shown: the server's, with changes made offline applied at once.
  const [meals, setMeals] = useState(fromServer);
  const [shown, setShown] = useState(fromServer);
  if (shown !== fromServer) {
    setShown(fromServer);
    setMeals(fromServer);
  }

  useEffect(() => {
    // Changes made offline reached the server: show the week as it now stands.
    const refresh = () => router.refresh();
    window.addEventListener(SYNCED_EVENT, refresh);
    return () => window.removeEventListener(SYNCED_EVENT, refresh);
  }, [router]);

  /**
   * Sends a change, or (offline) keeps it on this device to send later and shows it now. `key`
   * names what it changes: a later change of the same thing replaces the queued one.
   */
  async function call(method: string, url: string, body: Record<string, unknown> | undefined, key: string, local: (week: PlannedMeal[]) => PlannedMeal[], done?: string) {
    const { ok, body: answer, queued } = await sendOrQueue(method, url, body, { key, cook });
    if (queued) return void setMeals(local);
    if (!ok) return void toast.error(refusalText(answer, text.notChanged, english));
    if (done) toast.success(done);
    router.refresh();
  }
  const change = (id: string, patch: Partial<PlannedMeal>) => (week: PlannedMeal[]) => week.map((meal) => (meal.id === id ? { ...meal, ...patch } : meal));
  const move = (meal: PlannedMeal, day: string, slot: Slot) =>
    meal.day === day && meal.slot === slot
      ? undefined
      : call(
          "PATCH",
          `/api/plan/${meal.id}`,
          { day, slot },
          `plan ${meal.id} place`,
          change(meal.id, { day, slot }),
          fillIn(text.moved, { name: meal.recipe.name, meal: text[`${slot}InSentence`], day: days.find((d) => d.day === day)?.label ?? day }),
        );

  return (
    <div className="plan-week">
      {days.map(({ day, label, isToday }) => {
        const ofDay = meals.filter((meal) => meal.day === day);
        return (
          <section key={day} className={`plan-day${isToday ? " plan-day--today" : ""}`} aria-labelledby={`day-${day}`} aria-current={isToday ? "date" : undefined}>
            <div className="plan-day__heading">
              <h2 id={`day-${day}`}>
                {label}
                {isToday ? (
                  <>
                    {" "}
                    <span className="plan-day__today">{text.todayMark}</span>
                  </>
                ) : null}
              </h2>
              {ofDay.length > 0 ? (
                <button type="button" className="kitchen-button plan-day__clear" onClick={() => void call("DELETE", `/api/plan?day=${day}`, undefined, `clear ${day}`, (week) => week.filter((meal) => meal.day !== day), fillIn(text.clearedDay, { day: label }))}>
                  {fillIn(text.clearDay, { day: label })}
                </button>
              ) : null}
            </div>
            {SLOTS.map((slot) => {
              const here = ofDay.filter((meal) => meal.slot === slot);
              return (
                <div
                  key={slot}
                  className={`plan-slot${dragging ? " plan-slot--target" : ""}`}
                  data-testid={`slot-${day}-${slot}`}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    const meal = meals.find((candidate) => candidate.id === event.dataTransfer.getData("text/plain"));
                    setDragging(null);
                    if (meal) void move(meal, day, slot);
                  }}
                >
                  <h3>{text[slot]}</h3>
                  {here.length === 0 ? <p className="kitchen-muted">{text.nothingPlanned}</p> : null}
                  <ul>
                    {here.map((meal) => (
                      <li
                        key={meal.id}
                        className="plan-meal"
                        draggable
                        onDragStart={(event) => {
                          event.dataTransfer.setData("text/plain", meal.id);
                          setDragging(meal.id);
                        }}
                        onDragEnd={() => setDragging(null)}
                      >
                        <div className="plan-meal__recipe">
                          <MealPicture className="plan-meal__picture" src={meal.recipe.thumbnail} alt={meal.recipe.imageAlt ?? meal.recipe.name} size={64} />
                          <Link href={`/recipeDetail/${meal.recipe.id}`} id={`planned-${meal.id}`}>
                            {meal.recipe.name}
                          </Link>
                        </div>
                        <div className="plan-meal__tools">
                          <label>
                            {text.servings}{" "}
                            <select
                              value={meal.servings}
                              aria-describedby={`planned-${meal.id}`}
                              onChange={(event) => {
                                const servings = Number(event.target.value);
                                void call("PATCH", `/api/plan/${meal.id}`, { servings }, `plan ${meal.id} servings`, change(meal.id, { servings }));
                              }}
                            >
                              {SERVING_CHOICES.map((count) => (
                                <option key={count} value={count}>
                                  {count}
                                </option>
                              ))}
                            </select>
                          </label>
                          <label>
                            {text.moveTo}{" "}
                            <select
                              value=""
                              aria-describedby={`planned-${meal.id}`}
                              onChange={(event) => {
                                const [toDay, toSlot] = event.target.value.split("|");
                                if (toDay && toSlot) void move(meal, toDay, toSlot as Slot);
                              }}
                            >
                              <option value="">{text.choose}</option>
                              {days.flatMap((target) =>
                                SLOTS.map((targetSlot) => (
                                  <option key={`${target.day}|${targetSlot}`} value={`${target.day}|${targetSlot}`}>
                                    {fillIn(text.dayAndMeal, { day: target.label, meal: text[`${targetSlot}InSentence`] })}
                                  </option>
                                )),
                              )}
                            </select>
                          </label>
                          <button
                            type="button"
                            className="kitchen-button"
                            aria-describedby={`planned-${meal.id}`}
                            onClick={() =>
                              void call("DELETE", `/api/plan/${meal.id}`, undefined, `remove ${meal.id}`, (week) => week.filter((other) => other.id !== meal.id), fillIn(text.removed, { name: meal.recipe.name }))
                            }
                          >
                            {text.remove}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            {/* On every day, so the button that had the focus is still there once the day is planned. */}
            <AddToDay day={day} label={label} offers={offers} text={text} english={english} pantryNone={pantryNone} />
          </section>
        );
      })}
    </div>
  );
}

/** Prints the week (the print style leaves the controls out). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="kitchen-button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
