/**
 * Art specs: what a dish must show to be recognised, chosen by its name. A spec can pick the
 * drawing (a form with its elements and colours), or only correct the colour and the defining
 * pieces of the form chooseForm would pick (a soup's colour, a curry's sauce and vessel).
 * First matching rule wins, so put specific names ("lentil moussaka") before general ones.
 * Dessert, bake and handheld specs are here; soups, curries and pasta in art-specs-colours.ts.
 */
import { burger, burrito, grillBoard, sushiRolls, tacos } from "./dish-forms/grill-and-handhelds";
import { brothBowl, cerealBowl, griddle, mangoStickyRice } from "./dish-forms/broths-and-plates";
import { eggSkillet } from "./dish-forms/breakfast-and-eggs";
import { rounds } from "./dish-forms/starters-and-snacks";
import { cupsInTin, layeredSlice, ringsOnBoard, traySquares, type LayerSpec } from "./dish-forms/layers-and-cups";
import { COLOUR_RULES } from "./art-specs-colours";
import { FAMILY_RULES } from "./art-specs-families";
import { FESTIVE_RULES } from "./art-specs-festive";
import { MORE_RULES } from "./art-specs-more";
import { SIBLING_RULES } from "./art-specs-siblings";
import { g, type Garnish } from "./palette";
import type { Ctx, MealArtInput, StewVessel } from "./types";

type Utensil = "fork" | "spoon" | "none";

export interface ArtSpec {
  form?: (ctx: Ctx) => string;
  utensil?: Utensil;
  /** The sauce, soup or curry colour, replacing the one read from the ingredients. */
  sauce?: string;
  /** Pieces the dish is known by, scattered before the ones read from the ingredients. */
  add?: Garnish[];
  vessel?: StewVessel;
}

export type Rule = [RegExp, ArtSpec];

const SPONGE = "#efc98a";
const CREAM = "#fbf3e2";
const layers = (spec: LayerSpec): ArtSpec => ({ form: (c) => layeredSlice(c, spec), utensil: "fork" });
const berries = [g("dot", "#d7263d", "#ff7a8a")];

