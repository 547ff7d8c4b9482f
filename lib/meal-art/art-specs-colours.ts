/**
 * Art specs that keep chooseForm's drawing but give the dish its own colour and defining pieces:
 * soups by their colour, curries by sauce, vessel and what is in them, pasta by its shape.
 * Without these every soup came out stock-brown and every curry the same orange.
 */
import type { Rule } from "./art-specs";
import { brothBowl, pastaBowl, type PastaShape } from "./dish-forms/broths-and-plates";
import { soup as soupBowl, stew } from "./dish-forms/soups-and-bowls";
import { g, type Garnish } from "./palette";

const herb = g("herb", "#2f8f46", "#59b96a");
const cream = g("swirl", "#fffaf0", "#efe4cf");
const chilli = g("sliver", "#b3121b", "#e0402a");
const soup = (sauce: string, ...add: Garnish[]) => ({ form: soupBowl, sauce, add, utensil: "spoon" as const });
const curry = (sauce: string, vessel: "pot" | "karahi" | "bowl" | "skillet" | "tagine", ...add: Garnish[]) => ({ form: stew, sauce, vessel, add, utensil: "spoon" as const });
const pasta = (shape: PastaShape, sauce: string | undefined, ...add: Garnish[]) => ({ form: (c: Parameters<typeof pastaBowl>[0]) => pastaBowl(c, shape, sauce, add.length ? add : [herb]), utensil: "fork" as const });

