"use client";

import { useEffect, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A zod resolver for a form that needs react-hook-form at once (field arrays, watched fields:
 * the recipe form), whose schema and zod still load after the page (issue 31): at idle, or at
 * the first validation if that comes sooner, which then waits for them. The same schema as the
 * route's. Forms without field arrays use useLazyForm (./use-lazy-form.ts), which defers
 * react-hook-form too.
 */
export function useLazyResolver<Fields extends FieldValues, Output>(schema: () => Promise<ZodType<Output, Fields>>): Resolver<Fields, unknown, Output> {
  const [lazy] = useState(() => {
    let loading: Promise<Resolver<Fields, unknown, Output>> | null = null;
    const load = () =>
      (loading ??= Promise.all([import("@hookform/resolvers/zod"), schema()]).then(
        ([{ zodResolver }, loaded]) => zodResolver(loaded as never) as unknown as Resolver<Fields, unknown, Output>,
        (error: unknown) => {
          // Offline, or a new deployment replaced the chunk: the next validation tries again.
          loading = null;
          throw error;
        },
      ));
    const resolver: Resolver<Fields, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
    return { load, resolver };
  });
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = idle(() => void lazy.load().catch(() => undefined), { timeout: 2000 });
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [lazy]);
  return lazy.resolver;
}
