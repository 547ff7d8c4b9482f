/**
 * Art specs for dishes the first look at the contact sheet got wrong: pies by their lid, roasts,
 * sticks and buns, breakfast plates that all looked alike, puddings that came out as pink bowls.
 * Checked before the other spec lists, so these names win.
 */
import type { Rule } from "./art-specs";
import { cerealBowl, pastaBowl } from "./dish-forms/broths-and-plates";
import { bakingDish, pizza } from "./dish-forms/bakes-and-breads";
import { crumble, custard, tart } from "./dish-forms/desserts";
import { grillBoard, tacos } from "./dish-forms/grill-and-handhelds";
import { stew } from "./dish-forms/soups-and-bowls";
import { layeredSlice } from "./dish-forms/layers-and-cups";
import { focaccia, jacketPotatoes, pieDish, roastBird, roastTin, toadInTheHole } from "./dish-forms/pies-and-roasts";
import { meatPlate, seafood, skewers } from "./dish-forms/plated-mains";
import { condiment, dumplings, rounds } from "./dish-forms/starters-and-snacks";
import { buns, sticks } from "./dish-forms/sticks-and-buns";
import { salad } from "./dish-forms/vegetables";
import { g } from "./palette";

const herb = g("herb", "#2f8f46", "#59b96a");
const berries = g("dot", "#d7263d", "#ff7a8a");

