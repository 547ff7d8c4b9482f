/**
 * Art specs for dishes the first look at the contact sheet got wrong: pies by their lid, roasts,
 * sticks and buns, breakfast plates that all looked alike, puddings that came out as pink bowls.
 * Checked before the other spec lists, so these names win.
 */
import type { Rule } from "./art-specs";
import { cerealBowl, pastaBowl } from "./dish-forms/broths-and-plates";
import { bakingDish } from "./dish-forms/bakes-and-breads";
import { crumble, custard, tart } from "./dish-forms/desserts";
import { grillBoard, tacos } from "./dish-forms/grill-and-handhelds";
import { stew } from "./dish-forms/soups-and-bowls";
import { cupsInTin, layeredSlice, traySquares } from "./dish-forms/layers-and-cups";
import { pieDish, roastBird, toadInTheHole } from "./dish-forms/pies-and-roasts";
import { meatPlate, seafood, skewers } from "./dish-forms/plated-mains";
import { dumplings } from "./dish-forms/starters-and-snacks";
import { buns, sticks } from "./dish-forms/sticks-and-buns";
import { g } from "./palette";

const herb = g("herb", "#2f8f46", "#59b96a");
const berries = g("dot", "#d7263d", "#ff7a8a");

export const MORE_RULES: Rule[] = [
  [/shepherd|cottage pie|fish pie/, { form: (c) => pieDish(c, "mash", "#8a3a22"), utensil: "spoon" }],
  [/hotpot/, { form: (c) => pieDish(c, "potato", "#7a4a2a"), utensil: "spoon" }],
  [/mushroom.*pie/, { form: (c) => pieDish(c, "pastry", "#8a6040", true), utensil: "fork" }],
  [/chicken.*pie/, { form: (c) => pieDish(c, "pastry", "#f1e3c4", false), utensil: "fork" }],
  [/^(?!.*(apple|lime|banoffee|pumpkin|pecan|cherry|lemon|meringue)).*\bpie\b/, { form: (c) => pieDish(c, "pastry", "#e8d8b0"), utensil: "fork" }],
  [/quiche/, { form: tart, utensil: "fork", add: [g("leaf", "#3f7a2a", "#6fae4a"), g("cube", "#fbf8ee", "#e8e2d0")] }],
  [/roast (chicken|turkey)/, { form: (c) => roastBird(c), utensil: "fork" }],
  [/toad in the hole/, { form: toadInTheHole, utensil: "fork" }],
  [/churros?/, { form: (c) => sticks(c, { color: "#d9953f", shape: "ridged", dip: "#4a2616", sugar: true }), utensil: "none" }],
  [/teque[ñn]os/, { form: (c) => sticks(c, { color: "#e8b45a", shape: "baton", dip: "#f6efe1" }), utensil: "none" }],
  [/^chips$|french fries|polenta chips/, { form: (c) => sticks(c, { color: "#f0c04a", shape: "baton", dip: "#c8381f" }), utensil: "none" }],
  [/wedges/, { form: (c) => sticks(c, { color: "#f08a24", shape: "wedge", dip: "#f6efe1" }), utensil: "none" }],
  [/cinnamon (rolls?|buns?)|chelsea bun/, { form: (c) => buns(c, "spiral"), utensil: "none" }],
  [/crumpet/, { form: (c) => buns(c, "holes"), utensil: "none" }],
  [/english muffin/, { form: (c) => buns(c, "split"), utensil: "none" }],
  [/cheese scones/, { form: (c) => layeredSlice(c, { layers: [["#e0b060", 4], ["#f8e08a", 1], ["#e0b060", 4]], top: "#c98a3e", topping: "cheese" }), utensil: "none" }],
  [/chilaquiles/, { form: (c) => cerealBowl(c, "#c8381f", [g("wedge", "#f0c35e", "#f6d58a"), g("swirl", "#fffaf0", "#efe4cf"), g("ring", "#f1e3c4", "#fffaf0")]), utensil: "fork" }],
  [/akuri|scrambled eggs(?! on toast)/, { form: (c) => cerealBowl(c, "#f7d55a", [g("chunk", "#f4c430", "#fde07a"), g("sliver", "#d62828", "#ff6b4a"), herb]), utensil: "fork" }],
  [/dutch baby/, { form: custard, utensil: "fork" }],
  [/french toast/, { form: (c) => layeredSlice(c, { layers: [["#d99a3a", 2], ["#f3d49a", 1], ["#d99a3a", 2], ["#f3d49a", 1]], top: "#e0a84a", topping: "sugar", garnish: [berries] }), utensil: "fork" }],
  [/congee|jook/, { form: (c) => cerealBowl(c, "#f4efe2", [g("ring", "#6fbf4f", "#b6e39a"), g("sliver", "#e8c27a", "#f6dca8"), g("speck", "#8a4a22", "#b07a4a")]), utensil: "spoon" }],
  [/pavlova|eton mess/, { form: (c) => cerealBowl(c, "#fffaf0", [berries, g("slice", "#7cb342", "#cfe89a"), g("swirl", "#fffaf0", "#efe4cf")]), utensil: "spoon" }],
  [/sticky toffee/, { form: (c) => layeredSlice(c, { layers: [["#6b3e26", 5]], top: "#c27a2c", topping: "glaze", garnish: [g("swirl", "#fffaf0", "#efe4cf")] }), utensil: "spoon" }],
  [/rice pudding|riskrem/, { form: (c) => cerealBowl(c, "#f6efe1", [g("dot", "#c0243a", "#ff7a8a"), g("speck", "#8a5a2a", "#b88a5a")]), utensil: "spoon" }],
  [/trifle/, { form: (c) => layeredSlice(c, { layers: [["#e9c27a", 2], ["#c0243a", 2], ["#f4d96a", 2], ["#fbf3e2", 2]], top: "#fbf3e2", topping: "none", garnish: [berries] }), utensil: "spoon" }],
  [/bread and butter pudding/, { form: crumble, utensil: "spoon" }],
  [/clafoutis/, { form: tart, utensil: "fork", add: [g("dot", "#7a0f24", "#c0243a")] }],
  [/^shortbread/, { form: (c) => traySquares(c, { color: "#ecc98a", finish: "plain" }), utensil: "none" }],
  [/chicken parmigiana|chicken parmesan/, { form: (c) => meatPlate(c, "chicken", "crumbed"), sauce: "#c8381f", utensil: "fork" }],
  [/meatballs/, { form: (c) => pastaBowl(c, "spaghetti", "#c8381f", [g("chunk", "#6e3421", "#8a4a2a"), g("chunk", "#7a3b24", "#9a5a3a"), herb]), utensil: "fork" }],
  [/crab linguine/, { form: (c) => pastaBowl(c, "spaghetti", undefined, [g("chunk", "#f6e3d0", "#fff4ea"), g("sliver", "#d62828", "#ff6b4a"), herb]), utensil: "fork" }],
  [/prawn cocktail/, { form: seafood, sauce: "#f4a6a0", utensil: "fork" }],
  [/kofta|kofte|adana/, { form: skewers, utensil: "none" }],
  [/fajitas/, { form: stew, vessel: "skillet", sauce: "#a8642a", add: [g("sliver", "#e0402a", "#ff7b5c"), g("sliver", "#3f9b3a", "#7dcf5e"), g("sliver", "#f4b400", "#ffd866")], utensil: "none" }],
  [/shawarma|gyros?\b|doner/, { form: (c) => grillBoard(c, { meat: "#d9953f", cut: "steak", sauce: "#f6efe1" }), utensil: "none" }],
  [/patatas bravas/, { form: (c) => cerealBowl(c, "#e8b04a", [g("cube", "#f0c869", "#fde7a6"), g("dot", "#c8381f", "#e0663f"), g("cube", "#e0a840", "#f6d58a"), g("swirl", "#fffaf0", "#efe4cf")]), utensil: "fork" }],
  [/carnitas/, { form: (c) => tacos(c, { filling: "#b86a3a", extras: ["#f1e3c4", "#2f8f46", "#7dc242"] }), utensil: "none" }],
  [/pasties|pasty|empanada/, { form: dumplings, utensil: "fork" }],
  [/cauliflower cheese|gratin/, { form: bakingDish, utensil: "spoon" }],
  [/mushroom risotto/, { sauce: "#e8dcc0", add: [g("mushroom", "#b78a63", "#e9d6bd"), herb] }],
  [/pea and lemon risotto/, { sauce: "#d6e4a6", add: [g("dot", "#5fb344", "#9fe07d"), g("wedge", "#f7d43c", "#fff3a8")] }],
  [/squash risotto/, { sauce: "#f2a24a", add: [g("cube", "#f08a24", "#ffb25e"), herb] }],
  [/torta pascualina/, { form: (c) => layeredSlice(c, { wedge: true, layers: [["#d9a055", 1], ["#3f7a2a", 3], ["#f4d96a", 1], ["#3f7a2a", 1]], top: "#e0a84a", topping: "glaze" }), utensil: "fork" }],
];
