"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/ui/send-json";
import { fill } from "@/components/meals/message-text";
import type { Messages } from "@/lib/platform/i18n";
import { refusalText } from "@/components/ui/kitchen-text";
import { pageLocale } from "@/components/ui/page-language";

type Text = Pick<Messages["sharing"], "isPublicNow" | "isPrivateNow" | "makePublic" | "makePrivate" | "madePublic" | "madePrivate" | "changeFailed">;

type Sharing = { public: boolean; path: string | null };

/**
 * The cook's switch between private (the default: nothing is public without this) and public at
 * /r/<slug>, where anyone can read the recipe without an account; with the public address to open or copy.
 */
export function ShareRecipe({ recipeId, name, initial, text }: { recipeId: string; name: string; initial: Sharing; text: Text }) {
  const [sharing, setSharing] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function change(makePublic: boolean) {
    setBusy(true);
    const { ok, body } = await sendJson<Sharing>(makePublic ? "PUT" : "DELETE", `/api/recipes/${encodeURIComponent(recipeId)}/public`);
    setBusy(false);
    if (!ok || body.public === undefined) {
      toast.error(refusalText(body, text.changeFailed, pageLocale() === "en"));
      return;
    }
    setSharing({ public: body.public, path: body.path ?? null });
    toast.success(fill(body.public ? text.madePublic : text.madePrivate, { name }));
  }

  return (
    <div className="share-recipe">
      {sharing.public && sharing.path ? (
        <p className="share-recipe__state" role="status">
          {text.isPublicNow} <Link href={sharing.path}>{sharing.path}</Link>
        </p>
      ) : (
        <p className="share-recipe__state" role="status">
          {text.isPrivateNow}
        </p>
      )}
      <button type="button" className="button button--outline" disabled={busy} onClick={() => void change(!sharing.public)}>
        {sharing.public ? text.makePrivate : text.makePublic}
      </button>
    </div>
  );
}
