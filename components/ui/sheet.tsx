"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { usePageLocale } from "./page-language";

/** Close in the page's language: every sheet has one, and no caller need pass it. */
const CLOSE = { en: "Close", de: "Schließen", fr: "Fermer", es: "Cerrar" } as const;

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/**
 * A sheet of further actions on the native modal <dialog>: the browser makes the page behind it
 * inert and closes it on Escape; Tab and Shift+Tab wrap around inside it here, as a headless or
 * embedded browser would otherwise let the focus leave for the browser's own controls. Every way
 * of closing it ends in the dialog's close event, where `onClose` puts the focus back. It rises
 * from the bottom on a phone and sits in the middle of a wider screen (forms-and-dialogs.css).
 */
export function Sheet({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const locale = usePageLocale();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    // checkVisibility: a closed <details>' content still has boxes, but the focus never goes there.
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
    const [first, last] = [stops[0], stops.at(-1)];
    if (!first || !last) return;
    const at = document.activeElement;
    if (event.shiftKey && (at === first || at === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // A tap on the backdrop (the dialog itself, outside its panel) closes it too; Escape and the
    // Close button are the keyboard's ways.
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="sheet__panel">
        <div className="sheet__bar">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="kitchen-button" onClick={() => ref.current?.close()}>
            {CLOSE[locale]}
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
