"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { MealCombobox, type ComboboxText } from "./meal-combobox";

// What had focus when the form sent the cook to a new URL: the form is drawn anew for that URL
// (its fields follow the URL), and focus goes back to the same field.
let focusAfterNavigation: { name: string; value: string } | null = null;

/** The URL a search opens: only the fields with a value, the default sort left out, the letter only without words. */
function finderUrl(form: HTMLFormElement): string | null {
  const params = new URLSearchParams();
  const data = new FormData(form);
  const words = String(data.get("s") ?? "").trim();
  for (const [key, raw] of data.entries()) {
    const value = String(raw).trim();
    if (!value || (key === "sort" && value === "relevance") || (key === "f" && words) || (key === "s" && !words)) continue;
    params.append(key, key === "s" ? words : value);
  }
  // An empty box and no filter: the seed's "empty search does nothing".
  if (!words && [...params.keys()].every((key) => key === "f")) return null;
  return `/home?${params.toString().replace(/%2C/gi, ",")}`;
}

/**
 * The Recipe Finder's form: the words box with its suggestions, the letter being shown, and the
 * filters (given as children, drawn on the server with their counts). Without scripts it is a
 * plain GET form to /home; with them, a search opens a tidy URL, and a filter applies as soon as
 * it is ticked or chosen.
 */
export function FinderForm({
  initialWords,
  letter,
  children,
  text,
}: {
  initialWords: string;
  letter?: string;
  children: ReactNode;
  /** The form's words in the page's language (home.json's "form"). */
  text: ComboboxText & { mealName: string; search: string };
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = focusAfterNavigation;
    focusAfterNavigation = null;
    if (!target || !form.current) return;
    const field = [...form.current.elements].find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? element.name === target.name && (element.name === "s" || element instanceof HTMLSelectElement || element.value === target.value)
          : false,
    );
    field?.closest("details")?.setAttribute("open", "");
    field?.focus();
  }, []);

  const go = () => {
    if (!form.current) return;
    const url = finderUrl(form.current);
    if (!url) return;
    const focused = document.activeElement;
    focusAfterNavigation =
      focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement ? { name: focused.name, value: focused.value } : null;
    router.push(url, { scroll: false });
  };

  return (
    <form
      ref={form}
      action="/home"
      method="get"
      className="finder-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
      onChange={(event) => {
        const target: EventTarget = event.target;
        // Ticks and choices apply at once; typed ingredients wait for Enter or "Apply filters".
        if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"))) go();
      }}
    >
      <div className="finder-form__words">
        <label htmlFor="meal-name" className="visually-hidden">
          {text.mealName}
        </label>
        <MealCombobox initialWords={initialWords} onPick={() => requestAnimationFrame(go)} text={text} />
        <button type="submit" className="button">
          {text.search}
        </button>
      </div>
      {letter ? <input type="hidden" name="f" value={letter} /> : null}
      {children}
    </form>
  );
}