export const COLOUR_RULES: Rule[] = [
  // Soups: the colour is what tells them apart at a glance.
  [/tomato soup/, soup("#d2391f", cream, herb)],
  [/leek and potato/, soup("#eee6c4", g("ring", "#6fbf4f", "#b6e39a"))],
  [/french onion/, soup("#8a5a2a", g("cube", "#e8b24f", "#f6d58a"))],
  [/butternut squash soup|pumpkin soup/, soup("#f08a24", cream, g("speck", "#3f6b2a", "#6f9b4a"))],
  [/lentil soup/, soup("#e5a53a", g("sliver", "#c2351d", "#e0663f"), herb)],
  [/gazpacho/, soup("#e2573f", g("slice", "#4f8f3a", "#cfe8b0"), g("cube", "#f6efe1", "#fff"))],
  [/minestrone/, soup("#c8602a", g("dot", "#c8904e", "#e8c08a"), g("slice", "#4f8f3a", "#cfe8b0"), herb)],
  [/carrot and coriander|carrot soup/, soup("#f28c28", herb)],
  [/pea and mint|pea soup/, soup("#7fb83f", cream, herb)],
  [/mushroom soup/, { form: (c) => brothBowl(c, { broth: "#cdb08a", clear: false, toppings: ["mushrooms", "herbs"], spoon: true }), utensil: "spoon" }],
  [/beetroot soup|borscht|borshch/, soup("#8e1845", cream, g("herb", "#4f8f3a", "#8bcf6a"))],
  [/mulligatawny/, soup("#d99a2a", cream)],
  [/broccoli.*soup/, soup("#a8c47a", g("cube", "#3a5a8a", "#dfe8f0"))],
  [/parsnip soup/, soup("#ecd089", g("sliver", "#c2351d", "#e0663f"))],
  [/watercress soup/, soup("#3f7a2a", cream)],
  [/miso soup/, soup("#d8b27a", g("cube", "#fbf8ee", "#e8e2d0"), g("ring", "#6fbf4f", "#b6e39a"))],
  [/chowder/, soup("#f3ead6", g("cube", "#f0c869", "#fde7a6"), g("dot", "#f6c833", "#ffe57a"))],
  [/ribollita/, soup("#9a6a3a", g("leaf", "#2e5a2c", "#5f8a4a"), g("dot", "#f3ead6", "#fff"))],
  [/fiskesuppe|fish soup/, soup("#f1e6cf", g("slice", "#f28c28", "#ffb866"), g("cube", "#f7a08a", "#fbd2c4"))],
  [/ukha/, soup("#e8d8a8", g("cube", "#f7a08a", "#fbd2c4"), g("slice", "#f28c28", "#ffb866"), herb)],
  // Curries: sauce colour, the pot it comes in and what marks it out.
  [/rogan josh/, curry("#8e1b16", "karahi", g("swirl", "#fffaf0", "#efe4cf"), herb)],
  [/vindaloo/, curry("#d2481c", "bowl", chilli, chilli)],
  [/curry goat/, curry("#e0a526", "pot", g("cube", "#f6dc8a", "#fff0c0"), g("speck", "#6b3a1a", "#9a6a3a"))],
  [/tikka masala/, curry("#e0652a", "bowl", cream, herb)],
  [/butter (chicken|masala)/, curry("#e98a3a", "karahi", cream, g("cube", "#fbf8ee", "#e8e2d0"))],
  [/korma/, curry("#f1dca8", "bowl", g("chunk", "#c4874a", "#e3b27a"), herb)],
  [/chana masala/, curry("#b4461e", "karahi", g("dot", "#d9a45a", "#f0c88a"), herb)],
  [/dal makhani/, curry("#5a2a1c", "bowl", cream)],
  [/\b(dal|dhal|daal)\b/, curry("#f2c233", "bowl", g("sliver", "#b3121b", "#e0402a"), g("herb", "#2e5a2c", "#5f8a4a"))],
  [/saag|palak/, curry("#3f7a2a", "bowl", g("cube", "#f6dc8a", "#fff0c0"))],
  [/green curry/, curry("#b9cf7a", "bowl", g("cube", "#5e2f6b", "#e8d9a8"), g("herb", "#1f6f3a", "#3f9b4a"))],
  [/red (prawn )?curry|massaman|panang/, curry("#d9542b", "bowl", g("herb", "#1f6f3a", "#3f9b4a"))],
  [/rendang/, curry("#5a2a14", "bowl", g("sliver", "#b3121b", "#e0402a"))],
  [/katsu curry|yasai curry|japanese curry/, curry("#7a4a22", "bowl", g("slice", "#f28c28", "#ffb866"), g("cube", "#f0c869", "#fde7a6"))],
  [/egg curry/, curry("#c0461e", "karahi", herb)],
  [/rajma/, curry("#7a2a1a", "bowl", g("dot", "#8a2a22", "#c0503a"), herb)],
  [/aloo gobi/, curry("#e8b22a", "karahi", g("chunk", "#f3ecd8", "#fffaf0"), g("cube", "#f6dc8a", "#fff0c0"))],
  [/aloo matar/, curry("#d9602a", "karahi", g("dot", "#5fb344", "#9fe07d"), g("cube", "#f6dc8a", "#fff0c0"))],
  [/sweet potato and chickpea/, curry("#e89a3a", "bowl", g("cube", "#f08a24", "#ffb25e"), g("dot", "#d9a45a", "#f0c88a"))],
  [/rabbit cacciatore/, curry("#a8321c", "pot", g("ring", "#3b3a2a", "#6b6a4a"), herb)],
  [/cacciatore/, curry("#c8381f", "skillet", g("sliver", "#e0402a", "#ff7b5c"), herb)],
  [/pork and apple casserole/, curry("#b07a3a", "pot", g("wedge", "#c8402f", "#f7efc6"), herb)],
  [/sausage casserole/, curry("#a8321c", "pot", g("dot", "#c8904e", "#e8c08a"), herb)],
  [/coq au vin|bourguignon/, curry("#5a1e22", "pot", g("mushroom", "#b78a63", "#e9d6bd"), g("ring", "#f1e3c4", "#fffaf0"))],
  [/irish stew/, curry("#d9c39a", "bowl", g("cube", "#f0c869", "#fde7a6"), g("slice", "#f28c28", "#ffb866"), herb)],
  [/goulash/, curry("#a8321c", "pot", g("sliver", "#e0402a", "#ff7b5c"), cream)],
  [/chilli con carne|three-bean chilli|chili/, curry("#8e2a1a", "pot", g("dot", "#5a1a1a", "#8a3a3a"), cream)],
  // Pasta by its shape.
  [/sausage and broccoli/, pasta("shells", undefined, g("chunk", "#a8633a", "#c98a5a"), g("leaf", "#3f7f2f", "#6fae4a"))],
  [/with sardines/, pasta("spaghetti", undefined, g("chunk", "#9aa7b0", "#c9d3da"), g("speck", "#e8c070", "#f6dca8"), herb)],
  [/prawn linguine|prawn spaghetti/, pasta("spaghetti", "#e0603a", g("chunk", "#f4a6a0", "#fbd2c4"), g("sliver", "#d62828", "#ff6b4a"), herb)],
  [/penne|arrabbiata/, pasta("penne", "#c8381f", herb)],
  [/rigatoni|alla norma/, pasta("penne", "#b8361f", g("cube", "#5e2f6b", "#e8d9a8"), g("speck", "#fbf8ee", "#fff"))],
  [/farfalle|bow.?tie/, pasta("farfalle", undefined)],
  [/fusilli|pasta salad/, pasta("fusilli", undefined, g("slice", "#e5392f", "#ff8a6b"), herb)],
  [/conchiglie|shells/, pasta("shells", "#c8381f")],
  [/gnocchi/, pasta("gnocchi", "#c8381f", herb, g("cube", "#fbf8ee", "#e8e2d0"))],
  [/orecchiette/, pasta("shells", undefined, g("leaf", "#3f7f2f", "#6fae4a"))],
  [/tagliatelle|pappardelle|fettuccine|fettuccini/, pasta("ribbons", "#f4dc8a", g("mushroom", "#b78a63", "#e9d6bd"), herb)],
  [/bolognese/, pasta("spaghetti", "#8a3a22", g("speck", "#fbf3d2", "#fff"), herb)],
  [/carbonara/, pasta("spaghetti", "#f4dc8a", g("cube", "#c2604a", "#e8a08a"), g("speck", "#3a3a3a", "#666"))],
  [/vongole/, pasta("spaghetti", undefined, g("ring", "#e8dcc4", "#a89878"), herb)],
  [/pesto/, pasta("fusilli", "#6f9e34", g("chunk", "#f3e6c8", "#fff"), herb)],
  [/aglio e olio|cacio e pepe/, pasta("spaghetti", undefined, g("speck", "#3a3a3a", "#666"), g("sliver", "#d62828", "#ff6b4a"))],
  [/e fagioli/, soup("#b8602a", g("dot", "#c8904e", "#e8c08a"), herb)],
];
