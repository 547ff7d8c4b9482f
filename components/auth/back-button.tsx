"use client";

import { useRouter } from "next/navigation";

/** Goes back where the visitor came from, or to /login when this page was opened directly. `label`: in the page's language. */
export function BackButton({ label = "Back" }: { label?: string }) {
  const router = useRouter();
  return (
    <button
      className="button button--outline back-button"
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/login"))}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
