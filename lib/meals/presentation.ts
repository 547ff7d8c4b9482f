import type { Meal, MealCard } from "./types";

/** Minutes as a cook reads them: "45 min", "1 hr 15 min", "2 hr". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** The seed's card preview: the first 150 characters of the instructions, then "...". */
const PREVIEW_LENGTH = 150;

export function instructionPreview(instructions: string): string {
  return `${instructions.replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH)}...`;
}

/** The instructions as the paragraphs the cook wrote (blank lines and single line ends both split). */
export function instructionParagraphs(instructions: string): string[] {
  return instructions
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The meal's own video, else a YouTube search for the dish, so 'Watch Video' always leads somewhere. */
export function watchVideoUrl(meal: Pick<Meal, "name" | "youtube">): string {
  return meal.youtube ?? `https://www.youtube.com/results?search_query=${encodeURIComponent(`${meal.name} recipe`)}`;
}

/** "200 g Plain flour"; a pair without a measure is just the ingredient. */
export function ingredientLine({ name, measure }: { name: string; measure: string }): string {
  return measure ? `${measure} ${name}` : name;
}

/** The card of a meal, and nothing more: a list's answer carries no recipe. */
export function mealCard({ id, name, thumbnail, imageAlt, category, area, totalMinutes, difficulty, diets }: Meal): MealCard {
  return { id, name, thumbnail, imageAlt, category, area, totalMinutes, difficulty, diets };
}
