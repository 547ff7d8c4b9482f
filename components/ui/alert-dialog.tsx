"use client";

import { useEffect, useId, useRef } from "react";
import { pageLocale } from "./page-language";

export type AlertDialogContent = {
  tone: "success" | "error" | "warning";
  title: string;
  message?: string;
  /** Makes it a question: Cancel (focused first) and this button, which calls `onConfirm`. */
  confirmLabel?: string;
  /** The question's Cancel in the page's language; "Cancel" unless given. */
  cancelLabel?: string;
};

const ICONS = { success: "✓", error: "!", warning: "!" } as const;

/** The icon's name and the lone button, in the page's language (a dialog opens in the browser, after an event). */
const WORDS = {
  en: { success: "Success", error: "Error", warning: "Warning", cancel: "Cancel", ok: "OK" },
  de: { success: "Erledigt", error: "Fehler", warning: "Warnung", cancel: "Abbrechen", ok: "OK" },
  fr: { success: "Réussi", error: "Erreur", warning: "Attention", cancel: "Annuler", ok: "OK" },
  es: { success: "Hecho", error: "Error", warning: "Aviso", cancel: "Cancelar", ok: "Aceptar" },
} as const;

/**
 * A modal message with one button, or a question with two, on the native <dialog>: the
 * browser moves focus into it, keeps Tab inside, closes it on Escape (as Cancel) and gives
 * focus back afterwards.
 */
export function AlertDialog({
  content,
  onClose,
  onConfirm,
}: {
  content: AlertDialogContent | null;
  onClose: () => void;
  onConfirm?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (content && !dialog.open) {
      dialog.returnValue = "";
      dialog.showModal();
    }
    if (!content && dialog.open) dialog.close();
  }, [content]);

  const tone = content?.tone ?? "error";
  // Only read with content, which a cook's action sets in the browser: the server draws an empty dialog.
  const words = content ? WORDS[pageLocale()] : WORDS.en;
  return (
    <dialog
      ref={ref}
      className={`alert-dialog alert-dialog--${tone}`}
      aria-labelledby={titleId}
      aria-describedby={content?.message ? messageId : undefined}
      onClose={() => {
        // The button that closed the form says what was chosen; Escape leaves it empty.
        const confirmed = ref.current?.returnValue === "confirm";
        onClose();
        if (confirmed) onConfirm?.();
      }}
    >
      {content ? (
        <>
          <span className="alert-dialog__icon" role="img" aria-label={words[tone]}>
            {ICONS[tone]}
          </span>
          <h2 id={titleId} className="alert-dialog__title">
            {content.title}
          </h2>
          {content.message ? <p id={messageId}>{content.message}</p> : null}
          <form method="dialog" className="alert-dialog__actions">
            {content.confirmLabel ? (
              <>
                <button className="button button--outline" type="submit" value="cancel" autoFocus>
                  {content.cancelLabel ?? words.cancel}
                </button>
                <button className="button button--danger" type="submit" value="confirm">
                  {content.confirmLabel}
                </button>
              </>
            ) : (
              <button className="button" type="submit" autoFocus>
                {words.ok}
              </button>
            )}
          </form>
        </>
      ) : null}
    </dialog>
  );
}