const SHAPE_RULES: Rule[] = [
  [/tiramisu/, layers({ layers: [["#a8652e", 3], [CREAM, 3], ["#a8652e", 3], [CREAM, 3]], top: "#f3e6cc", topping: "cocoa" })],
  [/victoria sponge/, layers({ wedge: true, layers: [[SPONGE, 4], ["#c0243a", 1], [CREAM, 1], [SPONGE, 4]], top: "#f3d49a", topping: "sugar" })],
  [/carrot cake/, layers({ wedge: true, layers: [["#b9733a", 4], [CREAM, 1], ["#b9733a", 4]], top: CREAM, topping: "none", garnish: [g("chunk", "#8a5a2a", "#c4874a")] })],
  [/chocolate cake|sachertorte|black forest/, layers({ wedge: true, layers: [["#5a3422", 4], ["#3d2216", 1], ["#5a3422", 4]], top: "#3d2216", topping: "glaze", garnish: berries })],
  [/cheesecake/, layers({ wedge: true, layers: [["#b7814a", 1], ["#fbf1dc", 5]], top: "#f6e7c4", topping: "none", garnish: berries })],
  [/key lime pie/, layers({ wedge: true, layers: [["#c98d4a", 1], ["#d8eb9a", 4]], top: "#fffaf0", topping: "none", garnish: [g("slice", "#7dc242", "#d7f0a2")] })],
  [/lemon polenta/, layers({ wedge: true, layers: [["#f4c64a", 6]], top: "#e9a93a", topping: "glaze", garnish: [g("slice", "#f7d43c", "#fff3a8")] })],
  [/lemon drizzle/, layers({ layers: [["#f2d27a", 6]], top: "#fff6d2", topping: "icing", garnish: [g("slice", "#f7d43c", "#fff3a8")] })],
  [/banana bread|loaf cake/, layers({ layers: [["#b97a3e", 6]], top: "#8a5226", topping: "crumb", garnish: [g("slice", "#f6e7a1", "#fff6d2")] })],
  [/nanaimo/, layers({ layers: [["#4a2a1a", 3], ["#f4d96a", 2], ["#3d2216", 1]], top: "#3d2216", topping: "none" })],
  [/lentil moussaka/, layers({ layers: [["#5e2f6b", 1], ["#8a6a3a", 2], ["#5e2f6b", 1], ["#f6e7c0", 2]], top: "#e8c26a", topping: "cheese" })],
  [/moussaka|pastitsio/, layers({ layers: [["#5e2f6b", 1], ["#8a3a22", 2], ["#5e2f6b", 1], ["#f6e7c0", 2]], top: "#e8c26a", topping: "cheese" })],
  [/vegetable lasagne/, layers({ layers: [["#f1d08a", 1], ["#c8502f", 2], ["#5fae3a", 1], ["#f1d08a", 1], ["#f6efe1", 2]], top: "#e8b24f", topping: "cheese" })],
  [/lasagne|lasagna/, layers({ layers: [["#f1d08a", 1], ["#b8361f", 2], ["#f6efe1", 1], ["#f1d08a", 1], ["#b8361f", 2], ["#f6efe1", 1]], top: "#e8b24f", topping: "cheese", garnish: [g("herb", "#2f8f46", "#59b96a")] })],
  [/aubergine parmigiana|melanzane/, layers({ layers: [["#6b3a5a", 1], ["#c8381f", 2], ["#f6efe1", 1], ["#6b3a5a", 1], ["#c8381f", 2]], top: "#f0c86a", topping: "cheese", garnish: [g("herb", "#2f8f46", "#59b96a")] })],
  [/yorkshire pudding/, { form: (c) => cupsInTin(c, { kind: "yorkshire", color: "#dc9a42" }), utensil: "none" }],
  [/^(?!english).*muffin|cupcake/, { form: (c) => cupsInTin(c, { kind: "muffin", color: "#d9a556", dots: "#4b3b8c" }), utensil: "none" }],
  [/pastel de nata|custard tart/, { form: (c) => cupsInTin(c, { kind: "tart", color: "#f2c14e" }), utensil: "none" }],
  [/brownie/, { form: (c) => traySquares(c, { color: "#4a2a1a", finish: "crackle" }), utensil: "none" }],
  [/flapjack|granola bar/, { form: (c) => traySquares(c, { color: "#d9a04a", finish: "oats" }), utensil: "none" }],
  [/crumble bars|millionaire|shortbread/, { form: (c) => traySquares(c, { color: "#e0b070", finish: "plain", accent: "#c0243a" }), utensil: "none" }],
  [/kaya toast|toastie|sandwich/, layers({ layers: [["#d9a050", 2], ["#7a8a3a", 1], ["#fbeeb0", 1], ["#d9a050", 2]], top: "#e8b968", topping: "none" })],
  [/granola/, { form: (c) => cerealBowl(c, "#f6efe1", [g("chunk", "#c98a3e", "#e8b86a"), g("dot", "#d7263d", "#ff7a8a"), g("chunk", "#b87a3a", "#d9a45a")]), utensil: "spoon" }],
  [/overnight oats|bircher/, { form: (c) => cerealBowl(c, "#efe2c8", [g("dot", "#c0243a", "#ff7a8a"), g("speck", "#3a2a2a", "#666")]), utensil: "spoon" }],
  [/porridge|oatmeal/, { form: (c) => cerealBowl(c, "#e9dcc0", [g("slice", "#f6e7a1", "#fff6d2"), g("speck", "#8a5a2a", "#b88a5a")]), utensil: "spoon" }],
  [/smoothie bowl/, { form: (c) => cerealBowl(c, "#d9577a", [g("slice", "#f6e7a1", "#fff6d2"), g("dot", "#4b3b8c", "#9c7bd1"), g("speck", "#fbf7ee", "#fff")]), utensil: "spoon" }],
  [/hash browns?|latke|r[öo]sti/, { form: rounds, utensil: "fork" }],
  [/provoleta|saganaki cheese/, { form: (c) => eggSkillet(c, "omelette"), utensil: "fork" }],
  [/bagel|doughnut|donut/, { form: (c) => ringsOnBoard(c, "#c98a3e", "#fbf1d8"), utensil: "none" }],
  [/garlic bread/, { form: (c) => traySquares(c, { color: "#e0b060", finish: "plain", accent: "#3f8f3a" }), utensil: "none" }],
  [/shaking beef/, { form: (c) => cerealBowl(c, "#4f9d3a", [g("cube", "#6e3421", "#9a5a3a"), g("ring", "#9b3f7a", "#e2b4d2"), g("cube", "#5a2a1a", "#8a4a2a")]), utensil: "fork" }],
  [/p[âa]t[ée]/, layers({ layers: [["#b98a7a", 5]], top: "#f4d96a", topping: "none", garnish: [g("herb", "#2f8f46", "#59b96a")] })],
  [/bubble and squeak/, { form: (c) => eggSkillet(c, "omelette"), utensil: "fork", add: [g("leaf", "#3f9b4a", "#75c26a")] }],
  [/štrukli|strukli/, { form: (c) => traySquares(c, { color: "#eec27a", finish: "plain", accent: "#fbf8ee" }), utensil: "fork" }],
  [/char siu/, { form: (c) => grillBoard(c, { meat: "#b8323a", cut: "steak", sauce: "#8a4a22" }), utensil: "none" }],
  [/mango sticky rice/, { form: mangoStickyRice, utensil: "spoon" }],
  [/\basado\b|churrasco/, { form: (c) => grillBoard(c, { meat: "#9a4424", cut: "ribs", sauce: "#4f8f3a", sausages: true }), utensil: "none" }],
  [/nyama choma|suya/, { form: (c) => grillBoard(c, { meat: "#8a4a2c", cut: "chopped", sauce: "#d9442b" }), utensil: "none" }],
  [/steak frites|sirloin|rib.?eye/, { form: (c) => grillBoard(c, { meat: "#7a3b24", cut: "steak", sauce: "#f4dc8a" }), utensil: "none" }],
  [/veggie burger|bean burger/, { form: (c) => burger(c, "#4a3a2a"), utensil: "none" }],
  [/burger/, { form: (c) => burger(c), utensil: "none" }],
  [/pulled pork/, { form: (c) => grillBoard(c, { meat: "#9a5530", cut: "pulled", sauce: "#7a2a1a" }), utensil: "none" }],
  [/fish tacos?/, { form: (c) => tacos(c, { filling: "#f3e0c0", extras: ["#8e3a8a", "#f6efe1", "#5fae3a"] }), utensil: "none" }],
  [/black bean tacos?|bean tacos?/, { form: (c) => tacos(c, { filling: "#3a2a2a", extras: ["#f6c833", "#e5392f", "#5fae3a"] }), utensil: "none" }],
  [/birria/, { form: (c) => tacos(c, { filling: "#b8361f", extras: ["#f1e3c4", "#2f8f46"] }), utensil: "none" }],
  [/tacos?\b/, { form: (c) => tacos(c, { filling: "#7a3f24", extras: ["#5fae3a", "#e5392f", "#f5c542"] }), utensil: "none" }],
  [/breakfast burrito/, { form: (c) => burrito(c, ["#f4d96a", "#c8381f", "#3a2a2a", "#5fae3a"]), utensil: "none" }],
  [/burrito(?! bowl)/, { form: (c) => burrito(c, ["#f4eee0", "#3a2a2a", "#c8381f", "#5fae3a"]), utensil: "none" }],
  [/sushi|maki/, { form: (c) => sushiRolls(c, { fillings: ["#5fb344", "#f28c6a"] }), utensil: "none" }],
  [/american pancakes|pancake stack|buttermilk pancakes/, { form: (c) => griddle(c, "stack", "#4b3b8c"), utensil: "fork" }],
  [/waffle/, { form: (c) => griddle(c, "waffles", "#d7263d"), utensil: "fork" }],
  [/cr[eê]pe/, { form: (c) => griddle(c, "crepes", "#f7d43c"), utensil: "fork" }],
  [/pho\b/, { form: (c) => brothBowl(c, { broth: "#ecd29a", clear: true, noodles: "#fbf6e6", toppings: ["tofu", "sprouts", "herbs", "chilli", "lime"] }), utensil: "spoon" }],
  [/tom yum|tom yam/, { form: (c) => brothBowl(c, { broth: "#e0542a", clear: false, toppings: ["prawns", "lemongrass", "mushrooms", "chilli", "herbs", "lime"] }), utensil: "spoon" }],
  [/ramen/, { form: (c) => brothBowl(c, { broth: "#d9a560", clear: false, noodles: "#f4d36b", toppings: ["egg", "nori", "corn", "herbs"] }), utensil: "spoon" }],
  [/chicken noodle soup/, { form: (c) => brothBowl(c, { broth: "#f0c862", clear: true, noodles: "#f7e1a0", toppings: ["chicken", "carrot", "herbs"] }), utensil: "spoon" }],
  [/laksa/, { form: (c) => brothBowl(c, { broth: "#c8502f", clear: false, noodles: "#f6ecd6", toppings: ["herbs", "chilli", "sprouts"] }), utensil: "spoon" }],
  [/hot and sour soup/, { form: (c) => brothBowl(c, { broth: "#8a4a22", clear: false, toppings: ["tofu", "mushrooms", "egg", "herbs"] }), utensil: "spoon" }],
];

const RULES: Rule[] = [...SIBLING_RULES, ...FAMILY_RULES, ...FESTIVE_RULES, ...MORE_RULES, ...SHAPE_RULES, ...COLOUR_RULES];

/** The spec for a meal, or none when chooseForm's reading of name, category and ingredients is enough. */
export function specFor(meal: MealArtInput): ArtSpec | undefined {
  const name = meal.name.toLowerCase();
  return RULES.find(([re]) => re.test(name))?.[1];
}
