"use client";

import { Suspense, lazy } from "react";

const ErrorScreen = lazy(() => import("@/components/ui/error-screen"));

/**
 * The language of the page that failed: the one its root layout drew (<html lang>, still in place
 * when a navigation failed), else the cook's choice (the `locale` cookie /account and the footer
 * set), else the browser's; English for any other.
 */
function languageBefore(): string {
  if (typeof document === "undefined") return "en";
  const cookie = /(?:^|;\s*)locale=(\w+)/.exec(document.cookie)?.[1];
  const tag = (document.documentElement.lang || cookie || navigator.language).slice(0, 2).toLowerCase();
  return ["de", "fr", "es"].includes(tag) ? tag : "en";
}

/**
 * The one error screen of the site (a page, a layout or the root layout failed: the database is
 * down, say), in the page's language rather than Next's English. One boundary, not an error.tsx
 * per group: every boundary's code is in its pages' first load, and the recipe page and /contact
 * have next to no script budget left (issue 31); the screen and its words load only once a page
 * has failed.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang={languageBefore()}>
      <body>
        <main id="main">
          <Suspense>
            <ErrorScreen reset={reset} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
