"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { fill } from "@/components/meals/message-text";
import type { Messages } from "@/lib/platform/i18n";

// The form (its photo picker, its saving) is fetched when the sheet first opens, or when a cook
// points at or focuses the button: the recipe page's first load carries only the button (issue 31).
const loadForm = () => import("./made-it-form");
const MadeItForm = lazy(loadForm);
const warmUp = () => void loadForm().catch(() => undefined);

/** "I made it": a button that opens a sheet with the day, a note, the changes and a photo (made-it-form.tsx). */
export function MadeItButton({ mealId, name, today, text }: { mealId: string; name: string; today: string; text: Messages["recipeTools"]["madeIt"] }) {
  const [open, setOpen] = useState(false);
  // Once opened the form stays, so what a cook typed outlives closing the sheet.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <div className="made-it">
      <button
        ref={opener}
        type="button"
        className="kitchen-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {text.button}
      </button>
      <Sheet
        open={open}
        title={fill(text.title, { name })}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {opened ? (
          // On a slow line, a busy block holds the form's place in the sheet.
          <Suspense fallback={<div className="recipe-actions__loading" aria-busy="true" />}>
            <MadeItForm mealId={mealId} today={today} text={text} onSaved={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Sheet>
    </div>
  );
}
