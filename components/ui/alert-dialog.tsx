"use client";

import { useEffect, useId, useRef } from "react";

export type AlertDialogContent = {
  tone: "success" | "error" | "warning";
  title: string;
  message?: string;
  /** Makes it a question: Cancel (focused first) and this button, which calls `onConfirm`. */
  confirmLabel?: string;
  /** The question's Cancel in the page's language; "Cancel" unless given. */
  cancelLabel?: string;
};

const ICONS = { success: ["✓", "Success"], error: ["!", "Error"], warning: ["!", "Warning"] } as const;

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

  const [icon, iconLabel] = ICONS[content?.tone ?? "error"];
  return (
    <dialog
      ref={ref}
      className={`alert-dialog alert-dialog--${content?.tone ?? "error"}`}
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
          <span className="alert-dialog__icon" role="img" aria-label={iconLabel}>
            {icon}
          </span>
          <h2 id={titleId} className="alert-dialog__title">
            {content.title}
          </h2>
          {content.message ? <p id={messageId}>{content.message}</p> : null}
          <form method="dialog" className="alert-dialog__actions">
            {content.confirmLabel ? (
              <>
                <button className="button button--outline" type="submit" value="cancel" autoFocus>
                  {content.cancelLabel ?? "Cancel"}
                </button>
                <button className="button button--danger" type="submit" value="confirm">
                  {content.confirmLabel}
                </button>
              </>
            ) : (
              <button className="button" type="submit" autoFocus>
                OK
              </button>
            )}
          </form>
        </>
      ) : null}
    </dialog>
  );
}
