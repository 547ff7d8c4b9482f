"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { fillIn, refusalText } from "@/components/ui/kitchen-text";
import { MealPicture } from "@/components/meals/meal-picture";
import { sendJson } from "@/components/ui/send-json";
import type { PlanOffer, PlanOffers } from "@/lib/web/pages";
import type { PlanText } from "./plan-week";

type Slot = "breakfast" | "lunch" | "dinner";

const GROUP_KEYS: (keyof PlanOffers)[] = ["saved", "pantry", "suggestions"];

/**
 * A day's "+ Add": a button that opens a dialog offering the cook's saved recipes, what their
 * pantry can make and a few ideas, with the meal of the day to plan it for. The native modal
 * <dialog> moves focus in, keeps Tab inside, closes on Escape and gives focus back. Choosing a
 * meal plans it through POST /api/plan (for the servings its recipe makes) and the week reloads.
 */
export function AddToDay({
  day,
  label,
  offers,
  text,
  english,
  pantryNone,
}: {
  day: string;
  label: string;
  offers: PlanOffers;
  text: PlanText;
  english: boolean;
  pantryNone: ReactNode;
}) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<Slot>("dinner");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const name = fillIn(text.addTitle, { day: label });
  const groups: Record<keyof PlanOffers, { title: string; none: ReactNode }> = {
    saved: { title: text.savedGroup, none: text.savedNone },
    pantry: { title: text.pantryGroup, none: pantryNone },
    suggestions: { title: text.ideasGroup, none: text.ideasNone },
  };

  function show() {
    setOpen(true);
    dialog.current?.showModal();
  }
  async function choose(offer: PlanOffer) {
    setBusy(true);
    const { ok, body } = await sendJson<{ servings: number }>("POST", "/api/plan", { mealId: offer.id, day, slot });
    setBusy(false);
    if (!ok) return void toast.error(refusalText(body, text.notAdded, english));
    dialog.current?.close();
    toast.success(fillIn(text.planned, { name: offer.name, meal: text[`${slot}InSentence`], day: label }));
    router.refresh();
  }

  return (
    <>
      {/* Seen as "+ Add" inside the day; heard as "Add a meal to Sat 28 Nov", which says which day (and holds the word seen). */}
      <button type="button" className="kitchen-button plan-day__add" aria-haspopup="dialog" aria-label={name} onClick={show}>
        <span aria-hidden="true">+ </span>
        {text.add}
      </button>
      <dialog ref={dialog} className="plan-add" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        {open ? (
          <>
            <div className="plan-add__heading">
              <h2 id={titleId}>{name}</h2>
              <button type="button" className="kitchen-button" onClick={() => dialog.current?.close()}>
                {text.close}
              </button>
            </div>
            <label className="plan-add__slot">
              {text.meal}{" "}
              <select value={slot} onChange={(event) => setSlot(event.target.value as Slot)}>
                <option value="breakfast">{text.breakfast}</option>
                <option value="lunch">{text.lunch}</option>
                <option value="dinner">{text.dinner}</option>
              </select>
            </label>
            {GROUP_KEYS.map((key) => ({ key, ...groups[key] })).map((group) => (
              <section key={group.key} className="plan-add__group" aria-labelledby={`${titleId}-${group.key}`}>
                <h3 id={`${titleId}-${group.key}`}>{group.title}</h3>
                {offers[group.key].length === 0 ? (
                  <p className="kitchen-muted">{group.none}</p>
                ) : (
                  <ul>
                    {offers[group.key].map((offer) => (
                      <li key={offer.id}>
                        <button type="button" className="plan-offer" disabled={busy} onClick={() => void choose(offer)}>
                          {/* The name beside it says what it is: the picture is decoration here. */}
                          <MealPicture className="plan-offer__picture" src={offer.thumbnail} alt="" size={48} />
                          <span className="plan-offer__text">
                            <span className="plan-offer__name">{offer.name}</span>
                            {offer.note ? <span className="plan-offer__note">{offer.note}</span> : null}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        ) : null}
      </dialog>
    </>
  );
}
