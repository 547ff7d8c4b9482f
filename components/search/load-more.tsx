"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { fill } from "@/components/meals/message-text";

/**
 * "Load more": a link to the next page's URL (so it works without scripts and can be shared),
 * which the app follows without a reload, keeping the cards above. Once the new cards are in,
 * focus moves to the first of them, so a keyboard or screen-reader user carries on from there.
 * Stays mounted on the last page (drawing nothing) to move focus after the last load too.
 */
export function LoadMore({
  href,
  shown,
  total,
  text,
}: {
  href: string | null;
  shown: number;
  total: number;
  /** Its words in the page's language. */
  text: { moreMeals: string; loadMore: string; showing: string };
}) {
  const before = useRef<number | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const count = before.current;
    if (count === null || shown <= count) return;
    before.current = null;
    const heading = anchor.current?.closest("section")?.querySelectorAll("article")[count]?.querySelector("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [shown]);

  return (
    <div ref={anchor}>
      {href ? (
        <nav className="finder-results__more" aria-label={text.moreMeals}>
          <Link className="button button--outline" href={href} scroll={false} onClick={() => (before.current = shown)}>
            {text.loadMore}
          </Link>
          <span className="finder-results__shown">
            {fill(text.showing, { shown, total })}
          </span>
        </nav>
      ) : null}
    </div>
  );
}
