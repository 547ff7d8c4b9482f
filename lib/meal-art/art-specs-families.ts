/**
 * Art specs for the families a blind viewer confused (issue 38, picture test): pasta dishes that all
 * shared one golden bowl, breakfasts drawn as the same fry-up, sides and starters with the same bowl,
 * and single dishes missing the thing they are known by. Checked first, so these names win.
 */
import type { Rule } from "./art-specs";
import { cerealBowl, pastaBowl } from "./dish-forms/broths-and-plates";
import { chipsPlate, escalopes, foamGlass, meatballPlate, riceGrains, stretchyMash, uttapam } from "./dish-forms/family-plates";
import { pastaBake, pastaPlate, type PastaCut } from "./dish-forms/pasta";
import { stew } from "./dish-forms/soups-and-bowls";
import { toastSlices } from "./dish-forms/sandwiches-and-toast";
import { g, type Garnish } from "./palette";

const herb = g("herb", "#2f8f46", "#59b96a");
const basil = g("leaf", "#2f8f46", "#59b96a");
const sage = g("leaf", "#6f8f5a", "#a8c09a");
const peas = g("dot", "#5fb344", "#9fe07d");
const broccoli = g("floret", "#3f7f2f", "#8fbf6a");
const chilli = g("sliver", "#d62828", "#ff6b4a");
const parmesan = g("speck", "#fbf3d2", "#fff");
const ricotta = g("swirl", "#fffaf0", "#efe4cf");
const egg = g("egg", "#fffdf6", "#f7a51c");
const pasta = (cut: PastaCut, sauce: string, ...pieces: Garnish[]): Rule[1] => ({ form: (c) => pastaPlate(c, { cut, sauce, pieces }), utensil: "fork" });

