"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// A cook's own recipe alone shows these: their code is fetched only on its page, so the recipe
// page of every other recipe (the catalog's, another cook's) loads none of it (issue 31). The
// server draws them whole; the page keeps that drawing until their code arrives, so nothing moves.
const CooksNotesOwnerCode = lazy(() => import("@/components/cookbook/cooks-notes-owner").then((module) => ({ default: module.CooksNotesOwner })));
const ShareRecipeCode = lazy(() => import("./share-recipe").then((module) => ({ default: module.ShareRecipe })));

type CooksNotesOwnerProps = ComponentProps<typeof import("@/components/cookbook/cooks-notes-owner").CooksNotesOwner>;
type ShareRecipeProps = ComponentProps<typeof import("./share-recipe").ShareRecipe>;

/** The owner's side of cooks' notes (components/cookbook/cooks-notes-owner.tsx). */
export function OwnersCooksNotes(props: CooksNotesOwnerProps) {
  return (
    <Suspense fallback={null}>
      <CooksNotesOwnerCode {...props} />
    </Suspense>
  );
}

/** The owner's Share control (share-recipe.tsx). */
export function OwnersShareRecipe(props: ShareRecipeProps) {
  return (
    <Suspense fallback={null}>
      <ShareRecipeCode {...props} />
    </Suspense>
  );
}
