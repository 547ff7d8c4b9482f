import type { Metadata } from "next";
import { ShoppingListView } from "@/components/meal-plan/shopping-list";
import { Toaster } from "@/components/ui/toaster";
import { requirePageUser } from "@/lib/auth";
import { isDay, mondayOf, readShoppingList, shoppingListText, today } from "@/lib/meal-plan";
import { signedInPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = signedInPageMetadata({ title: "Shopping list", description: "What to buy for your plan and recipes, by aisle." });

type Props = { searchParams: Promise<{ week?: string | string[] }> };

/** /shopping: the cook's list by aisle; `?week=` says which planned week "Make from this week's plan" uses. */
export default async function ShoppingPage({ searchParams }: Props) {
  const user = await requirePageUser("/shopping");
  const asked = (await searchParams).week;
  const week = mondayOf(typeof asked === "string" && isDay(asked) ? asked : today());
  const list = await readShoppingList(user.id);
  return (
    <div className="container meal-page shopping">
      <Toaster />
      <h1 className="page-title">Shopping list</h1>
      <ShoppingListView key={list.items.map((item) => `${item.id}${item.checked}`).join()} items={list.items} aisles={[...list.aisles]} shareText={shoppingListText(list)} week={week} leftOff={list.leftOff} />
    </div>
  );
}
