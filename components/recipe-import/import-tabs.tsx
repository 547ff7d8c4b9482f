"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = { key: string; label: string; panel: ReactNode };

/**
 * The import's ways in as WAI-ARIA tabs (arrow keys, Home and End move between them). Every
 * panel stays mounted, so what a cook typed or chose in one is still there on coming back.
 */
export function ImportTabs({ tabs, label, initial }: { tabs: Tab[]; label: string; initial?: string }) {
  const id = useId();
  const [selected, setSelected] = useState(() => Math.max(0, tabs.findIndex((tab) => tab.key === initial)));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const move = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (move === undefined) return;
    event.preventDefault();
    const next = (move + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="import-tabs">
      <div role="tablist" aria-label={label} className="import-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-controls={`${id}-${tab.key}-panel`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="import-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} role="tabpanel" id={`${id}-${tab.key}-panel`} aria-labelledby={`${id}-${tab.key}-tab`} hidden={index !== selected} className="import-tabs__panel">
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
