import { db, type Transaction } from "@/lib/platform/database";
import { densityLookup, mergeForShopping, parseIngredient, servingsFactor, type ShoppingSource, type UnitChoice } from "@/lib/ingredients";
import { ASSUMED_SERVINGS, foodTable } from "@/lib/nutrition";
import { pantryCover } from "@/lib/pantry";
import { AISLES, aisleOf, type Aisle } from "./aisles";
import { requireStoredMeal } from "@/lib/meals";
import { householdIdOf, recordActivity } from "@/lib/account";
import { MEAL_PLAN_CAPS } from "./limits";
import { changeTime } from "./changes";
import { changeMerged, LINES, listFull, ownLineFields, removeMerged, removeTicked, type LineChange } from "./merge";

/**
 * One line as a recipe wrote it, kept on the item so every later addition merges with it again.
 * A line the plan put there names its planned meal and day, so making the list from the plan again
 * replaces the plan's own lines for those days and nothing else (plan-list.ts).
 */
export type SourceLine = { measure: string; name: string; from: string; factor: number; planned?: string; day?: string };

/** `onHand`: the cook's pantry holds it, so the list leaves it off (`leftOff` names them for the note). */
export type ShoppingListItem = { id: string; text: string; aisle: Aisle; from: string[]; own: boolean; checked: boolean; onHand: boolean };
export type ShoppingList = {
  items: ShoppingListItem[];
  aisles: readonly Aisle[];
  /** What the pantry holds of the recipes' lines, as the recipes name it: "Left off: in your pantry — salt, olive oil". */
  leftOff: string[];
};

/**
 * Whether the pantry holds a recipe line: every ingredient it names is in the cook's pantry
 * ("salt and pepper" needs both). The cook's own lines are never left off: they typed them on purpose.
 */
function onHandName(lines: readonly SourceLine[], own: boolean, covers: (measure: string, name: string) => string | null): string | null {
  if (own || lines.length === 0) return null;
  return lines.every((line) => covers(line.measure, line.name) !== null) ? lines[0]!.name : null;
}

export function linesOf(sources: string): SourceLine[] {
  if (!sources) return [];
  try {
    return JSON.parse(sources) as SourceLine[];
  } catch {
    return [];
  }
}

const knownAisle = (aisle: string): Aisle => ((AISLES as readonly string[]).includes(aisle) ? (aisle as Aisle) : "other");

/** The household's list. */
export async function readShoppingList(userId: string): Promise<ShoppingList> {
  const householdId = await householdIdOf(userId);
  const [rows, covers] = await Promise.all([db.shoppingItem.findMany({ where: { householdId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }), pantryCover(userId)]);
  const leftOff: string[] = [];
  const items = rows.map((row) => {
    const lines = linesOf(row.sources);
    const onHand = onHandName(lines, row.own, covers);
    if (onHand !== null) leftOff.push(onHand.toLowerCase());
    return {
      id: row.id,
      text: row.text,
      aisle: knownAisle(row.aisle),
      from: [...new Set(lines.map((line) => line.from))],
      own: row.own,
      checked: row.checked,
      onHand: onHand !== null,
    };
  });
  items.sort((a, b) => AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle));
  return { items, aisles: AISLES, leftOff: [...new Set(leftOff)] };
}

/**
 * Re-merges every recipe line on the list (the old ones and `added`) into shopping lines: the
 * same ingredient from several recipes is one line ("325 g flour", "3 onions"); a line the cook
 * ticked stays ticked. The cook's own items are left alone.
 */
export async function remerge(tx: Transaction, { userId, householdId }: Kitchen, lines: SourceLine[], units: UnitChoice) {
  const densityOf = densityLookup(foodTable());
  // The merge hands back its sources by reference: this finds each one's planned meal and day again.
  const sourceOf = new Map<ShoppingSource, SourceLine>();
  const sources = lines.map((line) => {
    const source = { line: parseIngredient(line.measure, line.name), from: line.from, factor: line.factor };
    sourceOf.set(source, line);
    return source;
  });
  const merged = mergeForShopping(sources, { units, densityOf });
  const own = await tx.shoppingItem.count({ where: { householdId, own: true } });
  if (own + merged.length > MEAL_PLAN_CAPS.shoppingItems) {
    throw listFull();
  }
  const old = await tx.shoppingItem.findMany({ where: { householdId, own: false }, select: { key: true, checked: true } });
  const checked = new Set(old.filter((item) => item.checked).map((item) => item.key));
  await tx.shoppingItem.deleteMany({ where: { householdId, own: false } });
  // In the order met, one after another, so the list reads in the recipes' order.
  const start = Date.now();
  await tx.shoppingItem.createMany({
    data: merged.map((item, index) => ({
      userId,
      householdId,
      key: item.key,
      text: item.text,
      // The aisle from the name as written: "chopped tomatoes" is a tin, though the food is tomatoes.
      aisle: aisleOf(item.lines[0]!.line.written.name || item.name, item.lines[0]!.line.food),
      sources: JSON.stringify(item.lines.map((source) => sourceOf.get(source)!)),
      checked: checked.has(item.key),
      createdAt: new Date(start + index),
    })),
  });
}