export const MORE_RULES: Rule[] = [
  // Issue 38's central European and Swedish dishes, before the general names they contain (meatballs).
  [/swedish meatballs|k[öo]ttbullar/, { form: (c) => cerealBowl(c, "#e8d3a8", [g("chunk", "#6e3421", "#8a4a2a"), g("chunk", "#7a3b24", "#9a5a3a"), g("dot", "#c0243a", "#ff7a8a")]), utensil: "fork" }],
  [/swabian potato salad/, { form: salad, utensil: "fork", add: [g("slice", "#f0d489", "#fde7a6"), g("slice", "#5fae3a", "#d7f0a2")] }],
  [/jjigae/, { form: stew, vessel: "pot", sauce: "#c8381f", add: [g("cube", "#fbf8ee", "#e8e2d0"), g("ring", "#6fbf4f", "#b6e39a")], utensil: "spoon" }],
  [/raggmunk/, { form: rounds, utensil: "fork", add: [g("dot", "#c0243a", "#ff7a8a")] }],
  [/bratkartoffeln/, { form: stew, vessel: "skillet", sauce: "#e0a840", add: [g("slice", "#f0c869", "#fde7a6"), g("sliver", "#8a5a2a", "#c4874a"), herb], utensil: "fork" }],
  [/jansson/, { form: bakingDish, utensil: "spoon" }],
  // Baked in paper cases, as Swedish bakers do, so they do not look like the (tray-baked) cinnamon rolls.
  [/strudel/, { form: (c) => layeredSlice(c, { layers: [["#e8b45a", 1], ["#e0c070", 4], ["#e8b45a", 1]], top: "#f0c060", topping: "sugar", garnish: [g("slice", "#f6e7a1", "#fff6d2")] }), utensil: "fork" }],
  [/kaiserschmarrn/, { form: (c) => cerealBowl(c, "#f0c878", [g("chunk", "#e0a850", "#f6d58a"), g("dot", "#4a2a3a", "#7a4a5a"), g("speck", "#fffaf0", "#fff")]), utensil: "fork" }],
  [/l[áa]ngos/, { form: pizza, utensil: "none" }],
  [/shepherd|cottage pie|fish pie/, { form: (c) => pieDish(c, "mash", "#8a3a22"), utensil: "spoon" }],
  [/hotpot/, { form: (c) => pieDish(c, "potato", "#7a4a2a"), utensil: "spoon" }],
  [/mushroom.*pie/, { form: (c) => pieDish(c, "pastry", "#8a6040", true), utensil: "fork" }],
  [/chicken.*pie/, { form: (c) => pieDish(c, "pastry", "#f1e3c4", false), utensil: "fork" }],
  [/steak and ale pie|steak pie/, { form: (c) => pieDish(c, "pastry", "#5a2a1a", false), utensil: "fork" }],
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
  [/congee|jook/, { form: (c) => cerealBowl(c, "#f4efe2", [g("ring", "#6fbf4f", "#b6e39a"), g("sliver", "#e8c27a", "#f6dca8"), g("speck", "#8a4a22", "#b07a4a")]), utensil: "spoon" }],
  [/pavlova|eton mess/, { form: (c) => cerealBowl(c, "#fffaf0", [berries, g("slice", "#7cb342", "#cfe89a"), g("swirl", "#fffaf0", "#efe4cf")]), utensil: "spoon" }],
  [/sticky toffee/, { form: (c) => layeredSlice(c, { layers: [["#6b3e26", 5]], top: "#c27a2c", topping: "glaze", garnish: [g("swirl", "#fffaf0", "#efe4cf")] }), utensil: "spoon" }],
  [/rice pudding|riskrem/, { form: (c) => cerealBowl(c, "#f6efe1", [g("dot", "#c0243a", "#ff7a8a"), g("speck", "#8a5a2a", "#b88a5a")]), utensil: "spoon" }],
  [/trifle/, { form: (c) => layeredSlice(c, { layers: [["#e9c27a", 2], ["#c0243a", 2], ["#f4d96a", 2], ["#fbf3e2", 2]], top: "#fbf3e2", topping: "none", garnish: [berries] }), utensil: "spoon" }],
  [/bread and butter pudding/, { form: crumble, utensil: "spoon" }],
  [/clafoutis/, { form: tart, utensil: "fork", add: [g("dot", "#7a0f24", "#c0243a")] }],
  [/chicken parmigiana|chicken parmesan/, { form: (c) => meatPlate(c, "chicken", "crumbed"), sauce: "#c8381f", utensil: "fork" }],
  [/meatballs/, { form: (c) => pastaBowl(c, "spaghetti", "#c8381f", [g("ball", "#7a4024", "#5a2a14"), g("ball", "#8a4a2a", "#5a2a14"), herb]), utensil: "fork" }],
  [/crab linguine/, { form: (c) => pastaBowl(c, "spaghetti", undefined, [g("chunk", "#f6e3d0", "#fff4ea"), g("sliver", "#d62828", "#ff6b4a"), herb]), utensil: "fork" }],
  [/prawn cocktail/, { form: seafood, sauce: "#f4a6a0", utensil: "fork" }],
  [/kofta|kofte|adana/, { form: skewers, utensil: "none" }],
  [/shawarma|gyros?\b|doner/, { form: (c) => grillBoard(c, { meat: "#d9953f", cut: "steak", sauce: "#f6efe1" }), utensil: "none" }],
  [/carnitas/, { form: (c) => tacos(c, { filling: "#b86a3a", extras: ["#f1e3c4", "#2f8f46", "#7dc242"] }), utensil: "none" }],
  [/pasties|pasty|empanada/, { form: dumplings, utensil: "fork" }],
  [/cauliflower cheese|gratin/, { form: bakingDish, utensil: "spoon" }],
  [/mushroom risotto/, { sauce: "#e8dcc0", add: [g("mushroom", "#b78a63", "#e9d6bd"), herb] }],
  [/pea and lemon risotto/, { sauce: "#d6e4a6", add: [g("dot", "#5fb344", "#9fe07d"), g("wedge", "#f7d43c", "#fff3a8")] }],
  [/squash risotto/, { sauce: "#f2a24a", add: [g("cube", "#f08a24", "#ffb25e"), herb] }],
  [/focaccia/, { form: focaccia, utensil: "none" }],
  [/roast potatoes/, { form: (c) => roastTin(c, ["#e0a840", "#d9953a", "#eab85a"]), utensil: "none" }],
  [/^roasted vegetables/, { form: (c) => roastTin(c, ["#d8352a", "#5e2f6b", "#4f8f3a", "#f4b400", "#9b3f7a"]), utensil: "none" }],
  [/carrots and parsnips|roast(ed)? carrots/, { form: (c) => roastTin(c, ["#e8782a", "#efd9a0"]), utensil: "none" }],
  [/halloumi traybake/, { form: (c) => roastTin(c, ["#f3e3b0", "#d8352a", "#e0a840", "#5e2f6b"]), utensil: "none" }],
  [/spring rolls?/, { form: (c) => sticks(c, { color: "#d99a45", shape: "roll", dip: "#e0502a" }), utensil: "none" }],
  [/biscotti/, { form: (c) => sticks(c, { color: "#e6be7a", shape: "wedge", dip: "#5a3422" }), utensil: "none" }],
  [/panna cotta/, { form: (c) => cerealBowl(c, "#fbf8ee", [g("wedge", "#7a1f4a", "#c0507a"), g("herb", "#2f8f46", "#59b96a")]), utensil: "spoon" }],
  [/coleslaw/, { form: (c) => cerealBowl(c, "#f6f1de", [g("sliver", "#f0eedc", "#fff"), g("sliver", "#f28c28", "#ffb866"), g("sliver", "#a3244f", "#e56b95")]), utensil: "fork" }],
  [/potato salad/, { form: (c) => cerealBowl(c, "#f6efd6", [g("cube", "#f0d489", "#fde7a6"), g("ring", "#4f9d3a", "#8fcf6a"), g("cube", "#e8c878", "#fbe3a0")]), utensil: "fork" }],
  [/tabbouleh/, { form: (c) => cerealBowl(c, "#4f9d3a", [g("speck", "#e8d4a0", "#fff"), g("dot", "#e5392f", "#ff8a6b"), g("herb", "#2f8f46", "#59b96a")]), utensil: "fork" }],
  [/guacamole/, { form: condiment, sauce: "#8fbf4a", utensil: "none" }],
  [/hummus|houmous/, { form: condiment, sauce: "#e8d3a8", utensil: "none" }],
  [/baba ganoush|moutabal/, { form: condiment, sauce: "#c8b08a", utensil: "none" }],
  [/tzatziki|raita/, { form: condiment, sauce: "#f4f1e6", utensil: "none" }],
  [/refried beans/, { form: condiment, sauce: "#6a3a2a", utensil: "none" }],
  [/nut roast|nut loaf/, { form: (c) => layeredSlice(c, { layers: [["#a8743a", 6]], top: "#8a5a2a", topping: "crumb", garnish: [herb] }), utensil: "fork" }],
  [/wellington/, { form: (c) => layeredSlice(c, { layers: [["#d9953f", 1], ["#4a3a22", 1], ["#7a5a3a", 3], ["#4a3a22", 1], ["#d9953f", 1]], top: "#e0a040", topping: "glaze" }), utensil: "fork" }],
  [/cauliflower steaks?/, { form: (c) => cerealBowl(c, "#e8902a", [g("chunk", "#f3ecd8", "#fffaf0"), g("chunk", "#e8dcc0", "#fff"), herb]), utensil: "fork" }],
  [/deruny|draniki|potato pancakes/, { form: rounds, utensil: "fork" }],
  [/cobbler/, { form: crumble, utensil: "spoon" }],
  [/burrito bowls?|buddha bowl|poke/, { form: (c) => cerealBowl(c, "#f4eee0", [g("dot", "#3a2a2a", "#5a4a4a"), g("dot", "#f6c833", "#ffe57a"), g("slice", "#7cb342", "#cfe89a"), g("cube", "#e5392f", "#ff8a6b")]), utensil: "fork" }],
  [/edamame/, { form: (c) => cerealBowl(c, "#4f9d3a", [g("leaf", "#6fbf4f", "#9fe07d"), g("leaf", "#5fae3a", "#8fcf6a"), g("speck", "#f4b6b0", "#fff")]), utensil: "none" }],
  [/red cabbage/, { form: (c) => cerealBowl(c, "#7a1f4a", [g("sliver", "#a3244f", "#e56b95"), g("wedge", "#c8402f", "#f7efc6")]), utensil: "spoon" }],
  [/mushy peas/, { form: (c) => cerealBowl(c, "#6fae3a", [g("dot", "#5fb344", "#9fe07d"), g("cube", "#fbe7a1", "#fff6d2")]), utensil: "spoon" }],
  [/creamed spinach/, { form: (c) => cerealBowl(c, "#3f7a2a", [g("swirl", "#fffaf0", "#efe4cf"), g("speck", "#e8dcc0", "#fff")]), utensil: "spoon" }],
  [/stuffing/, { form: rounds, utensil: "none" }],
  [/dolmades|dolma/, { form: (c) => sticks(c, { color: "#5a7a3a", shape: "roll", dip: "#f4f1e6" }), utensil: "none" }],
  [/brussels sprouts/, { form: (c) => roastTin(c, ["#5f9b3a", "#8fbf5a", "#8a5a3a"]), utensil: "none" }],
  [/sticky gingerbread|parkin/, { form: (c) => layeredSlice(c, { layers: [["#7a4a22", 6]], top: "#5a3012", topping: "glaze", garnish: [g("swirl", "#fffaf0", "#efe4cf")] }), utensil: "fork" }],
  [/duck [àa] l.orange|roast duck/, { form: (c) => roastBird(c, "#9a4a1a"), sauce: "#e8782a", utensil: "fork" }],
  [/in carrozza|grilled cheese|croque/, { form: (c) => layeredSlice(c, { layers: [["#d99a45", 2], ["#fbf8ee", 1], ["#d99a45", 2]], top: "#c98632", topping: "crumb" }), utensil: "none" }],
  // Issue 38: meat-free bangers on mash, drawn as the sausages themselves with their onion gravy.
  [/sausage rolls?/, { form: (c) => layeredSlice(c, { layers: [["#e0a850", 2], ["#c98a6a", 4], ["#e0a850", 2]], top: "#d9953f", topping: "none" }), utensil: "none" }],
  [/meatloaf/, { form: (c) => layeredSlice(c, { layers: [["#6e3a22", 6]], top: "#a8261c", topping: "glaze", garnish: [herb] }), utensil: "fork" }],
  [/celeriac schnitzel/, { form: (c) => meatPlate(c, "chicken", "crumbed"), sauce: "#a8213a", utensil: "fork" }],
  [/glamorgan sausages?/, { form: (c) => sticks(c, { color: "#d9a045", shape: "roll", dip: "#a8321c" }), utensil: "none" }],
  [/pabell[óo]n/, { form: (c) => cerealBowl(c, "#f4eee0", [g("dot", "#2a1a1a", "#4a3a3a"), g("sliver", "#8a3a22", "#b0603a"), g("slice", "#e8a040", "#f6d07a")]), utensil: "fork" }],
  [/chiles rellenos/, { form: bakingDish, sauce: "#c8381f", add: [g("leaf", "#2e6b2a", "#5f9b4a")], utensil: "fork" }],
  [/fruit salad/, { form: (c) => cerealBowl(c, "#f6e9c8", [g("cube", "#f7a531", "#ffd27a"), g("dot", "#d7263d", "#ff7a8a"), g("slice", "#7cb342", "#cfe89a"), g("dot", "#5b3f8c", "#9c7bd1"), g("slice", "#f6e7a1", "#fff6d2")]), utensil: "spoon" }],
  [/moules|mussels/, { form: stew, vessel: "pot", sauce: "#efe2c0", add: [g("leaf", "#2c2f45", "#5a6080"), herb], utensil: "spoon" }],
  [/zabaglione|sabayon/, { form: (c) => cerealBowl(c, "#f4d98a", [g("dot", "#d7263d", "#ff7a8a"), g("speck", "#c98a3e", "#e8b86a")]), utensil: "spoon" }],
  [/queen of puddings/, { form: (c) => layeredSlice(c, { layers: [["#f0d89a", 3], ["#c0243a", 1], ["#fbf3e2", 3]], top: "#e8c27a", topping: "crumb" }), utensil: "spoon" }],
  [/mujadara|mujaddara/, { form: (c) => cerealBowl(c, "#c8a878", [g("ring", "#6a3a1a", "#9a5a2a"), g("dot", "#8a6a4a", "#b09070"), g("ring", "#8a4a1a", "#b8742a")]), utensil: "spoon" }],
  [/jacket potato/, { form: jacketPotatoes, utensil: "fork" }],
  [/torta pascualina/, { form: (c) => layeredSlice(c, { wedge: true, layers: [["#d9a055", 1], ["#3f7a2a", 3], ["#f4d96a", 1], ["#3f7a2a", 1]], top: "#e0a84a", topping: "glaze" }), utensil: "fork" }],
];
