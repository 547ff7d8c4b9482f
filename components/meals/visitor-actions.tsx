"use client";

import { useRecipeScale } from "@/components/ingredients/recipe-scale";
import { CookMode } from "./cook-mode";

/**
 * A visitor's action bar on a public or shared recipe (/r/, /s/): cook mode, the one action that
 * needs no account. Its own small module, so those pages load none of a signed-in cook's sheet
 * (components/meals/recipe-actions.tsx, which the signed-in page brings through cook-tools.tsx).
 */
export function VisitorActions({ name }: { name: string }) {
  const text = useRecipeScale()!.text.actions;
  return (
    <div className="recipe-actions" role="group" aria-label={text.group}>
      <CookMode name={name} />
    </div>
  );
}
