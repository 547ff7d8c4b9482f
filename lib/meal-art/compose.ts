/**
 * Puts a meal's picture together: table cloth, cutlery and the dish chosen for the meal, in one
 * 600×600 SVG.
 */
import { specFor } from "./art-specs";
import { chooseForm } from "./choose-form";
import { record, sentence, type Part } from "./describe";
import { profileOf } from "./palette";
import { hash32, makeRand } from "./random";
import { group, SIZE } from "./svg";
import { tableCloth } from "./table-cloth";
import type { MealArtInput, Side } from "./types";
import { CERAMICS, cutlery } from "./vessels";

/** A meal's picture and its alt text, both from one drawing: the text lists the parts as they were drawn. */
export function composeMealArt(meal: MealArtInput): { svg: string; alt: string; parts: Part[] } {
  const { value: svg, parts } = record(() => draw(meal));
  return { svg, alt: sentence(parts), parts };
}

export function drawMealArt(meal: MealArtInput): string {
  return draw(meal);
}

/** What the picture of a meal shows, in a sentence of at most 140 characters (its alt text). */
export function describeMealArt(meal: MealArtInput): string {
  return composeMealArt(meal).alt;
}

function draw(meal: MealArtInput): string {
  // Seeded by id + name (and category, so re-filing a meal also gives it a fresh picture).
  const seed = hash32(`${meal.id}|${meal.name}|${meal.category}`);
  const rand = makeRand(seed);
  const spec = specFor(meal);
  const profile = profileOf(meal.ingredients);
  // The spec's colour and defining pieces come first: they are what the dish is known by.
  if (spec?.sauce) profile.sauce = spec.sauce;
  if (spec?.add) profile.garnishes = [...spec.add, ...profile.garnishes.filter((x) => !spec.add!.some((y) => y.kind === x.kind && y.color === x.color))];
  const uid = meal.id.replace(/[^A-Za-z0-9_-]/g, "") || seed.toString(36);
  // Separate random streams: tweaking one dish form does not reshuffle every table cloth.
  const background = tableCloth(makeRand(seed ^ 0x9e3779b9), uid, meal.area);
  const ceramic = rand.pick(CERAMICS);
  const chosen = chooseForm(meal, profile, rand);
  const form = spec?.form ?? chosen.form;
  const utensil = spec?.utensil ?? chosen.utensil;
  const side: Side = rand.chance(0.5) ? "right" : "left";
  const free: Side = utensil === "none" ? (rand.chance(0.5) ? "right" : "left") : side === "right" ? "left" : "right";
  const dish = form({ rand, meal, profile, ceramic, uid, free, vessel: spec?.vessel });
  // Shift the dish away from the cutlery so both fit the square.
  const shift = utensil === "none" ? 0 : side === "right" ? -28 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">` +
    background +
    (utensil === "none" ? "" : cutlery(rand, side, utensil === "spoon")) +
    group({ transform: shift ? `translate(${shift} 0)` : undefined }, dish) +
    "</svg>"
  );
}
