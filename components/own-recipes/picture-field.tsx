"use client";

import { useEffect, useId, useRef, useState } from "react";
import { RECIPE_PICTURE } from "@/lib/validations/limits";
import { FieldError } from "@/components/ui/form-field";
import type { Messages } from "@/lib/platform/i18n";
import { FilePicker, clearFilePicker } from "@/components/ui/file-picker";

/** What Save does with the picture: nothing, upload this file, or go back to the drawn one. */
export type PictureChoice = { kind: "keep" } | { kind: "new"; file: File; previewUrl: string } | { kind: "remove" };


/**
 * The picture: a preview of the chosen file (before anything is uploaded), the current one, or
 * the note that the app draws one. Type and size are checked here for a quick answer; the
 * server decides by the file's content.
 */
export function PictureField({
  currentUrl,
  hasUploadedPicture,
  choice,
  onChange,
  text,
}: {
  currentUrl: string | undefined;
  hasUploadedPicture: boolean;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
  /** The field's words in the page's language (recipeForm.json). */
  text: Messages["recipeForm"];
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  // A preview's object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (choice.kind === "new") return () => URL.revokeObjectURL(choice.previewUrl);
  }, [choice]);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem =
      file.type && !(RECIPE_PICTURE.types as readonly string[]).includes(file.type)
        ? text.wrongType
        : file.size > RECIPE_PICTURE.maxBytes
          ? text.tooLarge
          : undefined;
    setError(problem);
    if (problem) {
      clearFilePicker(input.current);
      return;
    }
    onChange({ kind: "new", file, previewUrl: URL.createObjectURL(file) });
  }

  function keepCurrent() {
    clearFilePicker(input.current);
    setError(undefined);
    onChange({ kind: "keep" });
  }

  const showsCurrent = choice.kind === "keep" && currentUrl && hasUploadedPicture;
  return (
    <fieldset className="picture-field">
      <legend>
        {text.picture}
        <span className="field__optional"> ({text.optional})</span>
      </legend>
      <div className="picture-field__preview">
        {choice.kind === "new" ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, nothing to optimise
          <img src={choice.previewUrl} alt={text.previewAlt} width={240} height={180} />
        ) : showsCurrent ? (
          // eslint-disable-next-line @next/next/no-img-element -- see components/meals/meal-picture.tsx
          <img src={currentUrl} alt={text.currentAlt} width={240} height={180} />
        ) : (
          <p>{text.noPicture}</p>
        )}
      </div>
      <div className="field">
        <label htmlFor={id}>{showsCurrent ? text.chooseAnother : text.choose}</label>
        <p id={`${id}-hint`} className="field__hint">
          {text.pictureHint}
        </p>
        <FilePicker
          ref={input}
          id={id}
          words={{ choose: text.fileChoose, none: text.noFile, many: text.filesChosen }}
          accept={RECIPE_PICTURE.types.join(",")}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <p className="picture-field__actions">
        {choice.kind === "new" ? (
          <button type="button" className="button button--outline" onClick={keepCurrent}>
            {text.dontUse}
          </button>
        ) : null}
        {choice.kind === "keep" && hasUploadedPicture ? (
          <button type="button" className="button button--outline" onClick={() => onChange({ kind: "remove" })}>
            {text.removePicture}
          </button>
        ) : null}
        {choice.kind === "remove" ? (
          <button type="button" className="button button--outline" onClick={keepCurrent}>
            {text.keepPicture}
          </button>
        ) : null}
      </p>
    </fieldset>
  );
}
