"use client";

import { createContext, useContext, type ReactNode } from "react";

const SignedInCookContext = createContext<string | null>(null);

/**
 * Names the signed-in cook (their id, from the server's session check of this page) to the
 * offline parts below it: whose changes they queue, send and show as waiting.
 */
export function SignedInCook({ id, children }: { id: string; children: ReactNode }) {
  return <SignedInCookContext value={id}>{children}</SignedInCookContext>;
}

/** The signed-in cook's id; null outside the signed-in pages. */
export function useSignedInCook(): string | null {
  return useContext(SignedInCookContext);
}
