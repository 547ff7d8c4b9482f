/**
 * Types shared by the whole module: what a meal picture is drawn from (MealArtInput), and the
 * context every dish form draws with (Ctx).
 */
import type { Profile } from "./palette";
import type { Rand } from "./random";

export interface MealArtInput {
  id: string;
  name: string;
  category: string;
  area: string;
  ingredients: string[];
}

export type Side = "left" | "right";

export type StewVessel = "pot" | "tagine" | "karahi" | "bowl" | "skillet";

export interface Ctx {
  rand: Rand;
  meal: MealArtInput;
  profile: Profile;
  ceramic: string;
  uid: string;
  /** The side of the picture without cutlery, where long handles can go. */
  free: Side;
  /** The pot a stew or curry comes in, when its art spec says (rogan josh in a karahi). */
  vessel?: StewVessel;
}
