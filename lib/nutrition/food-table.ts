import { z } from "zod";
import { foodWordKeys } from "./food-words";
import { foodFileSchema, type Food } from "./food-schema";

export type FoodTable = {
  foods: readonly Food[];
  /** The food a cook's ingredient name means, or null when the table has none. */
  match(ingredientName: string): Food | null;
};

/** A data file as read from disk (`file` names it in error messages). */
export type FoodFile = { file: string; json: unknown };

const nameKey = (text: string) => foodWordKeys(text).join(" ");

/**
 * Validates every file with the zod schema and indexes each food under its name and aliases.
 * Throws, naming the file and food, on the first invalid entry, and on a name or alias that two
 * foods share once folded ("Scallions" and "scallion" are one name): the match must be unambiguous.
 */
export function createFoodTable(files: readonly FoodFile[]): FoodTable {
  const foods: Food[] = [];
  const byKey = new Map<string, { food: Food; file: string }>();
  for (const { file, json } of files) {
    const parsed = foodFileSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${file}: ${describeIssue(parsed.error, json)}`);
    for (const food of parsed.data.foods) {
      foods.push(food);
      for (const name of [food.name, ...food.aliases]) {
        const key = nameKey(name);
        const existing = byKey.get(key);
        if (existing && existing.food !== food) {
          throw new Error(`${file}: "${name}" (${food.name}) is already a name of "${existing.food.name}" in ${existing.file}`);
        }
        byKey.set(key, { food, file });
      }
    }
  }
  const longestName = Math.max(0, ...[...byKey.keys()].map((key) => key.split(" ").length));
  return {
    foods,
    match(ingredientName) {
      // Between alternatives ("Gruyère or vegetarian hard cheese") the first the table knows is
      // counted: it is what the recipe was written with.
      for (const words of alternatives(beforePurpose(foodWordKeys(ingredientName)))) {
        // The longest known name inside the line wins ("red onion" before "onion"); between names
        // of equal length the later one, since English puts the food last ("rice noodles").
        for (let length = Math.min(longestName, words.length); length > 0; length--) {
          for (let start = words.length - length; start >= 0; start--) {
            const found = byKey.get(words.slice(start, start + length).join(" "));
            if (found) return found.food;
          }
        }
      }
      return null;
    },
  };
}

/**
 * "Salt for the pasta water", "Oil for frying": what follows "for" is what the food is for, not
 * the food, so it is not matched ("water" is later than "salt" and would otherwise win).
 */
function beforePurpose(words: string[]): string[] {
  const purpose = words.indexOf("for");
  return purpose > 0 ? words.slice(0, purpose) : words;
}

/** The words of each alternative a line offers, split at "or". */
function alternatives(words: string[]): string[][] {
  const choices: string[][] = [[]];
  for (const word of words) {
    if (word === "or") choices.push([]);
    else choices.at(-1)!.push(word);
  }
  return choices.filter((choice) => choice.length > 0);
}

function describeIssue(error: z.ZodError, json: unknown): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const [first, index] = issue.path;
  const food =
    first === "foods" && typeof index === "number"
      ? (json as { foods?: { name?: unknown }[] }).foods?.[index]?.name
      : undefined;
  return `${food ? `food "${String(food)}": ` : ""}${issue.path.join(".")}: ${issue.message}`;
}
