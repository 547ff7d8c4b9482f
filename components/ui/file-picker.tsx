"use client";

import { useState, type ComponentPropsWithRef } from "react";

/** What the picker says, in the page's language (the browser's own "Choose File" follows the browser's, not Res-pe's). */
export type FilePickerWords = { choose: string; none: string; many: string };

type Props = Omit<ComponentPropsWithRef<"input">, "type"> & { id: string; words: FilePickerWords };

const describe = (files: FileList | null | undefined, words: FilePickerWords) =>
  !files || files.length === 0 ? words.none : files.length === 1 ? files[0]!.name : words.many.replace("{count}", String(files.length));

/** Empties a picker's input from code (a refused picture), telling the picker as a cook's change would. */
export function clearFilePicker(input: HTMLInputElement | null): void {
  if (!input) return;
  input.value = "";
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * A file input whose button speaks the page's language (issue 35): the native input stays, unseen
 * over the picker (a click opens the chooser, a dropped file lands in it) and focusable (Tab, then
 * Space or Enter; its focus ring drawn on the button); its second label is the button a cook sees,
 * and the chosen file's name shows beside it. The field's own label names the input.
 */
export function FilePicker({ words, id, onChange, ...input }: Props) {
  const [chosen, setChosen] = useState<FileList | null>(null);
  return (
    <span className="file-picker">
      <input
        {...input}
        id={id}
        type="file"
        className="file-picker__input"
        onChange={(event) => {
          setChosen(event.target.files);
          onChange?.(event);
        }}
      />
      <label htmlFor={id} className="button button--outline file-picker__button">
        {words.choose}
      </label>
      <span className="file-picker__chosen">{describe(chosen, words)}</span>
    </span>
  );
}
