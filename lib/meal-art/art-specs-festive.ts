/**
 * Art specs for issue 38's third round: the festive table, sandwiches and toast, the Korean and
 * everyday dishes, and the three drawings the review found wrong (lemon meringue pie drawn as a
 * tart, pajeon and mushroom paprikash drawn as something else). Checked first, so these names win.
 */
import type { Rule } from "./art-specs";
import { cerealBowl, pastaBowl } from "./dish-forms/broths-and-plates";
import { burrito } from "./dish-forms/grill-and-handhelds";
import { layeredSlice, traySquares } from "./dish-forms/layers-and-cups";
import { buns } from "./dish-forms/sticks-and-buns";
import { roastTin } from "./dish-forms/pies-and-roasts";
import { rounds } from "./dish-forms/starters-and-snacks";
import { glass } from "./dish-forms/drinks";
import { soup, stew } from "./dish-forms/soups-and-bowls";
import {
  gammonPlate, glazedJoint, glazedPile, gingerbreadPeople, gravyJug, hasselback, meringuePie, pancakeWedges, paprikash, puddingDome, riceBowlTopped, spiralSlices, starPies, tamales, wrappedSausages, yuleLog,
} from "./dish-forms/festive";
import { baguette, eggsAndSoldiers, ploughmans, sandwichHalves, toastSlices } from "./dish-forms/sandwiches-and-toast";
import { g } from "./palette";

const herb = g("herb", "#2f8f46", "#59b96a");
const sesame = g("speck", "#f3e6c4", "#fff");
const springOnion = g("ring", "#6fbf4f", "#b6e39a");
const WHITE = "#f6efdc";
const BROWN = "#efcf94";
const RYE = "#8a5a3a";

