import { PANTRY_ITEM_MAX_LENGTH, PANTRY_MAX_ITEMS, PANTRY_QUICK_ADD, PANTRY_STAPLES } from "@/config/pantry";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { plainMessages, type Locale } from "@/lib/platform/i18n";
import { pantryKeyOf } from "./names";

/**
 * The household (lib/account) is loaded on first use, not with this module: lib/meals loads this
 * domain, and so do commands such as the start script, which cannot load server-only code.
 */
const households = () => import("@/lib/account");

/** A cook's pantry as the page and the API show it. */
export type PantryList = {
  /** What the cook keeps, as written, in the order added. */
  items: string[];
  /** True until the cook saves a list: the staples are assumed, not chosen. */
  assumed: boolean;
};

function fromColumn(column: string): string[] {
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The staples and the quick-add choices in the cook's language (issue 35): a German cook keeps
 * "Salz" and "Zwiebeln". The names are the items themselves once saved, and mean the same foods:
 * the pantry's keys read them through the ingredient parser's food names ("Zwiebeln" → onion),
 * so matches, staples and the shopping list do not depend on the language (tests/pantry/pantry-languages.test.ts).
 */
export function pantryFoodsIn(locale: Locale): { staples: string[]; quickAdd: string[] } {
  const foods: Readonly<Record<string, string>> = plainMessages(locale, "pantry").foods;
  const named = (english: string) => (Object.hasOwn(foods, english) ? foods[english]! : english);
  return { staples: PANTRY_STAPLES.map(named), quickAdd: PANTRY_QUICK_ADD.map(named) };
}

/** The cook's household's pantry; the staples (in the cook's language) when it was never saved. */
export async function readPantry(userId: string, locale: Locale = "en"): Promise<PantryList> {
  const { householdIdOf } = await households();
  const row = await db.pantry.findUnique({ where: { householdId: await householdIdOf(userId) }, select: { items: true } });
  return row ? { items: fromColumn(row.items), assumed: false } : { items: pantryFoodsIn(locale).staples, assumed: true };
}

/**
 * Tidies a list as typed: spaces trimmed, blanks dropped, and one entry per thing ("Tomatoes" and
 * "2 ripe tomatoes" are the same thing: the first written is kept). Items that name nothing a
 * recipe could use ("2 large") are refused, so the cook sees why nothing matched.
 */
export function tidyItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, " ").trim();
    if (!item) continue;
    const key = pantryKeyOf(item);
    if (key === null) {
      // The page names the item in the cook's words by the code (the message stays English).
      throw new AppError("invalid_input", `"${item}" does not name an ingredient.`, { messageCode: "pantry_not_an_ingredient", messageValues: { item } });
    }
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  if (kept.length > PANTRY_MAX_ITEMS) throw new AppError("invalid_input", `A pantry holds at most ${PANTRY_MAX_ITEMS} items.`, { messageCode: "pantry_full", messageValues: { max: PANTRY_MAX_ITEMS } });
  return kept;
}

/** Saves the cook's whole list (what the page's editor sends after each change). */
export async function savePantry(userId: string, items: readonly string[]): Promise<PantryList> {
  const kept = tidyItems(items.map((item) => item.slice(0, PANTRY_ITEM_MAX_LENGTH * 2)));
  const column = JSON.stringify(kept);
  const { householdIdOf, recordActivity } = await households();
  const householdId = await householdIdOf(userId);
  await db.pantry.upsert({ where: { householdId }, create: { householdId, items: column }, update: { items: column } });
  await recordActivity(userId, "pantry", "updated the pantry");
  return { items: kept, assumed: false };
}

