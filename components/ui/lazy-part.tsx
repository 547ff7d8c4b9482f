"use client";

import { lazy, useEffect, useReducer, type ComponentProps, type ComponentType, type ReactNode } from "react";

/**
 * React's `lazy` for the parts of a page whose code comes after the page (issue 31: the toaster,
 * the recipe sheet's panels, a dialog), made safe for a page that loses its network before that
 * code has come, and before the service worker keeps it (a first visit, a phone going into a
 * tunnel): `lazy` alone throws the failed fetch into the page, and the whole page was replaced by
 * the error screen, whose own code could not be fetched either (CI on 2026-11-29: the toaster,
 * mounted at idle just after the network went). Here a failed fetch draws `fallback` (nothing, or
 * something drawn from the part's props: the AI chef's recipe as plain text), and the part is
 * fetched again at the browser's `online` event. It still suspends while loading: the caller's
 * `<Suspense>` shows what the page shows meanwhile. No error boundary: the fetch's failure is
 * caught where it happens, which keeps this small (it is in most pages' first load).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy` takes any component
export function lazyPart<Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
  fallback: ReactNode | ((props: ComponentProps<Part>) => ReactNode) = null,
): ComponentType<ComponentProps<Part>> {
  type P = ComponentProps<Part>;
  let missing = false;
  const Missing = (props: P) => (typeof fallback === "function" ? fallback(props) : fallback);
  const attempt = () =>
    load().catch(() => {
      missing = true;
      return { default: Missing as unknown as Part };
    });
  // A `lazy` keeps what its first fetch gave: a new one for each try.
  let Loaded = lazy(attempt);
  function LazyPart(props: P) {
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      const again = () => {
        if (!missing) return;
        missing = false;
        Loaded = lazy(attempt);
        redraw();
      };
      window.addEventListener("online", again);
      return () => window.removeEventListener("online", again);
    }, []);
    return <Loaded {...props} />;
  }
  return LazyPart;
}