export const FESTIVE_RULES: Rule[] = [
  // The three the review found wrong.
  [/lemon meringue/, { form: (c) => meringuePie(c, "#f6d23a"), utensil: "fork" }],
  [/pajeon/, { form: (c) => pancakeWedges(c, { color: "#e8b458", strands: "#4f9d3a", dip: "#5a2a12" }), utensil: "none" }],
  [/mushroom paprikash/, { form: (c) => paprikash(c, { sauce: "#d8582a", pieces: [g("mushroom", "#b78a63", "#e9d6bd"), g("sliver", "#c8381f", "#e0663f")], side: "#f6dc8a" }), utensil: "fork" }],
  // The Sunday roast and the festive table.
  [/^onion gravy$/, { form: (c) => gravyJug(c, { sauce: "#5a2e16", pieces: [g("sliver", "#b8743a", "#d9a060"), g("sliver", "#a0602a", "#c88a4a"), g("herb", "#3f7a2a", "#6fae4a")] }), utensil: "none" }],
  [/bread sauce/, { form: (c) => gravyJug(c, { sauce: "#f4ecd8", pieces: [g("speck", "#a0703a", "#c89a6a"), g("leaf", "#4f7a2a", "#7fae4a")], jug: "#dde9f3" }), utensil: "none" }],
  [/cranberry sauce/, { form: (c) => cerealBowl(c, "#9a1028", [g("dot", "#c0243a", "#ff7a8a"), g("sliver", "#f08a24", "#ffb866")]), utensil: "spoon" }],
  [/chestnut and mushroom roast/, { form: (c) => layeredSlice(c, { layers: [["#7a4a2a", 2], ["#a87a4a", 3], ["#7a4a2a", 2]], top: "#5a2e16", topping: "glaze", garnish: [g("chunk", "#8a5a2a", "#c4874a"), g("dot", "#b01f33", "#e05a6a")] }), utensil: "fork" }],
  [/christmas pudding/, { form: (c) => puddingDome(c, { color: "#4a2414", sauce: "#fbf6ea" }), utensil: "spoon" }],
  [/mince pies/, { form: starPies, utensil: "none" }],
  [/b[ûu]che de no[ëe]l|yule log/, { form: yuleLog, utensil: "fork" }],
  [/glazed ham/, { form: (c) => glazedJoint(c, { color: "#e8a0a0", glaze: "#c8782a", diamonds: true, slices: "#f0a8a0" }), utensil: "fork" }],
  [/glazed celeriac/, { form: (c) => glazedJoint(c, { color: "#c8b48a", glaze: "#9a5a22", diamonds: false, slices: "#efe4c4" }), utensil: "fork" }],
  [/vegetarian pigs in blankets/, { form: (c) => wrappedSausages(c, { sausage: "#b8743a", wrap: "#eec070" }), utensil: "none" }],
  [/pigs in blankets/, { form: (c) => wrappedSausages(c, { sausage: "#c98a6a", wrap: "#b8322a" }), utensil: "none" }],
  [/pork tamales/, { form: (c) => tamales(c, ["#b8361f", "#8a2a16"]), utensil: "none" }],
  [/tamales/, { form: (c) => tamales(c, ["#6a3a2a", "#f6efdc", "#3f9b3a"], "board"), utensil: "none" }],
  [/beef wellington/, { form: (c) => layeredSlice(c, { layers: [["#d9953f", 1], ["#4a3a22", 1], ["#c8505a", 4], ["#4a3a22", 1], ["#d9953f", 1]], top: "#e0a040", topping: "glaze" }), utensil: "fork" }],
  [/mulled wine/, { form: glass, add: [g("dot", "#7a1028", "#a8304a"), g("slice", "#f08a24", "#ffc46a")], utensil: "none" }],
  [/gingerbread biscuits|gingerbread (men|people)/, { form: gingerbreadPeople, utensil: "none" }],
  [/hot cross buns/, { form: (c) => buns(c, "cross"), utensil: "none" }],
  // Sandwiches, toasties and wraps, told apart by their bread and filling.
  [/cheese toastie/, { form: (c) => sandwichHalves(c, { bread: WHITE, crust: "#c98632", fillings: [["#f4b830", 16], ["#6fae4a", 4]], finish: "toasted", triangles: true }), utensil: "none" }],
  [/croque monsieur/, { form: (c) => sandwichHalves(c, { bread: WHITE, crust: "#c98632", fillings: [["#f4a6a0", 14], ["#f6e8c0", 8]], finish: "grilled" }), utensil: "fork" }],
  [/mushroom and spinach croque/, { form: (c) => sandwichHalves(c, { bread: WHITE, crust: "#c98632", fillings: [["#8a6040", 12], ["#2f7a2a", 6], ["#f6e8c0", 8]], finish: "grilled" }), utensil: "fork" }],
  [/beetroot reuben/, { form: (c) => sandwichHalves(c, { bread: RYE, crust: "#4a2a1a", fillings: [["#f6e08a", 6], ["#8a1a4a", 14], ["#efe8c8", 10], ["#f6e08a", 6]], finish: "toasted", toast: "#6a4028" }), utensil: "none" }],
  [/reuben/, { form: (c) => sandwichHalves(c, { bread: RYE, crust: "#4a2a1a", fillings: [["#f6e08a", 6], ["#d8707a", 16], ["#efe8c8", 10], ["#f6e08a", 6]], finish: "toasted", toast: "#6a4028" }), utensil: "none" }],
  [/egg mayonnaise/, { form: (c) => sandwichHalves(c, { bread: BROWN, crust: "#8a5a2a", fillings: [["#fbf3d8", 8], ["#f6c83a", 10], ["#4f9d3a", 4]], triangles: true }), utensil: "none" }],
  [/tuna melt/, { form: (c) => sandwichHalves(c, { bread: "#f0dcae", crust: "#b87a32", fillings: [["#f4b830", 6], ["#d8c8a8", 14], ["#f4b830", 6]], finish: "toasted" }), utensil: "none" }],
  [/coronation chickpea/, { form: (c) => sandwichHalves(c, { bread: BROWN, crust: "#8a5a2a", fillings: [["#7fbf4a", 4], ["#e8b040", 14], ["#6a3a4a", 3]], triangles: true }), utensil: "none" }],
  [/coronation chicken/, { form: (c) => sandwichHalves(c, { bread: WHITE, crust: "#c9a066", fillings: [["#7fbf4a", 4], ["#f0c050", 16], ["#6a3a4a", 3]], triangles: true }), utensil: "none" }],
  [/fish finger/, { form: (c) => sandwichHalves(c, { bread: WHITE, crust: "#c9a066", fillings: [["#9fd06a", 5], ["#d9953a", 18], ["#f6f1de", 5]] }), utensil: "none" }],
  [/banh mi/, { form: (c) => baguette(c, c.meal.category === "Pork" ? ["#a8542a", "#f28c28", "#f6f1de", "#3f9b3a"] : ["#e0a850", "#f28c28", "#f6f1de", "#3f9b3a"]), utensil: "none" }],
  [/falafel wraps?/, { form: (c) => burrito(c, ["#7a4a22", "#a3244f", "#e5392f", "#5fae3a"]), utensil: "none" }],
  [/halloumi wraps?/, { form: (c) => burrito(c, ["#f3e0a0", "#d8352a", "#3f8f3a", "#f6f1de"]), utensil: "none" }],
  [/ploughman/, { form: ploughmans, utensil: "none" }],
  [/beans on toast/, { form: (c) => toastSlices(c, { base: "#d8582a", pieces: [g("dot", "#f0d8b0", "#fff2d8"), g("dot", "#e8c898", "#fff2d8")], cheese: true }), utensil: "fork" }],
  [/mushrooms on toast/, { form: (c) => toastSlices(c, { base: "#6a4a2a", pieces: [g("mushroom", "#b78a63", "#e9d6bd"), herb, g("mushroom", "#a07a50", "#d9c0a0")] }), utensil: "fork" }],
  [/boiled eggs?/, { form: eggsAndSoldiers, utensil: "spoon" }],
  // Korean and everyday dishes.
  [/kimchi fried rice/, { form: (c) => cerealBowl(c, "#d2502a", [g("slice", "#f6c833", "#ffe57a"), g("sliver", "#1f2a1f", "#3a4a3a"), springOnion]), utensil: "spoon" }],
  [/korean fried chicken/, { form: (c) => glazedPile(c, { shape: "wing", color: "#c8361c", glaze: "#e8603a", scatter: [sesame, springOnion] }), utensil: "none" }],
  [/dubu jorim/, { form: (c) => glazedPile(c, { shape: "slab", color: "#f0c878", glaze: "#c8401f", scatter: [springOnion, sesame] }), utensil: "fork" }],
  [/tofu scramble/, { form: (c) => cerealBowl(c, "#f4d04a", [g("chunk", "#f7dc6a", "#fdf0a8"), g("dot", "#e5392f", "#ff8a6b"), g("leaf", "#2e7d3c", "#5fae5a")]), utensil: "fork" }],
  [/pea and ham soup/, { form: soup, sauce: "#7a9a2a", add: [g("cube", "#e8909a", "#f6c0c8"), g("speck", "#3a3a2a", "#5a5a4a")], utensil: "spoon" }],
  [/split pea soup/, { form: soup, sauce: "#8aa83a", add: [g("speck", "#c8381f", "#e0663f"), herb], utensil: "spoon" }],
  [/chicken teriyaki/, { form: (c) => riceBowlTopped(c, { slice: "#e8c08a", glaze: "#6a3012" }), utensil: "fork" }],
  [/tofu teriyaki/, { form: (c) => riceBowlTopped(c, { slice: "#f4e0b0", glaze: "#7a3a14", greens: "#2e7d3c", cubes: true }), utensil: "fork" }],
  [/chicken wings/, { form: (c) => glazedPile(c, { shape: "wing", color: "#a8582a", glaze: "#6a2a10", scatter: [sesame, springOnion] }), utensil: "none" }],
  [/buffalo cauliflower/, { form: (c) => glazedPile(c, { shape: "floret", color: "#e8642a", glaze: "#b8321a", scatter: [g("sliver", "#8fbf4a", "#c0e08a")], dip: "#f6f1e4" }), utensil: "none" }],
  [/sweet potato and black bean hash/, { form: stew, vessel: "skillet", sauce: "#e0782a", add: [g("cube", "#f08a24", "#ffb25e"), g("dot", "#2a1a1a", "#4a3a3a"), g("slice", "#7cb342", "#cfe89a"), herb], utensil: "fork" }],
  [/pak choi/, { form: (c) => cerealBowl(c, "#6a8a3a", [g("leaf", "#3f9b3a", "#cfe89a"), g("leaf", "#2e7d3c", "#e8f4d0"), g("sliver", "#f0d8a0", "#fff")]), utensil: "none" }],
  [/sweetcorn fritters/, { form: rounds, add: [g("dot", "#f6d23a", "#fff0a0"), g("wedge", "#7dc242", "#d7f0a2"), g("dot", "#d8352a", "#ff7a6a")], utensil: "fork" }],
  [/chicken korma/, { form: stew, sauce: "#f0d490", add: [g("chunk", "#f6e0b0", "#fff4d8"), g("sliver", "#e8c48a", "#fbe8c0"), herb], utensil: "spoon" }],
  [/jam roly.poly/, { form: (c) => spiralSlices(c, { dough: "#f4e6c4", jam: "#c0243a", pool: "#f6d25a" }), utensil: "spoon" }],
  [/lemon posset/, { form: (c) => cerealBowl(c, "#f8e79a", [g("dot", "#d7263d", "#ff7a8a"), g("dot", "#c0243a", "#ff8a9a")]), utensil: "spoon" }],
  [/rocky road/, { form: (c) => traySquares(c, { color: "#4a2a1a", finish: "plain", accent: "#fbf3e2" }), utensil: "none" }],
  [/hasselback/, { form: hasselback, utensil: "none" }],
  [/chicken and vegetable traybake/, { form: (c) => roastTin(c, ["#c8782a", "#d8352a", "#e0b060", "#5f9b3a", "#f6d23a"]), utensil: "none" }],
  [/peanut butter noodles/, { form: (c) => pastaBowl(c, "spaghetti", "#d9a560", [g("sliver", "#6fae3a", "#cfe89a"), springOnion, g("chunk", "#b8844a", "#d9a86a")]), utensil: "fork" }],
  [/gammon, egg and chips/, { form: gammonPlate, utensil: "fork" }],
];
