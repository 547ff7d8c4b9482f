"use client";

import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from "react";

type Props = { fallback: ReactNode; draw: () => ReactNode; retry: () => void };

/**
 * Catches a part of the page whose code could not be fetched, and draws its fallback instead;
 * tries again when the browser is back online.
 */
class PartOrFallback extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(_props: Props, before: { failed: boolean }): void {
    if (this.state.failed && !before.failed) window.addEventListener("online", this.tryAgain);
  }

  override componentWillUnmount(): void {
    window.removeEventListener("online", this.tryAgain);
  }

  tryAgain = (): void => {
    window.removeEventListener("online", this.tryAgain);
    this.props.retry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.draw();
  }
}

/**
 * React's `lazy` for the parts of a page whose code comes after the page (issue 31: the toaster,
 * the recipe sheet's panels, a dialog), made safe for a page that loses its network before that
 * code has come, and before the service worker keeps it (a first visit, a phone going into a
 * tunnel): `lazy` alone throws the failed fetch into the page, and the whole page was replaced by
 * the error screen, whose own code could not be fetched either (CI on 2026-11-29: the toaster,
 * mounted at idle just after the network went). Here the part is left out (`fallback`) and
 * fetched again once the browser is back online. It still suspends while loading: the caller's
 * `<Suspense>` shows what the page shows meanwhile. `fallback` may be drawn from the part's props
 * (the AI chef's recipe as plain text where its markdown cannot load).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy` takes any component
export function lazyPart<Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
  fallback: ReactNode | ((props: ComponentProps<Part>) => ReactNode) = null,
): ComponentType<ComponentProps<Part>> {
  type P = ComponentProps<Part>;
  // A `lazy` that failed keeps failing: a new one for each try.
  let Loaded = lazy(load);
  function LazyPart(props: P) {
    return (
      <PartOrFallback
        fallback={typeof fallback === "function" ? fallback(props) : fallback}
        draw={() => <Loaded {...props} />}
        retry={() => {
          Loaded = lazy(load);
        }}
      />
    );
  }
  return LazyPart;
}
