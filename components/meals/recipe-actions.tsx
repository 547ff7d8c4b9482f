"use client";

import { Suspense, useRef, useState } from "react";
import type { ShareLinksText } from "@/components/cookbook/share-links";
import { SaveButton } from "@/components/cookbook/save-button";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";
import type { PlanDay } from "@/components/meal-plan/plan-form";
import { lazyPart } from "@/components/ui/lazy-part";
import { Sheet } from "@/components/ui/sheet";
import { CookMode } from "./cook-mode";
import { fill } from "./message-text";

// The sheet's panels (the plan form, the shopping list's button, collections, share links) are
// fetched when the sheet first opens, or when a cook points at its button (issue 37): the page's
// first load carries only the bar.
const loadPanels = {
  plan: () => import("@/components/meal-plan/add-to-plan"),
  shopping: () => import("@/components/meal-plan/shopping-list"),
  collections: () => import("@/components/cookbook/collection-picker"),
  share: () => import("@/components/cookbook/share-links"),
};
const AddToPlan = lazyPart(() => loadPanels.plan().then((panel) => ({ default: panel.AddToPlan })));
const AddToShoppingList = lazyPart(() => loadPanels.shopping().then((panel) => ({ default: panel.AddToShoppingList })));
const CollectionPicker = lazyPart(() => loadPanels.collections().then((panel) => ({ default: panel.CollectionPicker })));
const ShareLinks = lazyPart(() => loadPanels.share().then((panel) => ({ default: panel.ShareLinks })));
const warmUp = () => Object.values(loadPanels).forEach((load) => void load());

type Props = { mealId: string; name: string; saved?: boolean; days: PlanDay[]; signedIn: boolean; /** The cook's own recipe: it can be shared by a link. */ owner?: boolean; /** The share links' words, for an owner. */ shareText?: ShareLinksText; intlTag?: string };

/**
 * The recipe page's one action bar: the heart and cook mode at hand, and the rest (plan it, add
 * its ingredients to the shopping list, keep it in collections) in a sheet, so on a phone the bar
 * is one short row and the ingredients follow close below it. Planning or listing closes the
 * sheet, so its toast shows over the recipe rather than behind the sheet's backdrop.
 */
export function RecipeActions({ mealId, name, saved, days, signedIn, owner = false, shareText, intlTag }: Props) {
  const [open, setOpen] = useState(false);
  // Once opened the panels stay, so a cook's choices in them outlive closing the sheet.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const scale = useRecipeScale()!;
  const servings = scale.servings;
  const text = scale.text.actions;
  return (
    <div className="recipe-actions" role="group" aria-label={text.group}>
      {signedIn ? <SaveButton mealId={mealId} name={name} initialSaved={saved} text={scale.text.save} /> : null}
      <CookMode name={name} />
      {signedIn ? (
        <>
          {/* A phone shows "Plan, list" (the row's room); the name a screen reader or voice control uses is always the whole. */}
          <button
            ref={opener}
            type="button"
            className="kitchen-button"
            aria-label={text.whole}
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={warmUp}
            onFocus={warmUp}
            onClick={() => {
              setOpen(true);
              setOpened(true);
            }}
          >
            {text.short}
            <span className="recipe-actions__more">{text.tail}</span>
          </button>
          <Sheet
            open={open}
            title={text.sheetTitle}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          >
            <p className="sheet__note">
              {servings === 1 ? text.forOne : fill(text.forMany, { count: servings })}
            </p>
            {opened ? (
              // On a slow line, a busy block as tall as the panels holds their place.
              <Suspense fallback={<div className="recipe-actions__loading" aria-busy="true" />}>
                <AddToPlan mealId={mealId} name={name} days={days} onPlanned={() => setOpen(false)} />
                <AddToShoppingList mealId={mealId} servings={servings} onAdded={() => setOpen(false)} text={scale.text.list} />
                <CollectionPicker mealId={mealId} text={scale.text.collections} />
                {owner && open && shareText ? <ShareLinks kind="recipe" targetId={mealId} title={fill(shareText.quoted, { name })} text={shareText} intlTag={intlTag} /> : null}
              </Suspense>
            ) : null}
          </Sheet>
        </>
      ) : null}
    </div>
  );
}