/** Whose change it is and whose list it changes. */
export type Kitchen = { userId: string; householdId: string };

async function recipeLines(tx: Transaction, householdId: string): Promise<SourceLine[]> {
  const rows = await tx.shoppingItem.findMany({ where: { householdId, own: false }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { sources: true } });
  return rows.flatMap((row) => linesOf(row.sources));
}

export async function mealLines(mealId: string, servings: number): Promise<SourceLine[]> {
  await requireStoredMeal(mealId);
  const meal = await db.meal.findUniqueOrThrow({ where: { id: mealId }, select: { name: true, servings: true, ingredients: { orderBy: { position: "asc" } } } });
  const factor = servingsFactor(meal.servings ?? ASSUMED_SERVINGS, servings);
  return meal.ingredients.map((ingredient) => ({ measure: ingredient.measure, name: ingredient.name, from: meal.name, factor }));
}

/** "Add ingredients to shopping list" on a recipe page, for the servings chosen there. */
export async function addRecipeToList(userId: string, mealId: string, servings: number, units: UnitChoice): Promise<ShoppingList> {
  const added = await mealLines(mealId, servings);
  const kitchen = { userId, householdId: await householdIdOf(userId) };
  await db.$transaction(async (tx) => remerge(tx, kitchen, [...(await recipeLines(tx, kitchen.householdId)), ...added], units));
  await recordActivity(userId, "shopping", "added the ingredients of", added[0]?.from ?? "");
  return readShoppingList(userId);
}

/** A line the cook typed ("kitchen roll", "2 lemons"). */
export async function addOwnItem(userId: string, text: string): Promise<ShoppingListItem> {
  const householdId = await householdIdOf(userId);
  if ((await db.shoppingItem.count({ where: { householdId } })) >= MEAL_PLAN_CAPS.shoppingItems) {
    throw listFull();
  }
  const row = await db.shoppingItem.create({ data: { userId, householdId, ...ownLineFields(text) } });
  await recordActivity(userId, "shopping", "added", text);
  return { id: row.id, text: row.text, aisle: row.aisle as Aisle, from: [], own: true, checked: false, onHand: false };
}

/**
 * Ticks or unticks a line, or changes its text (the line is then the cook's own). `at` is when the
 * cook did it (a change made offline arrives later): each field keeps its newest change, and a
 * removed line comes back for a change made after its removal (merge.ts). The answer is the line
 * as it now stands, with the aisle its words put it in; another household's line, or one removed
 * after the change, is a 404.
 */
export async function changeItem(userId: string, id: string, change: LineChange, at?: number): Promise<{ id: string; checked: boolean; text: string; aisle: Aisle }> {
  const { before, after, cameBack } = await changeMerged(LINES, await householdIdOf(userId), id, change, changeTime(at));
  // Back on the list: every open page must hear of it, even when the change itself altered nothing.
  if (cameBack) await recordActivity(userId, "shopping", "put back", after.text);
  if (after.checked !== before.checked) await recordActivity(userId, "shopping", after.checked ? "ticked" : "unticked", after.text);
  if (after.text !== before.text) await recordActivity(userId, "shopping", "changed", `${before.text} to ${after.text}`);
  return { id, checked: after.checked, text: after.text, aisle: knownAisle(after.aisle) };
}

/** Removes a line, unless another member changed it after `at` (then `removed` is false and the line stays). */
export async function removeItem(userId: string, id: string, at?: number): Promise<{ removed: boolean }> {
  const { removed, item } = await removeMerged(LINES, await householdIdOf(userId), id, changeTime(at));
  if (removed && item) await recordActivity(userId, "shopping", "removed", item.text);
  return { removed };
}

/** "Clear checked": what is in the basket leaves the list. */
export async function clearChecked(userId: string): Promise<{ removed: number }> {
  const count = await removeTicked(await householdIdOf(userId));
  if (count > 0) await recordActivity(userId, "shopping", "cleared the ticked items");
  return { removed: count };
}

const capitalized = (aisle: string) => `${aisle.charAt(0).toUpperCase()}${aisle.slice(1)}`;

/** The list as plain text for sharing: by aisle (named in the cook's language by `aisleName`), ticked lines left out. */
export function shoppingListText(list: ShoppingList, aisleName: (aisle: Aisle) => string = capitalized): string {
  const parts: string[] = [];
  for (const aisle of list.aisles) {
    const lines = list.items.filter((item) => item.aisle === aisle && !item.checked && !item.onHand);
    if (lines.length === 0) continue;
    parts.push(`${aisleName(aisle)}\n${lines.map((item) => `- ${item.text}`).join("\n")}`);
  }
  return parts.join("\n\n");
}
