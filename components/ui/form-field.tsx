"use client";

import { useId, type ReactNode } from "react";

type ControlProps = {
  id: string;
  required: true;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

/** A labelled form control with its error message announced to screen readers. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (controlProps: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        required: true,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
