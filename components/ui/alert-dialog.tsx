"use client";

import { useEffect, useId, useRef } from "react";

export type AlertDialogContent = { tone: "success" | "error"; title: string; message?: string };

/**
 * A modal message with one button, on the native <dialog>: the browser moves focus into it,
 * keeps Tab inside, closes it on Escape and gives focus back afterwards.
 */
export function AlertDialog({
  content,
  onClose,
}: {
  content: AlertDialogContent | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (content && !dialog.open) dialog.showModal();
    if (!content && dialog.open) dialog.close();
  }, [content]);

  return (
    <dialog
      ref={ref}
      className={`alert-dialog alert-dialog--${content?.tone ?? "error"}`}
      aria-labelledby={titleId}
      aria-describedby={content?.message ? messageId : undefined}
      onClose={onClose}
    >
      {content ? (
        <>
          <span className="alert-dialog__icon" role="img" aria-label={content.tone === "error" ? "Error" : "Success"}>
            {content.tone === "error" ? "!" : "✓"}
          </span>
          <h2 id={titleId} className="alert-dialog__title">
            {content.title}
          </h2>
          {content.message ? <p id={messageId}>{content.message}</p> : null}
          <form method="dialog">
            <button className="button" type="submit" autoFocus>
              OK
            </button>
          </form>
        </>
      ) : null}
    </dialog>
  );
}
