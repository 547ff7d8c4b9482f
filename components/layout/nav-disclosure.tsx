"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

type NavDisclosureProps = {
  label: ReactNode;
  /** Class of the panel; CSS decides where a closed panel is hidden (`data-open="false"`). */
  panelClassName: string;
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
};

/**
 * A button that shows and hides a panel of links (the WAI-ARIA disclosure pattern): Enter or
 * Space toggles it, Escape closes it and returns focus to the button, and it closes when a link
 * is followed or the user clicks elsewhere.
 */
export function NavDisclosure({ label, panelClassName, className, buttonClassName, children }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={className}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          // Only the innermost open panel closes (the Category menu inside the phone menu).
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {label}
      </button>
      <div id={panelId} className={panelClassName} data-open={open}>
        {children}
      </div>
    </div>
  );
}
