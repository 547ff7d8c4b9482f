"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";
import { fill } from "./message-text";

// The screen, its timers and the wake lock are a chunk of their own, fetched when a cook opens
// cook mode (or points at its button): most visitors of a recipe never do, and a public page's
// first load is the lighter for it (issue 37).
const loadScreen = () => import("./cook-mode-screen");
const CookModeScreen = lazy(loadScreen);
const warmUp = () => void loadScreen();

/** "Cook mode" on every recipe: one step at a time, large, with timers and the screen kept on. */
export function CookMode({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const text = useRecipeScale()!.text.cookMode;
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className="kitchen-button" onPointerEnter={warmUp} onFocus={warmUp} onClick={() => setOpen(true)}>
        {text.open}
      </button>
      {open ? (
        <Suspense fallback={<OpeningScreen name={name} onClose={close} />}>
          <CookModeScreen name={name} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * What shows for the moment the screen's chunk takes to arrive on a slow line: the same
 * full-screen dialog (nothing on the page moves), busy, with its Close button already there and
 * focused, and Escape closing it as it closes the screen.
 */
function OpeningScreen({ name, onClose }: { name: string; onClose: () => void }) {
  const text = useRecipeScale()!.text.cookMode;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="cook-mode" role="dialog" aria-modal="true" aria-busy="true" aria-label={fill(text.dialog, { name })}>
      <div className="cook-mode__bar cook-mode__bar--opening">
        <button ref={close} type="button" className="kitchen-button" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </div>
  );
}
