/**
 * Palette table: what an ingredient looks like (sauce colour, garnish, feature), and the
 * profile of a meal read from its ingredients. First matching rule wins for each ingredient,
 * so specific names ("chicken stock", "coconut milk") must come before generic ones.
 */
import { shade } from "./svg";

type GarnishKind =
  | "leaf" | "herb" | "slice" | "dot" | "sliver" | "ring" | "wedge" | "chunk" | "speck" | "mushroom" | "swirl" | "cube"
  | "egg" | "ball" | "floret";

export interface Garnish {
  kind: GarnishKind;
  color: string;
  accent: string;
}

export type Feature =
  | "beef" | "lamb" | "pork" | "bacon" | "chicken" | "fish" | "salmon" | "prawn" | "shell" | "pasta" | "noodle"
  | "rice" | "egg" | "chocolate" | "bread" | "crumbed" | "cheese" | "fruit" | "tofu" | "potato" | "beans" | "sweet" | "shortPasta";

interface Rule {
  re: RegExp;
  /** Colour of the sauce/base this ingredient gives; lower `rank` wins when several do. */
  sauce?: string;
  rank?: number;
  garnish?: Garnish;
  feature?: Feature;
  /** What a viewer calls the drawn garnish (the alt text's word for it). */
  noun?: string;
}

/** A garnish of a kind and colour; the accent defaults to a lighter tint of the colour. */
export const g = (kind: GarnishKind, color: string, accent = shade(color, 0.35)): Garnish => ({ kind, color, accent });

