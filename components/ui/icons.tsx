import type { ReactNode } from "react";

/** A 24 px line icon in the text's colour; decorative: the link beside it carries the words. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {children}
    </svg>
  );
}

/** A magnifying glass. */
export function FindIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </LineIcon>
  );
}

/** A storage jar with a lid. */
export function PantryIcon() {
  return (
    <LineIcon>
      <path d="M8 3h8v3H8z" />
      <path d="M7 6h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" />
      <path d="M9 12h6" />
    </LineIcon>
  );
}

/** A calendar page. */
export function PlanIcon() {
  return (
    <LineIcon>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </LineIcon>
  );
}

/** A list with ticks. */
export function ListIcon() {
  return (
    <LineIcon>
      <path d="M4 6.5l1.5 1.5L8 5.5M4 12.5l1.5 1.5L8 11.5M4 18.5l1.5 1.5L8 17.5" />
      <path d="M11 7h9M11 13h9M11 19h9" />
    </LineIcon>
  );
}

/** An open book. */
export function RecipesIcon() {
  return (
    <LineIcon>
      <path d="M12 6.5C10 5 7.5 4.5 3.5 4.5v14c4 0 6.5.5 8.5 2 2-1.5 4.5-2 8.5-2v-14c-4 0-6.5.5-8.5 2z" />
      <path d="M12 6.5v14" />
    </LineIcon>
  );
}

/** A stopwatch: the cook-mode timer buttons (an emoji would depend on the device's emoji font). */
export function TimerIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 13.5V10M10 2.5h4M12 2.5V6M18.5 6.5l1.5-1.5" />
    </LineIcon>
  );
}

/** A head and shoulders: the account, where the cook's name is not known (the offline page). */
export function PersonIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </LineIcon>
  );
}
