import { firstLetterSchema, mealNameSchema, mealPageSchema } from "@/lib/validations/meals";

type SearchParams = Record<string, string | string[] | undefined>;

/** The seed searches this letter when /home opens without a query. */
const INITIAL_LETTER = "a";

type HomeQuery =
  | { kind: "name"; value: string }
  | { kind: "letter"; value: string }
  | { kind: "invalid"; problem: string };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /home?s=<name> or /home?f=<letter>; neither means the initial letter. */
export function parseHomeQuery(params: SearchParams): HomeQuery {
  const name = single(params.s);
  if (name !== undefined && name.trim() !== "") {
    const parsed = mealNameSchema.safeParse(name);
    return parsed.success ? { kind: "name", value: parsed.data } : { kind: "invalid", problem: parsed.error.issues[0]!.message };
  }
  const letter = single(params.f) ?? INITIAL_LETTER;
  const parsed = firstLetterSchema.safeParse(letter);
  return parsed.success
    ? { kind: "letter", value: parsed.data }
    : { kind: "invalid", problem: "Please choose one letter from A to Z." };
}

/** /category?c=<name>: the name as typed (trimmed, capped), or undefined when there is none. */
export function parseCategoryQuery(params: SearchParams): string | undefined {
  const name = single(params.c)?.trim().slice(0, 60);
  return name ? name : undefined;
}

/** `?page=<n>` of a meal list: anything that is not a page number means the first page. */
export function parseMealPage(params: SearchParams): number {
  const parsed = mealPageSchema.safeParse(single(params.page));
  return parsed.success ? parsed.data : 1;
}