const RULES: Rule[] = [
  { re: /\b(salt|water|oil|flour|baking|yeast|gelatin|cornflour|cornstarch|vinegar|vanilla|stock cube)\b/i },
  { re: /stock|broth|bouillon/i, sauce: "#d9a05b", rank: 7 },
  { re: /fish sauce|oyster sauce|soy|tamari|hoisin|teriyaki|worcestershire|miso/i, sauce: "#8a4a22", rank: 4 },
  { re: /coconut (milk|cream)/i, sauce: "#f3ead6", rank: 5 },
  { re: /desiccated|coconut/i, garnish: g("speck", "#fbf7ee", "#e8dcc4"), noun: "grated coconut" },
  { re: /chocolate|cocoa|nutella/i, sauce: "#5a3422", rank: 0, garnish: g("speck", "#3d2216", "#7a4a2e"), feature: "chocolate", noun: "grated chocolate" },
  { re: /passata|chopped tomato|tinned tomato|tomato (puree|purée|paste|sauce)|ketchup|harissa/i, sauce: "#c8381f", rank: 1 },
  { re: /sun.dried tomato/i, garnish: g("sliver", "#9c2a1c", "#c4482e"), noun: "sun-dried tomato strips" },
  { re: /tomato/i, garnish: g("slice", "#e5392f", "#ff8a6b"), sauce: "#d9442b", rank: 6, noun: "tomato slices" },
  { re: /green curry|pesto|matcha/i, sauce: "#8fb84e", rank: 1 },
  { re: /red curry|gochujang/i, sauce: "#d4532b", rank: 1 },
  { re: /dulce de leche|caramel|toffee/i, sauce: "#c27a2c", rank: 2, feature: "sweet" },
  { re: /gravy|red wine|bourbon|stout|guinness/i, sauce: "#7a3f22", rank: 3 },
  { re: /curry|turmeric|saffron|garam masala|ras el hanout|tikka/i, sauce: "#e39a2d", rank: 2 },
  { re: /paprika|cayenne|chilli powder|chili powder|sumac/i, garnish: g("speck", "#c2351d", "#e0663f"), noun: "a dusting of red spice" },
  { re: /black pepper|white pepper|peppercorn|cumin|coriander seed|nutmeg|cinnamon|clove|allspice|cardamom|spice/i,
    garnish: g("speck", "#5b4030", "#8a6a4f"), noun: "ground spice" },
  { re: /beans?\b.*(butter|green|runner|french)|(green|runner|french|fine) beans?/i, garnish: g("sliver", "#4f9d3a", "#7cc35e"), noun: "green beans" },
  { re: /peanut butter|tahini/i, sauce: "#c98a4b", rank: 3 },
  { re: /ice cream|whipped cream|double cream|single cream|whipping cream|cream cheese|mascarpone|cr[eè]me|sour cream|yog(h)?urt|quark|custard/i,
    sauce: "#f6efe1", rank: 8, garnish: g("swirl", "#fffaf0", "#efe4cf"), noun: "a swirl of cream" },
  { re: /milk|cream/i, sauce: "#f6efe1", rank: 9 },
  { re: /spinach|kale|lettuce|rocket|arugula|chard|cabbage|pak choi|bok choy|watercress|greens|salad leaves|collard/i,
    garnish: g("leaf", "#3f9b4a", "#75c26a"), noun: "green leaves" },
  { re: /lemongrass|spring onion|scallion|leek|chive/i, garnish: g("ring", "#6fbf4f", "#b6e39a"), noun: "spring onion rings" },
  { re: /basil|parsley|coriander|cilantro|mint|dill|thyme|rosemary|oregano|sage|tarragon|herb|bay lea|curry lea/i,
    garnish: g("herb", "#2f8f46", "#59b96a"), noun: "herbs" },
  { re: /lemon/i, garnish: g("wedge", "#f7d43c", "#fff3a8"), noun: "lemon wedges" },
  { re: /lime/i, garnish: g("wedge", "#7dc242", "#d7f0a2"), noun: "lime wedges" },
  { re: /orange|clementine|mandarin|grapefruit/i, garnish: g("wedge", "#f7931e", "#ffd39a"), feature: "fruit", noun: "orange wedges" },
  { re: /strawberr|raspberr|cherr(y|ies)|cranberr|redcurrant|pomegranate|goji/i, garnish: g("dot", "#d7263d", "#ff7a8a"), feature: "fruit", noun: "red berries" },
  { re: /blueberr|blackberr|blackcurrant|grape|plum|fig|raisin|sultana|currant|prune|date/i, garnish: g("dot", "#5b3f8c", "#9c7bd1"), feature: "fruit", noun: "dark berries" },
  { re: /chilli|chili|jalape|chipotle|scotch bonnet|bird.s eye/i, garnish: g("sliver", "#d62828", "#ff6b4a"), noun: "red chilli" },
  { re: /(green|jalapeno) pepper/i, garnish: g("sliver", "#3f9b3a", "#7dcf5e"), noun: "green pepper strips" },
  { re: /(yellow|orange) pepper/i, garnish: g("sliver", "#f4b400", "#ffd866"), noun: "yellow pepper strips" },
  { re: /pepper|capsicum|pimento/i, garnish: g("sliver", "#e0402a", "#ff7b5c"), noun: "red pepper strips" },
  { re: /red onion|shallot/i, garnish: g("ring", "#9b3f7a", "#e2b4d2"), noun: "red onion rings" },
  { re: /onion/i, garnish: g("ring", "#f1e3c4", "#fffaf0"), noun: "onion rings" },
  { re: /carrot/i, garnish: g("slice", "#f28c28", "#ffb866"), noun: "carrot slices" },
  { re: /mushroom/i, garnish: g("mushroom", "#b78a63", "#e9d6bd"), noun: "mushrooms" },
  { re: /sweet potato|squash|pumpkin|butternut/i, garnish: g("cube", "#f08a24", "#ffb25e"), feature: "potato", noun: "orange squash cubes" },
  { re: /potato/i, garnish: g("cube", "#f0c869", "#fde7a6"), feature: "potato", noun: "potato cubes" },
  { re: /\bpeas?\b|edamame|broad bean/i, garnish: g("dot", "#5fb344", "#9fe07d"), noun: "peas" },
  { re: /chickpea|lentil|kidney bean|black bean|cannellini|borlotti|haricot|pinto|beans?\b/i,
    garnish: g("dot", "#c8904e", "#e8c08a"), feature: "beans", noun: "beans" },
  { re: /sweetcorn|corn\b|maize/i, garnish: g("dot", "#f6c833", "#ffe57a"), noun: "sweetcorn" },
  { re: /avocado|guacamole/i, garnish: g("slice", "#7cb342", "#cfe89a"), noun: "avocado slices" },
  { re: /cucumber|courgette|zucchini/i, garnish: g("slice", "#4f8f3a", "#cfe8b0"), noun: "green cucumber slices" },
  { re: /aubergine|eggplant/i, garnish: g("cube", "#5e2f6b", "#e8d9a8"), noun: "aubergine cubes" },
  { re: /cauliflower/i, garnish: g("chunk", "#f3ecd8", "#fffaf0"), noun: "cauliflower" },
  { re: /broccoli|asparagus|celery|okra|artichoke|fennel/i, garnish: g("leaf", "#4d9a3a", "#8bcf6a"), noun: "green vegetables" },
  { re: /daikon|mooli|turnip|parsnip|celeriac|water chestnut/i, garnish: g("slice", "#f4efe2", "#fffdf6"), noun: "pale root slices" },
  { re: /beetroot|radish|red cabbage/i, garnish: g("slice", "#a3244f", "#e56b95"), noun: "beetroot slices" },
  { re: /olive/i, garnish: g("ring", "#3b3a2a", "#6b6a4a"), noun: "olives" },
  { re: /caper/i, garnish: g("dot", "#6b7d3a", "#98ad5a"), noun: "capers" },
  { re: /noodle|vermicelli|ramen|udon|soba/i, feature: "noodle" },
  { re: /rice|couscous|quinoa|bulgur|freekeh|risotto|arborio/i, feature: "rice" },
  { re: /macaroni|penne|rigatoni|fusilli|farfalle|orzo|conchiglie|ziti|paccheri|orecchiette/i, feature: "shortPasta" },
  { re: /spaghetti|linguine|tagliatelle|pasta|penne|fusilli|macaroni|fettuccine|lasagne|rigatoni|orzo|pappardelle|farfalle|tortellini|ravioli|gnocchi/i,
    feature: "pasta" },
  { re: /parmesan|pecorino|grana/i, garnish: g("speck", "#f7e7a8", "#fff6cf"), feature: "cheese", noun: "grated cheese" },
  { re: /feta|mozzarella|halloumi|paneer|ricotta|goat.s cheese|burrata|tofu/i, garnish: g("cube", "#fbf8ee", "#e8e2d0"), feature: "cheese", noun: "white cheese cubes" },
  { re: /cheese|cheddar|gruy|emmental|gouda/i, garnish: g("cube", "#f5c542", "#ffe38a"), feature: "cheese", noun: "cheese cubes" },
  { re: /\beggs?\b|egg yolk/i, feature: "egg" },
  { re: /sesame|poppy|chia|flax|sunflower seed|pumpkin seed/i, garnish: g("speck", "#f3e6c8", "#d9c49b"), noun: "sesame seeds" },
  { re: /almond|walnut|pecan|peanut|cashew|pistachio|hazelnut|pine nut|macadamia|nut/i, garnish: g("chunk", "#c4874a", "#e3b27a"), noun: "nuts" },
  { re: /apple|pear|quince/i, garnish: g("wedge", "#c8402f", "#f7efc6"), feature: "fruit", noun: "apple wedges" },
  { re: /banana|plantain/i, garnish: g("slice", "#f6e7a1", "#fff6d2"), feature: "fruit", noun: "banana slices" },
  { re: /mango|peach|apricot|nectarine|papaya/i, garnish: g("cube", "#f7a531", "#ffd27a"), feature: "fruit", noun: "mango cubes" },
  { re: /pineapple|passion fruit/i, garnish: g("cube", "#f7d33c", "#fff09a"), feature: "fruit", noun: "pineapple cubes" },
  { re: /rhubarb/i, garnish: g("sliver", "#d64b6a", "#f4a1b4"), feature: "fruit", noun: "rhubarb pieces" },
  { re: /prawn|shrimp|lobster|langoustine|crayfish/i, feature: "prawn" },
  { re: /mussel|clam|scallop|oyster|cockle|squid|calamari|octopus|crab/i, feature: "shell" },
  { re: /salmon|trout|tuna/i, feature: "salmon" },
  { re: /fish|cod|haddock|mackerel|sea bass|bream|anchov|sardine|tilapia|hake|plaice|pollock|sole|snapper|halibut|monkfish/i,
    feature: "fish" },
  { re: /bacon|pancetta|prosciutto|ham\b|chorizo|salami|sausage|pepperoni/i, feature: "bacon" },
  { re: /beef|steak|mince|veal|brisket|sirloin|oxtail/i, feature: "beef" },
  { re: /lamb|mutton|goat/i, feature: "lamb" },
  { re: /pork/i, feature: "pork" },
  { re: /chicken|turkey|duck|poussin|rabbit|quail/i, feature: "chicken" },
  { re: /breadcrumb|panko|crumbs/i, feature: "crumbed" },
  { re: /bread|baguette|pitta|pita|tortilla|naan|brioche|ciabatta|breadcrumb|pastry|biscuit|crumb|oats?\b|granola/i, feature: "bread" },
  { re: /sugar|honey|syrup|caramel|jam|treacle|condensed/i, feature: "sweet" },
];

/** The rules that draw a garnish, with the word for it: describe.ts names a drawn piece by these. */
export const RULES_WITH_NOUNS = RULES.filter((r): r is Rule & { garnish: Garnish; noun: string } => !!r.garnish && !!r.noun);

export interface Profile {
  sauce?: string;
  garnishes: Garnish[];
  features: Set<Feature>;
}

export function profileOf(ingredients: string[]): Profile {
  const garnishes: Garnish[] = [];
  const features = new Set<Feature>();
  let sauce: string | undefined;
  let sauceRank = Infinity;
  for (const name of ingredients) {
    const rule = RULES.find((r) => r.re.test(name));
    if (!rule) continue;
    if (rule.feature) features.add(rule.feature);
    if (rule.sauce && (rule.rank ?? 9) < sauceRank) {
      sauce = rule.sauce;
      sauceRank = rule.rank ?? 9;
    }
    const garnish = rule.garnish;
    if (garnish && !garnishes.some((x) => x.kind === garnish.kind && x.color === garnish.color)) garnishes.push(garnish);
  }
  return { sauce, garnishes, features };
}