export const FAMILY_RULES: Rule[] = [
  // Pasta: its true shape, its sauce colour, and what it is named after.
  [/creamy tomato orzo/, pasta("orzo", "#e0703a", basil, ricotta)],
  [/orzo/, pasta("orzo", "#f0d8a0", g("cube", "#d8352a", "#ff7a6a"), g("cube", "#4f8f3a", "#cfe8b0"), g("cube", "#5e2f6b", "#e8d9a8"))],
  [/baked feta pasta/, { form: (c) => pastaBake(c, { sauce: "#d8482a", fill: "tubes", feta: true, pieces: [g("dot", "#e5392f", "#ff8a6b"), basil] }), utensil: "spoon" }],
  [/baked ziti/, { form: (c) => pastaBake(c, { sauce: "#c8381f", fill: "tubes", cheese: true, pieces: [basil] }), utensil: "spoon" }],
  [/cheesy tomato pasta bake/, { form: (c) => pastaBake(c, { sauce: "#c8381f", fill: "tubes", cheese: "blanket", pieces: [herb] }), utensil: "spoon" }],
  [/tuna pasta bake/, { form: (c) => pastaBake(c, { sauce: "#f0e0b8", fill: "tubes", cheese: true, pieces: [g("dot", "#f6c833", "#ffe57a"), g("chunk", "#c8b8a0", "#e8dcc8")] }), utensil: "spoon" }],
  [/cannelloni/, { form: (c) => pastaBake(c, { sauce: "#c8381f", fill: "rolls", filling: "#3f7a2a", pieces: [ricotta, basil] }), utensil: "fork" }],
  [/cabbage rolls|go[łl][ąa]bki|sarma\b/, { form: (c) => pastaBake(c, { sauce: "#c8442a", fill: "rolls", roll: "#b8d890", filling: "#c8a878", pot: true, pieces: [g("swirl", "#fffaf0", "#efe4cf"), g("herb", "#4f8f3a", "#8bcf6a")] }), utensil: "fork" }],
  [/peas and pancetta/, pasta("ears", "#f4e6c0", peas, g("cube", "#e8909a", "#f6c0c8"), parmesan)],
  [/broad bean and ricotta/, pasta("twists", "#eef0d0", g("dot", "#8fcf6a", "#d7f0a2"), ricotta, g("herb", "#3f9b4a", "#75c26a"))],
  [/primavera/, pasta("tubes", "#f4ecd0", g("sliver", "#4f9d3a", "#7cc35e"), peas, broccoli, g("slice", "#7cb342", "#d7f0a2"))],
  [/orecchiette/, pasta("ears", "#e8d8a0", broccoli, chilli, broccoli)],
  [/ravioli/, pasta("pillows", "#c9852e", sage, parmesan)],
  [/pappardelle|ragù|ragu\b/, pasta("ribbons", "#7a3a22", g("chunk", "#5a2a1a", "#8a4a2a"), parmesan)],
  [/fettuccine|alfredo/, pasta("ribbons", "#f6ecd0", g("speck", "#3a3a3a", "#666"), herb)],
  [/tagliatelle/, pasta("ribbons", "#f4dc8a", g("mushroom", "#b78a63", "#e9d6bd"), herb)],
  [/e fagioli/, { form: (c) => pastaPlate(c, { cut: "ditalini", sauce: "#b8602a", soup: true, pieces: [g("dot", "#e8c8a0", "#fff0d8"), g("dot", "#c8904e", "#e8c08a"), herb] }), utensil: "spoon" }],
  [/sausage and broccoli/, pasta("tubes", "#f0dca8", g("slice", "#a8633a", "#d89a7a"), broccoli, chilli)],
  [/butternut squash and sage/, pasta("twists", "#f0943a", sage, g("cube", "#f08a24", "#ffb25e"))],
  [/roasted red pepper pasta/, pasta("tubes", "#e8603a", g("sliver", "#c8281f", "#e85a3a"), basil)],
  [/creamy mushroom pasta/, pasta("ribbons", "#efe2c4", g("mushroom", "#b78a63", "#e9d6bd"), herb)],
  [/puttanesca/, { form: (c) => pastaBowl(c, "spaghetti", "#b8301c", [g("dot", "#2a2a2a", "#555"), g("dot", "#5a7a2a", "#8aa85a"), herb]), utensil: "fork" }],
  [/amatriciana/, { form: (c) => pastaBowl(c, "spaghetti", "#c8381f", [g("cube", "#f0c8b0", "#fbe4d4"), parmesan]), utensil: "fork" }],
  [/courgette and lemon/, { form: (c) => pastaBowl(c, "spaghetti", undefined, [g("slice", "#5f9b3a", "#e6f0c0"), g("sliver", "#f7d43c", "#fff3a8"), herb]), utensil: "fork" }],
  [/pomodoro/, { form: (c) => pastaBowl(c, "spaghetti", "#d8381f", [basil, basil, parmesan]), utensil: "fork" }],
  // Breakfasts that all came out as the same toast-and-egg plate.
  [/scrambled eggs on toast/, { form: (c) => toastSlices(c, { base: "#f8d650", pieces: [g("chunk", "#fbe27a", "#fff3b0"), g("chunk", "#f4c430", "#fde07a"), g("ring", "#4f9d3a", "#8fcf6a")] }), utensil: "fork" }],
  [/uttapam/, { form: uttapam, utensil: "none" }],
  [/chilaquiles/, { form: (c) => chipsPlate(c, { sauce: "#c0301c", egg: true, pieces: [g("swirl", "#fffaf0", "#efe4cf"), herb, g("sliver", "#9b3f7a", "#e2b4d2")] }), utensil: "fork" }],
  // Sides and starters.
  [/nachos/, { form: (c) => chipsPlate(c, { cheese: true, pieces: [g("cube", "#d8352a", "#ff7a6a"), g("ring", "#3f8f2a", "#9fd07a"), g("swirl", "#fffaf0", "#efe4cf")] }), utensil: "none" }],
  [/jeera rice/, { form: (c) => riceGrains(c, "#fbf8ee", [g("speck", "#6a4a2a", "#8a6a4a"), herb]), utensil: "spoon" }],
  [/bombay potatoes/, { form: (c) => cerealBowl(c, "#d99a2a", [g("cube", "#f4c64a", "#fde7a6"), g("cube", "#e8a838", "#f6d58a"), g("speck", "#2a2a1a", "#4a4a3a"), herb]), utensil: "fork" }],
  [/aligot/, { form: stretchyMash, utensil: "none" }],
  // Single dishes missing the thing they are known by.
  [/sweet and sour (tofu|pork|chicken)/, { form: (c) => cerealBowl(c, "#e8502a", [c.meal.name.toLowerCase().includes("tofu") ? g("cube", "#f6e6b8", "#fff8e0") : g("chunk", "#c98a4a", "#e0b070"), g("wedge", "#f6d23a", "#fff0a0"), g("cube", "#3f9b3a", "#7dcf5e"), g("cube", "#d8282a", "#ff6a5a")]), utensil: "fork" }],
  [/saltimbocca/, { form: escalopes, utensil: "fork" }],
  [/swedish meatballs|k[öo]ttbullar/, { form: (c) => meatballPlate(c, { gravy: "#e8cfa0", side: "#f6eccc", berries: "#b0102a" }), utensil: "fork" }],
  [/zabaglione|sabayon/, { form: (c) => foamGlass(c, "#f4d46a"), utensil: "spoon" }],
  [/egg curry/, { form: stew, vessel: "karahi", sauce: "#c0461e", add: [egg, egg, herb], utensil: "spoon" }],
];
