"use client";

import { fill } from "./message-text";
import Link from "next/link";
import { useId, useState } from "react";

const LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");

/**
 * The collapsible A–Z panel (a disclosure: Enter or Space toggles it). Each letter is a link to
 * /home?f=<letter>, so a letter search can be reloaded and shared like a name search.
 */
/** English unless the page gives its language's words. */
const ENGLISH = { byLetter: "Search by first letter", startingWith: "Meals starting with {letter}" };

export function LetterPanel({ currentLetter, text = ENGLISH }: { currentLetter: string | undefined; text?: typeof ENGLISH }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="letter-panel">
      <button
        type="button"
        className="button button--outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {text.byLetter}
      </button>
      <ul id={panelId} className="letter-panel__letters" hidden={!open}>
        {LETTERS.map((letter) => (
          <li key={letter}>
            <Link
              href={`/home?f=${letter}`}
              className="letter-panel__letter"
              aria-current={letter === currentLetter ? "true" : undefined}
              aria-label={fill(text.startingWith, { letter: letter.toUpperCase() })}
            >
              {letter.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
