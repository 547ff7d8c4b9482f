"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MAX_SEARCH_LENGTH } from "@/config/meals";
import { fill } from "@/components/meals/message-text";

type Suggestion = { kind: "meal" | "ingredient" | "category"; label: string };

const KIND_KEYS = { meal: "kindMeal", ingredient: "kindIngredient", category: "kindCategory" } as const;

/** The box's words in the page's language (home.json's "form"). */
export type ComboboxText = {
  placeholder: string;
  suggestions: string;
  noSuggestions: string;
  oneSuggestion: string;
  manySuggestions: string;
  kindMeal: string;
  kindIngredient: string;
  kindCategory: string;
};

// Long enough that a cook typing at speed sends one request per pause, not one per key.
const TYPING_PAUSE_MS = 150;
const MIN_LETTERS = 2;

/**
 * The words box as a WAI-ARIA combobox (list autocomplete): while a cook types, meals,
 * ingredients and categories are offered below it. Down and Up move through them (the input
 * keeps focus; aria-activedescendant points at the option), Enter picks one and searches it,
 * Escape closes the list (or, when closed, empties the box); how many there are is said in a
 * live region. Without scripts it is the plain box of the seed.
 */
export function MealCombobox({ initialWords, onPick, text: labels }: { initialWords: string; onPick: (words: string) => void; text: ComboboxText }) {
  const [value, setValue] = useState(initialWords);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  // Only what the cook typed asks for suggestions (not a value set from the URL or a pick).
  const [typed, setTyped] = useState<string | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (typed === null) return;
    const text = typed.trim();
    if (text.length < MIN_LETTERS) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggestions?${new URLSearchParams({ q: text })}`, { signal: controller.signal });
        if (!response.ok) return;
        const { suggestions: found } = (await response.json()) as { suggestions: Suggestion[] };
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setAnnouncement(
          found.length === 0 ? labels.noSuggestions : found.length === 1 ? labels.oneSuggestion : fill(labels.manySuggestions, { count: found.length }),
        );
      } catch {
        // A newer keystroke aborted this request, or the network failed: the box works without suggestions.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [typed, labels]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (suggestion: Suggestion) => {
    setValue(suggestion.label);
    setTyped(null);
    close();
    setAnnouncement("");
    onPick(suggestion.label);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index + 1) % suggestions.length);
        return;
      case "ArrowUp":
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        return;
      case "Enter":
        if (open && active >= 0 && suggestions[active]) {
          event.preventDefault();
          pick(suggestions[active]);
        } else close();
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue("");
          setTyped(null);
          setSuggestions([]);
        }
        return;
      case "Tab":
        close();
        return;
    }
  };

  return (
    <div className="finder-combobox">
      <input
        ref={input}
        id="meal-name"
        name="s"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={labels.placeholder}
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          setTyped(text);
          if (text.trim().length < MIN_LETTERS) {
            setSuggestions([]);
            close();
            setAnnouncement("");
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={labels.suggestions} className="finder-combobox__list" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="finder-combobox__option"
            // Keeps focus in the box, so the blur above does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className="finder-combobox__label">{suggestion.label}</span>
            <span className="finder-combobox__kind">{labels[KIND_KEYS[suggestion.kind]]}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
