"use client";

import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

// The ids of the cook's saved recipes, fetched once per page and shared by every heart on it.
let savedIds: Set<string> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  loading ??= sendJson<{ ids: string[] }>("GET", "/api/saved?ids=1").then(({ ok, body }) => {
    if (ok && body.ids) savedIds = new Set([...body.ids, ...(savedIds ?? [])]);
    notify();
  });
  return () => listeners.delete(listener);
}

function setSaved(mealId: string, saved: boolean) {
  savedIds ??= new Set();
  if (saved) savedIds.add(mealId);
  else savedIds.delete(mealId);
  savedIds = new Set(savedIds);
  notify();
}

/** English unless the page gives its language's words (the heart is on cards on many pages). */
const ENGLISH = {
  save: "Save",
  saved: "Saved “{name}”.",
  removed: "Removed “{name}” from your saved recipes.",
  undo: "Undo",
  failed: "Could not change your saved recipes. Please try again.",
};
type SaveText = typeof ENGLISH;

async function change(mealId: string, name: string, saved: boolean, undoable: boolean, text: SaveText): Promise<void> {
  setSaved(mealId, saved); // Optimistic: the heart fills at once, and un-fills if the server says no.
  const { ok, body } = await sendJson(saved ? "PUT" : "DELETE", `/api/saved/${encodeURIComponent(mealId)}`);
  if (!ok) {
    setSaved(mealId, !saved);
    toast.error(refusalText(body, text.failed, pageLocale() === "en"));
    return;
  }
  if (undoable) {
    toast.success(fill(saved ? text.saved : text.removed, { name }), {
      action: { label: text.undo, onClick: () => void change(mealId, name, !saved, false, text) },
    });
  }
}

/**
 * The heart: a toggle button ("Save", pressed when saved) on cards and the recipe page. On a card
 * `describedBy` names the recipe, so a screen reader hears which one.
 */
export function SaveButton({
  mealId,
  name,
  initialSaved,
  describedBy,
  text = ENGLISH,
}: {
  mealId: string;
  name: string;
  initialSaved?: boolean;
  describedBy?: string;
  text?: SaveText;
}) {
  const saved = useSyncExternalStore(
    subscribe,
    () => (savedIds ? savedIds.has(mealId) : (initialSaved ?? false)),
    () => initialSaved ?? false,
  );
  return (
    <button
      type="button"
      className="save-button"
      aria-pressed={saved}
      aria-describedby={describedBy}
      onClick={() => void change(mealId, name, !saved, true, text)}
    >
      <span aria-hidden="true" className="save-button__heart">
        {saved ? "♥" : "♡"}
      </span>{" "}
      {text.save}
    </button>
  );
}
