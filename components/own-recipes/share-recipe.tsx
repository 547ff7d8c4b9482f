"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";

type Sharing = { public: boolean; path: string | null };

/**
 * The cook's switch between private (the default: nothing is public without this) and public at
 * /r/<slug>, where anyone can read the recipe without an account; with the public address to open or copy.
 */
export function ShareRecipe({ recipeId, name, initial }: { recipeId: string; name: string; initial: Sharing }) {
  const [sharing, setSharing] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function change(makePublic: boolean) {
    setBusy(true);
    const { ok, body } = await sendJson<Sharing>(makePublic ? "PUT" : "DELETE", `/api/recipes/${encodeURIComponent(recipeId)}/public`);
    setBusy(false);
    if (!ok || body.public === undefined) {
      toast.error(body.message ?? "Could not change who can see it. Please try again.");
      return;
    }
    setSharing({ public: body.public, path: body.path ?? null });
    toast.success(body.public ? `“${name}” is public.` : `“${name}” is private again.`);
  }

  return (
    <div className="share-recipe">
      {sharing.public && sharing.path ? (
        <p className="share-recipe__state" role="status">
          Public: <Link href={sharing.path}>{sharing.path}</Link>
        </p>
      ) : (
        <p className="share-recipe__state" role="status">
          Private: only you see it.
        </p>
      )}
      <button type="button" className="button button--outline" disabled={busy} onClick={() => void change(!sharing.public)}>
        {sharing.public ? "Make private" : "Make public"}
      </button>
    </div>
  );
}
