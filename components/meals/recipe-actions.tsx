"use client";

import { useRef, useState } from "react";
import { CollectionPicker } from "@/components/cookbook/collection-picker";
import { ShareLinks, type ShareLinksText } from "@/components/cookbook/share-links";
import { SaveButton } from "@/components/cookbook/save-button";
import { useRecipeScale } from "@/components/ingredients/recipe-scale";
import { AddToPlan } from "@/components/meal-plan/add-to-plan";
import type { PlanDay } from "@/components/meal-plan/plan-form";
import { AddToShoppingList } from "@/components/meal-plan/shopping-list";
import { Sheet } from "@/components/ui/sheet";
import { CookMode } from "./cook-mode";
import { fill } from "./message-text";

type Props = { mealId: string; name: string; saved?: boolean; days: PlanDay[]; signedIn: boolean; /** The cook's own recipe: it can be shared by a link. */ owner?: boolean; /** The share links' words, for an owner. */ shareText?: ShareLinksText; intlTag?: string };

/**
 * The recipe page's one action bar: the heart and cook mode at hand, and the rest (plan it, add
 * its ingredients to the shopping list, keep it in collections) in a sheet, so on a phone the bar
 * is one short row and the ingredients follow close below it. Planning or listing closes the
 * sheet, so its toast shows over the recipe rather than behind the sheet's backdrop.
 */
export function RecipeActions({ mealId, name, saved, days, signedIn, owner = false, shareText, intlTag }: Props) {
  const [open, setOpen] = useState(false);
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
            onClick={() => setOpen(true)}
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
            <AddToPlan mealId={mealId} name={name} days={days} onPlanned={() => setOpen(false)} />
            <AddToShoppingList mealId={mealId} servings={servings} onAdded={() => setOpen(false)} text={scale.text.list} />
            <CollectionPicker mealId={mealId} text={scale.text.collections} />
            {owner && open && shareText ? <ShareLinks kind="recipe" targetId={mealId} title={fill(shareText.quoted, { name })} text={shareText} intlTag={intlTag} /> : null}
          </Sheet>
        </>
      ) : null}
    </div>
  );
}
