"use client";

import { useId, type ReactNode } from "react";

type ControlProps = {
  id: string;
  required: boolean;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

/** A labelled form control with its hint and its error message announced to screen readers. */
export function FormField({
  label,
  error,
  hint,
  optional = false,
  optionalText = "optional",
  children,
}: {
  label: string;
  error: string | undefined;
  /** A line under the label that says what to type (read out with the control). */
  hint?: string;
  optional?: boolean;
  /** "(optional)" in the page's language. */
  optionalText?: string;
  children: (controlProps: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({optionalText})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        required: !optional,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A control's error, announced as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}
