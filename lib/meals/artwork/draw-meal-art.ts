/**
 * Original, generated illustrations for the catalog meals: a flat, friendly top-down picture of
 * the dish (vessel by dish form/category, colours and garnish from the ingredients, table cloth
 * from the cuisine). Pure and deterministic: the same meal always gives the same bytes, so the
 * committed `public/meals/<id>.svg` files can be checked against this function in tests.
 */

export interface MealArtInput {
  id: string;
  name: string;
  category: string;
  area: string;
  ingredients: string[];
}

const SIZE = 600;
const CX = 300;
const CY = 300;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: a string hash seeds a small PRNG, so no Math.random() anywhere.

/** FNV-1a, 32 bits: tiny, stable across runtimes, good enough to spread meals apart. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Rand {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: a 32-bit PRNG whose whole state is one integer, so it is trivially reproducible. */
function makeRand(seed: number): Rand {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0]!,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// SVG string helpers. Numbers are rounded to keep every file small: anything of 10 or more
// (positions, sizes, angles) to whole units, smaller values (scales, offsets) to one decimal.

function fmt(value: number): string {
  return String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
}

type Attrs = Record<string, string | number | undefined>;

function el(tag: string, attrs: Attrs, children = ""): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

/** Tagged template for path data: every interpolated number goes through fmt(). */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => (out += fmt(value) + (strings[i + 1] ?? "")));
  return out;
}

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const path = (data: string, fill: string, extra: Attrs = {}) => el("path", { d: data, fill, ...extra });
const stroke = (data: string, color: string, width: number, extra: Attrs = {}) =>
  el("path", { d: data, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round", ...extra });
const at = (x: number, y: number, rotation = 0, scale = 1) =>
  `translate(${fmt(x)} ${fmt(y)})` + (rotation ? ` rotate(${fmt(rotation)})` : "") + (scale !== 1 ? ` scale(${fmt(scale)})` : "");
const group = (attrs: Attrs, children: string) => (children ? el("g", attrs, children) : "");

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const part = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return "#" + ((1 << 24) | (part(16) << 16) | (part(8) << 8) | part(0)).toString(16).slice(1);
}

/** A soft drop shadow under a vessel: the light comes from the top left. */
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  ellipse(cx + 10, cy + 14, rx, ry, "#000", { opacity: 0.16 });

/** A wobbly closed shape around a centre: organic outlines for meat, sauce pools, crumbs. */
function blob(rand: Rand, cx: number, cy: number, rx: number, ry: number, points = 8, wobble = 0.14): string {
  const pts: [number, number][] = [];
  const turn = rand.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const a = turn + (i / points) * Math.PI * 2;
    const k = 1 + rand.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Quadratic curves through the midpoints give a smooth outline without computing tangents.
  const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const last = pts[points - 1]!;
  const start = mid(last, pts[0]!);
  let out = d`M${start[0]} ${start[1]}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % points]!);
    out += d`Q${p[0]} ${p[1]} ${m[0]} ${m[1]}`;
  }
  return out + "Z";
}

/** Points spread over a disc, kept apart by minDist (few tries each, so it stays cheap). */
function scatter(rand: Rand, cx: number, cy: number, radius: number, count: number, minDist: number): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < count && tries < count * 25; tries++) {
    const a = rand.range(0, Math.PI * 2);
    const r = Math.sqrt(rand.next()) * radius;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (out.every(([px, py]) => (px - x) ** 2 + (py - y) ** 2 >= minDist * minDist)) out.push([x, y]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Palette table: what an ingredient looks like. First matching rule wins for each ingredient,
// so specific names ("chicken stock", "coconut milk") must come before generic ones.

type GarnishKind =
  | "leaf" | "herb" | "slice" | "dot" | "sliver" | "ring" | "wedge" | "chunk" | "speck" | "mushroom" | "swirl" | "cube";

interface Garnish {
  kind: GarnishKind;
  color: string;
  accent: string;
}

type Feature =
  | "beef" | "lamb" | "pork" | "bacon" | "chicken" | "fish" | "salmon" | "prawn" | "shell" | "pasta" | "noodle"
  | "rice" | "egg" | "chocolate" | "bread" | "crumbed" | "cheese" | "fruit" | "tofu" | "potato" | "beans" | "sweet" | "shortPasta";

interface Rule {
  re: RegExp;
  /** Colour of the sauce/base this ingredient gives; lower `rank` wins when several do. */
  sauce?: string;
  rank?: number;
  garnish?: Garnish;
  feature?: Feature;
}

const g = (kind: GarnishKind, color: string, accent = shade(color, 0.35)): Garnish => ({ kind, color, accent });

const RULES: Rule[] = [
  { re: /\b(salt|water|oil|flour|baking|yeast|gelatin|cornflour|cornstarch|vinegar|vanilla|stock cube)\b/i },
  { re: /stock|broth|bouillon/i, sauce: "#d9a05b", rank: 7 },
  { re: /fish sauce|oyster sauce|soy|tamari|hoisin|teriyaki|worcestershire|miso/i, sauce: "#8a4a22", rank: 4 },
  { re: /coconut (milk|cream)/i, sauce: "#f3ead6", rank: 5 },
  { re: /desiccated|coconut/i, garnish: g("speck", "#fbf7ee", "#e8dcc4") },
  { re: /chocolate|cocoa|nutella/i, sauce: "#5a3422", rank: 0, garnish: g("speck", "#3d2216", "#7a4a2e"), feature: "chocolate" },
  { re: /passata|chopped tomato|tinned tomato|tomato (puree|purée|paste|sauce)|ketchup|harissa/i, sauce: "#c8381f", rank: 1 },
  { re: /sun.dried tomato/i, garnish: g("sliver", "#9c2a1c", "#c4482e") },
  { re: /tomato/i, garnish: g("slice", "#e5392f", "#ff8a6b"), sauce: "#d9442b", rank: 6 },
  { re: /green curry|pesto|matcha/i, sauce: "#8fb84e", rank: 1 },
  { re: /red curry|gochujang/i, sauce: "#d4532b", rank: 1 },
  { re: /dulce de leche|caramel|toffee/i, sauce: "#c27a2c", rank: 2, feature: "sweet" },
  { re: /gravy|red wine|bourbon|stout|guinness/i, sauce: "#7a3f22", rank: 3 },
  { re: /curry|turmeric|saffron|garam masala|ras el hanout|tikka/i, sauce: "#e39a2d", rank: 2 },
  { re: /paprika|cayenne|chilli powder|chili powder|sumac/i, garnish: g("speck", "#c2351d", "#e0663f") },
  { re: /black pepper|white pepper|peppercorn|cumin|coriander seed|nutmeg|cinnamon|clove|allspice|cardamom|spice/i,
    garnish: g("speck", "#5b4030", "#8a6a4f") },
  { re: /beans?\b.*(butter|green|runner|french)|(green|runner|french|fine) beans?/i, garnish: g("sliver", "#4f9d3a", "#7cc35e") },
  { re: /peanut butter|tahini/i, sauce: "#c98a4b", rank: 3 },
  { re: /ice cream|whipped cream|double cream|single cream|whipping cream|cream cheese|mascarpone|cr[eè]me|sour cream|yog(h)?urt|quark|custard/i,
    sauce: "#f6efe1", rank: 8, garnish: g("swirl", "#fffaf0", "#efe4cf") },
  { re: /milk|cream/i, sauce: "#f6efe1", rank: 9 },
  { re: /spinach|kale|lettuce|rocket|arugula|chard|cabbage|pak choi|bok choy|watercress|greens|salad leaves|collard/i,
    garnish: g("leaf", "#3f9b4a", "#75c26a") },
  { re: /lemongrass|spring onion|scallion|leek|chive/i, garnish: g("ring", "#6fbf4f", "#b6e39a") },
  { re: /basil|parsley|coriander|cilantro|mint|dill|thyme|rosemary|oregano|sage|tarragon|herb|bay lea|curry lea/i,
    garnish: g("herb", "#2f8f46", "#59b96a") },
  { re: /lemon/i, garnish: g("wedge", "#f7d43c", "#fff3a8") },
  { re: /lime/i, garnish: g("wedge", "#7dc242", "#d7f0a2") },
  { re: /orange|clementine|mandarin|grapefruit/i, garnish: g("wedge", "#f7931e", "#ffd39a"), feature: "fruit" },
  { re: /strawberr|raspberr|cherr(y|ies)|cranberr|redcurrant|pomegranate|goji/i, garnish: g("dot", "#d7263d", "#ff7a8a"), feature: "fruit" },
  { re: /blueberr|blackberr|blackcurrant|grape|plum|fig|raisin|sultana|currant|prune|date/i, garnish: g("dot", "#5b3f8c", "#9c7bd1"), feature: "fruit" },
  { re: /chilli|chili|jalape|chipotle|scotch bonnet|bird.s eye/i, garnish: g("sliver", "#d62828", "#ff6b4a") },
  { re: /(green|jalapeno) pepper/i, garnish: g("sliver", "#3f9b3a", "#7dcf5e") },
  { re: /(yellow|orange) pepper/i, garnish: g("sliver", "#f4b400", "#ffd866") },
  { re: /pepper|capsicum|pimento/i, garnish: g("sliver", "#e0402a", "#ff7b5c") },
  { re: /red onion|shallot/i, garnish: g("ring", "#9b3f7a", "#e2b4d2") },
  { re: /onion/i, garnish: g("ring", "#f1e3c4", "#fffaf0") },
  { re: /carrot/i, garnish: g("slice", "#f28c28", "#ffb866") },
  { re: /mushroom/i, garnish: g("mushroom", "#b78a63", "#e9d6bd") },
  { re: /sweet potato|squash|pumpkin|butternut/i, garnish: g("cube", "#f08a24", "#ffb25e"), feature: "potato" },
  { re: /potato/i, garnish: g("cube", "#f0c869", "#fde7a6"), feature: "potato" },
  { re: /\bpeas?\b|edamame|broad bean/i, garnish: g("dot", "#5fb344", "#9fe07d") },
  { re: /chickpea|lentil|kidney bean|black bean|cannellini|borlotti|haricot|pinto|beans?\b/i,
    garnish: g("dot", "#c8904e", "#e8c08a"), feature: "beans" },
  { re: /sweetcorn|corn\b|maize/i, garnish: g("dot", "#f6c833", "#ffe57a") },
  { re: /avocado|guacamole/i, garnish: g("slice", "#7cb342", "#cfe89a") },
  { re: /cucumber|courgette|zucchini/i, garnish: g("slice", "#4f8f3a", "#cfe8b0") },
  { re: /aubergine|eggplant/i, garnish: g("cube", "#5e2f6b", "#e8d9a8") },
  { re: /cauliflower/i, garnish: g("chunk", "#f3ecd8", "#fffaf0") },
  { re: /broccoli|asparagus|celery|okra|artichoke|fennel/i, garnish: g("leaf", "#4d9a3a", "#8bcf6a") },
  { re: /daikon|mooli|turnip|parsnip|celeriac|water chestnut/i, garnish: g("slice", "#f4efe2", "#fffdf6") },
  { re: /beetroot|radish|red cabbage/i, garnish: g("slice", "#a3244f", "#e56b95") },
  { re: /olive/i, garnish: g("ring", "#3b3a2a", "#6b6a4a") },
  { re: /caper/i, garnish: g("dot", "#6b7d3a", "#98ad5a") },
  { re: /noodle|vermicelli|ramen|udon|soba/i, feature: "noodle" },
  { re: /rice|couscous|quinoa|bulgur|freekeh|risotto|arborio/i, feature: "rice" },
  { re: /macaroni|penne|rigatoni|fusilli|farfalle|orzo|conchiglie|ziti|paccheri|orecchiette/i, feature: "shortPasta" },
  { re: /spaghetti|linguine|tagliatelle|pasta|penne|fusilli|macaroni|fettuccine|lasagne|rigatoni|orzo|pappardelle|farfalle|tortellini|ravioli|gnocchi/i,
    feature: "pasta" },
  { re: /parmesan|pecorino|grana/i, garnish: g("speck", "#f7e7a8", "#fff6cf"), feature: "cheese" },
  { re: /feta|mozzarella|halloumi|paneer|ricotta|goat.s cheese|burrata|tofu/i, garnish: g("cube", "#fbf8ee", "#e8e2d0"), feature: "cheese" },
  { re: /cheese|cheddar|gruy|emmental|gouda/i, garnish: g("cube", "#f5c542", "#ffe38a"), feature: "cheese" },
  { re: /\beggs?\b|egg yolk/i, feature: "egg" },
  { re: /sesame|poppy|chia|flax|sunflower seed|pumpkin seed/i, garnish: g("speck", "#f3e6c8", "#d9c49b") },
  { re: /almond|walnut|pecan|peanut|cashew|pistachio|hazelnut|pine nut|macadamia|nut/i, garnish: g("chunk", "#c4874a", "#e3b27a") },
  { re: /apple|pear|quince/i, garnish: g("wedge", "#c8402f", "#f7efc6"), feature: "fruit" },
  { re: /banana|plantain/i, garnish: g("slice", "#f6e7a1", "#fff6d2"), feature: "fruit" },
  { re: /mango|peach|apricot|nectarine|papaya/i, garnish: g("cube", "#f7a531", "#ffd27a"), feature: "fruit" },
  { re: /pineapple|passion fruit/i, garnish: g("cube", "#f7d33c", "#fff09a"), feature: "fruit" },
  { re: /rhubarb/i, garnish: g("sliver", "#d64b6a", "#f4a1b4"), feature: "fruit" },
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

interface Profile {
  sauce?: string;
  garnishes: Garnish[];
  features: Set<Feature>;
}

function profileOf(ingredients: string[]): Profile {
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

// ---------------------------------------------------------------------------------------------
// Table cloth by cuisine: two colours per area (the meal's hash picks one), patterns from the hash.

const AREA_COLORS: Record<string, [string, string]> = {
  American: ["#e8f1f8", "#f6e3d4"],
  British: ["#dfe8d8", "#e9e2f0"],
  Canadian: ["#f6dede", "#e5eef0"],
  Chinese: ["#f7dcd2", "#fbeec8"],
  Croatian: ["#dde6f5", "#f6e0dc"],
  Dutch: ["#fde3c8", "#dfe8f6"],
  Egyptian: ["#f5e6c8", "#dcecee"],
  Filipino: ["#dfeefa", "#fbe9c9"],
  French: ["#dde6f7", "#f3e6ee"],
  Greek: ["#d7e8f7", "#eef4f8"],
  Indian: ["#fce3c4", "#f6d6e6"],
  Irish: ["#dcefdc", "#f1ead8"],
  Italian: ["#f8dcd6", "#e6efd9"],
  Jamaican: ["#e1f2d8", "#fdf0c4"],
  Japanese: ["#dfe3f0", "#f4e8de"],
  Kenyan: ["#f6e2cc", "#dcecdf"],
  Malaysian: ["#d9efe8", "#fbe5d6"],
  Mexican: ["#fde2d2", "#d6f0ec"],
  Moroccan: ["#d9e4f6", "#f8e3c9"],
  Polish: ["#f7dde0", "#eef0f2"],
  Portuguese: ["#dce8f6", "#fbefd0"],
  Russian: ["#f4dcdc", "#e2e6f2"],
  Spanish: ["#fde3cf", "#f6dcdc"],
  Thai: ["#d7efe9", "#f1e4f6"],
  Tunisian: ["#d9eaf4", "#f5e7cf"],
  Turkish: ["#f6dcd8", "#d9eef0"],
  Ukrainian: ["#dce8f8", "#fcf1c6"],
  Vietnamese: ["#e0f0dc", "#fae8d2"],
  Norwegian: ["#dde9f2", "#eef1f4"],
  Syrian: ["#f3e4cf", "#e3eee2"],
  "Saudi Arabian": ["#e2efe3", "#f6e9d2"],
  Uruguayan: ["#ddeaf8", "#f6f0dc"],
  Venezulan: ["#fdf1c6", "#e0e9f8"],
  Algerian: ["#dfeede", "#f4e4d6"],
  Argentinian: ["#dceaf7", "#f5ecd8"],
  Australian: ["#fbe8cf", "#deeef3"],
};
const FALLBACK_COLORS = ["#f3e7dc", "#e3eddf", "#e2e8f3", "#f5e3e8", "#f6efd6", "#dcefee"];

type Pattern = "gingham" | "stripes" | "dots" | "planks" | "tiles" | "plain";

function tableCloth(rand: Rand, uid: string, area: string): string {
  const base = AREA_COLORS[area] ? rand.pick(AREA_COLORS[area]!) : rand.pick(FALLBACK_COLORS);
  const ink = shade(base, -0.28);
  const pattern = rand.pick<Pattern>(["gingham", "stripes", "dots", "planks", "tiles", "plain", "gingham", "dots"]);
  const step = rand.pick([40, 50, 60]);
  const bg = el("rect", { width: SIZE, height: SIZE, fill: base });
  let tile = "";
  if (pattern === "gingham") {
    tile = el("rect", { width: step / 2, height: step, fill: ink, opacity: 0.22 }) + el("rect", { width: step, height: step / 2, fill: ink, opacity: 0.22 });
  } else if (pattern === "stripes") {
    tile = el("rect", { width: step / 3, height: step, fill: ink, opacity: 0.25 });
  } else if (pattern === "dots") {
    tile = circle(step / 4, step / 4, step / 10, ink, { opacity: 0.3 }) + circle((step * 3) / 4, (step * 3) / 4, step / 10, ink, { opacity: 0.3 });
  } else if (pattern === "planks") {
    // Wooden table: warm planks regardless of the area colour, grain lines in the tile.
    const wood = rand.pick(["#c8955f", "#b9824f", "#d6a874", "#a8754a"]);
    return (
      el("rect", { width: SIZE, height: SIZE, fill: wood }) +
      el("defs", {}, el("pattern", { id: `t${uid}`, width: 120, height: 600, patternUnits: "userSpaceOnUse" },
        stroke("M0 0V600", shade(wood, -0.3), 3) +
        stroke(d`M30 ${rand.int(0, 300)}q20 60 0 140M80 ${rand.int(200, 500)}q-16 50 0 100`, shade(wood, -0.15), 2))) +
      el("rect", { width: SIZE, height: SIZE, fill: `url(#t${uid})` })
    );
  } else if (pattern === "tiles") {
    tile = stroke(d`M0 0H${step}M0 0V${step}`, "#fff", 4, { opacity: 0.7 }) +
      path(d`M${step / 2} ${step * 0.2}L${step * 0.8} ${step / 2} ${step / 2} ${step * 0.8} ${step * 0.2} ${step / 2}Z`, ink, { opacity: 0.22 });
  } else {
    // Plain cloth: a few large soft circles so the background is not completely flat.
    return bg + circle(rand.range(60, 540), rand.range(60, 200), 160, "#fff", { opacity: 0.25 }) +
      circle(rand.range(60, 540), rand.range(420, 560), 120, ink, { opacity: 0.1 });
  }
  return bg + el("defs", {}, el("pattern", { id: `t${uid}`, width: step, height: step, patternUnits: "userSpaceOnUse" }, tile)) +
    el("rect", { width: SIZE, height: SIZE, fill: `url(#t${uid})` });
}

// ---------------------------------------------------------------------------------------------
// Garnish pieces, drawn around the origin and placed with a transform.

/** The two side leaves of a herb sprig (rotated ±40°), precomputed once at unit size. */
const HERB_SIDE_LEAVES = [-40, 40]
  .map((deg) => {
    const a = (deg * Math.PI) / 180;
    const r = (x: number, y: number) => `${fmt(x * Math.cos(a) - y * Math.sin(a))} ${fmt(x * Math.sin(a) + y * Math.cos(a))}`;
    return `M0 0Q${r(6, -5)} ${r(0, -13)}Q${r(-6, -5)} 0 0Z`;
  })
  .join("");

function garnishPiece(rand: Rand, item: Garnish, x: number, y: number, size: number): string {
  const rot = rand.int(0, 359);
  const { color, accent } = item;
  const s = size;
  switch (item.kind) {
    case "leaf":
      // Unit-size leaf scaled into place (short path data); the midrib width is in unit space.
      return group({ transform: at(x, y, rot, s / 10) }, path("M0 -10Q7.5 -2 0 10Q-7.5 -2 0 -10Z", color) + stroke("M0 -7V8", accent, 0.6));
    case "herb":
      // A three-leaf sprig drawn at unit size and scaled: one short path per colour.
      return group({ transform: at(x, y, rot, s / 18) }, path(HERB_SIDE_LEAVES, color) + path("M0 0Q5 -4 0 -15Q-5 -4 0 0Z", accent));
    case "slice":
      return circle(x, y, s * 0.75, color) + circle(x, y, s * 0.55, accent) +
        circle(x - s * 0.15, y - s * 0.15, s * 0.12, color, { opacity: 0.6 }) + circle(x + s * 0.18, y + s * 0.1, s * 0.1, color, { opacity: 0.6 });
    case "dot":
      return circle(x, y, s * 0.38, color) + circle(x - s * 0.12, y - s * 0.12, s * 0.12, accent);
    case "sliver": {
      // A short curved strip; endpoints rotated here rather than with a transform (fewer bytes).
      const a = (rot * Math.PI) / 180;
      const ux = Math.cos(a) * s * 0.6;
      const uy = Math.sin(a) * s * 0.6;
      return stroke(d`M${x - ux} ${y - uy}Q${x + uy * 0.8} ${y - ux * 0.8} ${x + ux} ${y + uy}`, color, s * 0.28);
    }
    case "ring":
      return circle(x, y, s * 0.4, "none", { stroke: color, "stroke-width": s * 0.16 }) + circle(x, y, s * 0.22, "none", { stroke: accent, "stroke-width": s * 0.08 });
    case "wedge":
      return group({ transform: at(x, y, rot) },
        path(d`M${-s} 0A${s} ${s} 0 0 0 ${s} 0Z`, color) + path(d`M${-s * 0.8} 0A${s * 0.8} ${s * 0.8} 0 0 0 ${s * 0.8} 0Z`, accent));
    case "chunk":
      return path(blob(rand, x, y, s * 0.4, s * 0.3, 6, 0.2), color) + circle(x - s * 0.1, y - s * 0.08, s * 0.1, accent);
    case "cube":
      return el("rect", { x: -s * 0.4, y: -s * 0.4, width: s * 0.8, height: s * 0.8, rx: s * 0.15, fill: color, transform: at(x, y, rot) }) +
        circle(x - s * 0.12, y - s * 0.12, s * 0.12, accent);
    case "speck":
      return stroke(d`M${x} ${y}l${s * 0.15} ${s * 0.1}M${x + s * 0.5} ${y - s * 0.3}l.1 ${s * 0.12}M${x - s * 0.4} ${y + s * 0.4}l${s * 0.1} 0`, color, s * 0.18);
    case "mushroom":
      return group({ transform: at(x, y, rot) },
        path(d`M${-s * 0.6} 0A${s * 0.6} ${s * 0.55} 0 0 1 ${s * 0.6} 0Z`, color) +
        el("rect", { x: -s * 0.2, y: -2, width: s * 0.4, height: s * 0.5, rx: s * 0.1, fill: accent }));
    case "swirl":
      // A dollop of cream: soft white blob with a curl of shadow on it.
      return path(blob(rand, x, y, s * 0.55, s * 0.5, 7, 0.12), color) +
        stroke(d`M${x - s * 0.3} ${y + s * 0.05}q${s * 0.15} ${s * 0.25} ${s * 0.4} ${s * 0.05}q${s * 0.1} ${-s * 0.2} ${-s * 0.1} ${-s * 0.2}`, accent, s * 0.08);
  }
}

/** Scatters the meal's garnishes over a disc: each garnish kind gets its share of the points. */
function garnishLayer(rand: Rand, garnishes: Garnish[], cx: number, cy: number, radius: number, count: number, size: number): string {
  if (garnishes.length === 0) return "";
  const pts = scatter(rand, cx, cy, radius, count, size * 1.1);
  return pts.map(([x, y], i) => garnishPiece(rand, garnishes[i % garnishes.length]!, x, y, size * rand.range(0.85, 1.15))).join("");
}

/** Garnish for the top of the dish: herbs, slivers, specks and fruit, never potatoes or cheese cubes. */
function toppings(profile: Profile): Garnish[] {
  const top = profile.garnishes.filter((x) => x.kind !== "cube" && x.kind !== "mushroom" && x.kind !== "swirl");
  if (top.length === 0) top.push(g("herb", "#2f8f46", "#59b96a"));
  return top.slice(0, 3);
}

// ---------------------------------------------------------------------------------------------
// Vessels.

// Plate/bowl glazes: mostly light (food reads best on them), one charcoal and one mustard for contrast.
const CERAMICS = ["#fbf8f3", "#f4ecdc", "#dde9f3", "#e2ecd9", "#f6dcd5", "#fbf8f3", "#3d4350", "#e9c46a"];

function plate(cx: number, cy: number, r: number, color: string): string {
  return shadow(cx, cy, r, r) + circle(cx, cy, r, color) + circle(cx, cy, r * 0.74, shade(color, -0.05)) +
    circle(cx, cy, r * 0.74, "none", { stroke: shade(color, -0.12), "stroke-width": 3 }) +
    stroke(d`M${cx - r * 0.86} ${cy - r * 0.3}A${r * 0.91} ${r * 0.91} 0 0 1 ${cx - r * 0.3} ${cy - r * 0.86}`, "#fff", 6, { opacity: 0.7 });
}

/** A bowl seen from above: rim, inner wall, then the food surface (82% of the radius). */
function bowl(cx: number, cy: number, r: number, color: string, fill: string): string {
  return shadow(cx, cy, r, r) + circle(cx, cy, r, color) + circle(cx, cy, r * 0.86, shade(color, -0.1)) + circle(cx, cy, r * 0.82, fill) +
    stroke(d`M${cx - r * 0.92} ${cy - r * 0.2}A${r * 0.94} ${r * 0.94} 0 0 1 ${cx - r * 0.2} ${cy - r * 0.92}`, "#fff", 5, { opacity: 0.6 });
}

function pot(cx: number, cy: number, r: number, color: string, fill: string): string {
  const handle = (x: number) => el("rect", { x: x - 26, y: cy - 20, width: 52, height: 40, rx: 18, fill: shade(color, -0.2) });
  return shadow(cx, cy, r + 30, r) + handle(cx - r - 8) + handle(cx + r + 8) + circle(cx, cy, r, color) +
    circle(cx, cy, r * 0.9, shade(color, -0.35)) + circle(cx, cy, r * 0.86, fill) +
    stroke(d`M${cx - r * 0.95} ${cy - r * 0.15}A${r * 0.96} ${r * 0.96} 0 0 1 ${cx - r * 0.15} ${cy - r * 0.95}`, "#fff", 5, { opacity: 0.35 });
}

/** A frying pan; its handle points to `free`, the side of the picture without cutlery. */
function skillet(rand: Rand, cx: number, cy: number, r: number, fill: string, free: Side): string {
  const angle = rand.pick(free === "right" ? [-35, 35] : [145, 215]);
  return shadow(cx, cy, r, r) +
    el("rect", { x: r - 10, y: -16, width: 150, height: 32, rx: 14, fill: "#2b2f36", transform: at(cx, cy, angle) }) +
    circle(cx, cy, r, "#2f343c") + circle(cx, cy, r * 0.9, "#1f2329") + circle(cx, cy, r * 0.86, fill);
}

function board(rand: Rand, cx: number, cy: number, w: number, h: number): string {
  const wood = rand.pick(["#d9a86c", "#c99057", "#e2b77e"]);
  return el("rect", { x: cx - w / 2 + 12, y: cy - h / 2 + 16, width: w, height: h, rx: 30, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: 30, fill: wood }) +
    circle(cx + w / 2 - 34, cy - h / 2 + 34, 11, shade(wood, -0.25)) +
    stroke(d`M${cx - w / 2 + 40} ${cy - h / 4}q${w * 0.3} -16 ${w * 0.6} 0M${cx - w / 2 + 60} ${cy + h / 3}q${w * 0.3} 14 ${w * 0.55} 0`,
      shade(wood, -0.12), 3);
}

/** Fork and knife (or a spoon) beside the vessel, on a napkin: the "recipe card" look. */
function cutlery(rand: Rand, side: Side, spoon: boolean): string {
  const x = side === "right" ? 548 : 52;
  const napkin = rand.pick(["#ffffff", "#f6d365", "#f28482", "#84a59d", "#9ec1e0", "#f5cac3"]);
  const metal = "#c9ced6";
  let out = el("rect", { x: x - 34, y: 150, width: 68, height: 300, rx: 8, fill: napkin, opacity: 0.9, transform: `rotate(${side === "right" ? 4 : -4} ${x} 300)` });
  if (spoon) {
    out += ellipse(x, 210, 19, 30, metal) + ellipse(x - 4, 204, 8, 16, "#fff", { opacity: 0.5 }) + stroke(d`M${x} 238V420`, metal, 10);
  } else {
    out += stroke(d`M${x - 14} 170V215M${x - 5} 170V215M${x + 5} 170V215M${x + 14} 170V215`, metal, 5) +
      path(d`M${x - 17} 210h34q0 26 -11 30h-12q-11 -4 -11 -30Z`, metal) + stroke(d`M${x} 236V420`, metal, 10);
  }
  return group({ transform: side === "right" ? "rotate(4 548 300)" : "rotate(-4 52 300)" }, out);
}

// ---------------------------------------------------------------------------------------------
// Proteins.

/** A fan of overlapping slices of steak/lamb/chicken: browned crust around a juicy centre. */
function slicedMeat(rand: Rand, cx: number, cy: number, crust: string, inside: string, count = 5): string {
  let out = "";
  const angle = rand.int(-35, 35);
  for (let i = 0; i < count; i++) {
    const x = (i - (count - 1) / 2) * 36;
    const y = Math.abs(i - (count - 1) / 2) * 6;
    out += path(d`M${x - 26} ${y - 48}Q${x} ${y - 62} ${x + 26} ${y - 48}L${x + 22} ${y + 50}Q${x} ${y + 62} ${x - 22} ${y + 50}Z`, crust) +
      path(d`M${x - 19} ${y - 42}Q${x} ${y - 52} ${x + 19} ${y - 42}L${x + 16} ${y + 44}Q${x} ${y + 53} ${x - 16} ${y + 44}Z`, inside) +
      ellipse(x - 4, y - 10, 5, 26, "#fff", { opacity: 0.18 });
  }
  return group({ transform: at(cx, cy, angle) }, out);
}

/** A whole seared piece with grill marks: steak, chop or chicken breast. */
function searedPiece(rand: Rand, cx: number, cy: number, rx: number, ry: number, color: string, fat?: string): string {
  const outline = blob(rand, cx, cy, rx, ry, 9, 0.1);
  let marks = "";
  for (let i = -2; i <= 2; i++) marks += d`M${cx + i * 24 - ry * 0.5} ${cy - ry * 0.6}l${ry} ${ry * 1.2}`;
  return (fat ? path(blob(rand, cx, cy, rx + 9, ry + 9, 9, 0.08), fat) : "") + path(outline, color) +
    stroke(marks, shade(color, -0.45), 7, { opacity: 0.75 }) + ellipse(cx - rx * 0.3, cy - ry * 0.35, rx * 0.3, ry * 0.15, "#fff", { opacity: 0.15 });
}

function drumstick(x: number, y: number, rot: number, color: string): string {
  const bone = "#f7efe0";
  return group({ transform: at(x, y, rot) },
    stroke("M10 0H72", "#c9b89c", 17) + stroke("M10 0H72", bone, 12) + circle(76, -7, 10, bone, { stroke: "#c9b89c", "stroke-width": 2 }) +
    circle(76, 7, 10, bone, { stroke: "#c9b89c", "stroke-width": 2 }) +
    path("M-62 0C-62 -46 -8 -44 26 -10Q34 0 26 10C-8 44 -62 46 -62 0Z", shade(color, -0.25)) +
    path("M-56 0C-56 -38 -10 -36 20 -8Q26 0 20 8C-10 36 -56 38 -56 0Z", color) +
    ellipse(-28, -14, 18, 8, "#fff", { opacity: 0.25 }));
}

function sausage(x: number, y: number, rot: number, color: string): string {
  return group({ transform: at(x, y, rot) },
    el("rect", { x: -60, y: -15, width: 120, height: 30, rx: 15, fill: color }) +
    stroke("M-40 -6H30", "#fff", 4, { opacity: 0.25 }) + stroke("M-20 -15l6 30M10 -15l6 30", shade(color, -0.35), 3, { opacity: 0.6 }));
}

function bacon(x: number, y: number, rot: number): string {
  const wave = "M-70 0q17 -14 35 0t35 0t35 0t35 0";
  return group({ transform: at(x, y, rot) }, stroke(wave, "#b0413e", 26) + stroke(wave, "#f3c8b4", 7, { transform: "translate(0 -3)" }));
}

function prawn(x: number, y: number, rot: number, s = 1): string {
  // Shared stroke attributes on the group keep each prawn (drawn many times) short.
  const body = "M-22 8A24 24 0 1 1 18 16";
  return group({ transform: at(x, y, rot, s), fill: "none", "stroke-linecap": "round" },
    el("path", { d: body, stroke: "#f28c5b", "stroke-width": 18 }) + el("path", { d: body, stroke: "#ffb48f", "stroke-width": 6, opacity: 0.7 }) +
    el("path", { d: "M-10 -18l5 9M6 -21v10M19 -10l-8 5", stroke: "#d9623a", "stroke-width": 3 }) + path("M14 14l18 8 -4 -20Z", "#e0683f") +
    circle(-18, -4, 2.5, "#3a2a22"));
}

function wholeFish(x: number, y: number, rot: number, color: string, grilled: boolean): string {
  const belly = shade(color, 0.4);
  return group({ transform: at(x, y, rot) },
    path("M-120 0Q-40 -62 80 -8L130 -42Q122 0 130 42L80 8Q-40 62 -120 0Z", color) +
    path("M-110 6Q-30 40 70 6Q-30 24 -110 6Z", belly, { opacity: 0.7 }) +
    (grilled ? stroke("M-60 -30l24 60M-20 -34l24 68M20 -28l20 56", "#5a3523", 7, { opacity: 0.55 }) : stroke("M-50 -22q10 22 0 44M-10 -26q10 26 0 52M30 -20q8 20 0 40", shade(color, -0.25), 3)) +
    circle(-88, -8, 8, "#fff") + circle(-88, -8, 4, "#222"));
}

function fillet(rand: Rand, x: number, y: number, rot: number, color: string): string {
  return group({ transform: at(x, y, rot) },
    path(blob(rand, 0, 0, 95, 45, 10, 0.06), color) +
    stroke("M-60 -30q18 30 0 60M-25 -38q18 38 0 76M10 -38q18 38 0 76M45 -30q16 30 0 60", shade(color, 0.45), 4, { opacity: 0.8 }) +
    ellipse(-30, -22, 30, 8, "#fff", { opacity: 0.2 }));
}

function egg(x: number, y: number, s: number, rand: Rand): string {
  return path(blob(rand, x, y, 58 * s, 52 * s, 7, 0.14), "#fffdf6") + circle(x + 4 * s, y + 2 * s, 22 * s, "#f7a51c") +
    circle(x - 4 * s, y - 6 * s, 7 * s, "#ffd98a");
}

// ---------------------------------------------------------------------------------------------
// Dish forms. Each returns the picture of the dish (vessel + food) centred on the canvas.

type Side = "left" | "right";

interface Ctx {
  rand: Rand;
  meal: MealArtInput;
  profile: Profile;
  ceramic: string;
  uid: string;
  /** The side of the picture without cutlery, where long handles can go. */
  free: Side;
}

type MeatStyle = "plain" | "crumbed" | "glazed";

function meatPlate({ rand, profile, ceramic }: Ctx, kind: Feature, style: MeatStyle = "plain"): string {
  const r = 205;
  let out = plate(CX, CY, r, ceramic);
  const sauce = profile.sauce ?? rand.pick(["#8a4a22", "#b5651d", "#f6efe1", "#6a8f3a"]);
  out += path(blob(rand, CX + 10, CY + 5, 120, 105, 9, 0.12), sauce, { opacity: 0.9 });
  // Sides go in a crescent on one side of the plate, the protein sits on the other.
  const sides = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  if (sides.length === 0) sides.push(g("cube", "#f0c869", "#fde7a6"), g("leaf", "#3f9b4a", "#75c26a"));
  out += garnishLayer(rand, sides, CX + 60, CY + 70, 70, 9, 34);
  if (style === "crumbed") {
    // Breaded cutlet (tonkatsu, Kiev, schnitzel): golden crumb crust, pale meat where it is cut.
    out += slicedMeat(rand, CX - 40, CY - 20, "#c98632", "#f3dcc0", 5);
    let crumbs = "";
    for (const [x, y] of scatter(rand, CX - 40, CY - 20, 90, 24, 14)) crumbs += d`M${x} ${y}h.1`;
    out += stroke(crumbs, "#e8b45a", 7, { opacity: 0.8 });
  } else if (style === "glazed") {
    out += slicedMeat(rand, CX - 40, CY - 20, "#a3262a", kind === "chicken" ? "#f1d3b3" : "#e7a98f", 6);
  } else if (kind === "chicken") {
    if (rand.chance(0.5)) out += drumstick(CX - 40, CY - 50, -20, "#d98b3a") + drumstick(CX - 50, CY + 30, 15, "#c97a2e");
    else out += slicedMeat(rand, CX - 40, CY - 20, "#d9953f", "#f6e3c6", 5);
  } else if (kind === "pork") {
    out += rand.chance(0.5)
      ? searedPiece(rand, CX - 40, CY - 30, 90, 62, "#c98a5a", "#f2dcc0")
      : sausage(CX - 40, CY - 60, -15, "#9b5a32") + sausage(CX - 30, CY - 10, -10, "#a8633a") + sausage(CX - 50, CY + 40, -20, "#955530");
  } else if (kind === "bacon") {
    out += bacon(CX - 30, CY - 60, -12) + bacon(CX - 40, CY, -8);
  } else {
    const color = kind === "lamb" ? "#8f5a3c" : "#7a3b24";
    out += rand.chance(0.5) ? slicedMeat(rand, CX - 40, CY - 20, color, kind === "lamb" ? "#d98a7a" : "#c9524f", 5)
      : searedPiece(rand, CX - 40, CY - 30, 95, 70, color);
  }
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "sliver"), CX - 20, CY - 20, 120, 5, 22);
}

type StewVessel = "pot" | "tagine" | "karahi" | "bowl" | "skillet";

/** The vessel a stew is served in: cuisine first (tagine, karahi), then the category. */
function stewVessel(meal: MealArtInput, rand: Rand): StewVessel {
  if (/Moroccan|Tunisian|Algerian|Egyptian/.test(meal.area) || /tagine/i.test(meal.name)) return "tagine";
  if (/Indian|Malaysian|Saudi Arabian|Syrian|Kenyan/.test(meal.area)) return rand.pick<StewVessel>(["karahi", "bowl"]);
  if (/saganaki|skillet|sizzl|\bpan\b/i.test(meal.name)) return "skillet";
  if (/Lamb|Goat|Beef/.test(meal.category)) return rand.pick<StewVessel>(["pot", "pot", "bowl"]);
  return rand.pick<StewVessel>(["pot", "bowl", "bowl", "skillet"]);
}

/** Chunks of meat (or veg) in a sauce: stews, curries, tagines; a bowl of rice beside curries. */
function stew({ rand, profile, ceramic, meal, free }: Ctx): string {
  const sauce = profile.sauce ?? rand.pick(["#a0522d", "#c0642a", "#8c3b22"]);
  const vessel = stewVessel(meal, rand);
  const withRice = profile.features.has("rice") || /Indian|Thai|Malaysian|Jamaican|Japanese|Filipino|Chinese/.test(meal.area);
  const cx = withRice ? CX + 25 : CX;
  const cy = withRice ? CY - 25 : CY;
  const r = vessel === "tagine" ? 200 : withRice ? 170 : 185;
  let out = "";
  if (vessel === "pot") out += pot(cx, cy, r, rand.pick(["#c0392b", "#2a6f97", "#2d6a4f", "#e76f51", "#3d405b"]), sauce);
  else if (vessel === "tagine") {
    // Terracotta tagine base: a wide shallow dish with a thick glazed rim.
    out += shadow(cx, cy, r, r) + circle(cx, cy, r, "#c4673a") + circle(cx, cy, r * 0.9, "#a9532c") + circle(cx, cy, r * 0.86, sauce) +
      circle(cx, cy, r * 0.96, "none", { stroke: "#e08a55", "stroke-width": 4 });
  } else if (vessel === "karahi") {
    const ring = (x: number) => circle(x, cy, 26, "none", { stroke: "#8c5a2b", "stroke-width": 10 });
    out += shadow(cx, cy, r, r) + ring(cx - r - 8) + ring(cx + r + 8) + circle(cx, cy, r, "#b87333") + circle(cx, cy, r * 0.9, "#d08c4a") + circle(cx, cy, r * 0.84, sauce);
  } else if (vessel === "skillet") out += skillet(rand, cx, cy, r, sauce, free);
  else out += bowl(cx, cy, r, ceramic, sauce);
  // Lighter glossy patches make the sauce read as liquid.
  out += path(blob(rand, cx - 40, cy - 50, 70, 40), shade(sauce, 0.2), { opacity: 0.5 });
  const f = profile.features;
  const meatColor = f.has("beef") ? "#6e3421" : f.has("lamb") ? "#7d452b" : f.has("pork") ? "#9c5f3a" : f.has("chicken") ? "#f5e4c8"
    : f.has("fish") || f.has("salmon") ? "#f3e9dc" : undefined;
  const pts = scatter(rand, cx, cy, r * 0.62, meatColor ? 8 : 0, 44);
  // A darker rim on each chunk keeps pale meat visible on pale sauces.
  let chunks = "";
  for (const [x, y] of pts) chunks += blob(rand, x, y, 24, 20, 5, 0.2);
  if (meatColor) out += path(chunks, meatColor, { stroke: shade(meatColor, -0.3), "stroke-width": 3 });
  if (f.has("prawn")) for (const [x, y] of scatter(rand, cx, cy, r * 0.55, 2, 80)) out += prawn(x, y, rand.int(0, 359), 0.8);
  if (f.has("shell")) for (const [x, y] of scatter(rand, cx, cy, r * 0.6, 4, 45)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 4);
  out += garnishLayer(rand, veg.length ? veg : [g("cube", "#f08a24", "#ffb25e")], cx, cy, r * 0.65, meatColor ? 7 : 13, 28);
  if (profile.garnishes.some((x) => x.kind === "swirl")) out += garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), cx + 20, cy - 10, 60);
  out += garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "ring"), cx, cy, r * 0.6, 5, 22);
  if (withRice) {
    const rx = CX - 150;
    const ry = CY + 160;
    let grains = "";
    for (const [x, y] of scatter(rand, rx, ry, 60, 30, 8)) grains += d`M${x} ${y}l${rand.int(-5, 5)} 5`;
    out += bowl(rx, ry, 88, shade(ceramic, -0.04), "#f1ead9") + stroke(grains, "#fff", 5);
  }
  return out;
}

/** A bowl of soup: noodles, fish or meat pieces floating in it, cream or oil on top, bread beside. */
function soup({ rand, profile, ceramic, uid }: Ctx): string {
  const f = profile.features;
  const sauce = profile.sauce ?? rand.pick(["#e8a33d", "#7fae4a", "#d9442b", "#d9a05b"]);
  let out = bowl(CX, CY, 190, ceramic, sauce);
  let inside = circle(CX - 40, CY - 50, 40, "#fff", { opacity: 0.12 });
  if (f.has("noodle") || f.has("pasta")) {
    // Loose loops of noodles just under the surface.
    let strands = "";
    for (let i = 0; i < 12; i++) {
      const r = rand.range(30, 120);
      const ox = CX + rand.range(-30, 30);
      const oy = CY + rand.range(-30, 30);
      const a1 = rand.range(0, Math.PI * 2);
      const a2 = a1 + rand.range(1, 2.4);
      strands += d`M${ox + Math.cos(a1) * r} ${oy + Math.sin(a1) * r}A${r} ${r} 0 0 1 ${ox + Math.cos(a2) * r} ${oy + Math.sin(a2) * r}`;
    }
    inside += stroke(strands, "#f6ead0", 7, { opacity: 0.9 });
  }
  const meat = f.has("fish") || f.has("salmon") ? "#f6ede0" : f.has("beef") ? "#7a3f24" : f.has("chicken") ? "#f1dcc0" : f.has("tofu") || f.has("cheese") ? "#fbf8ee" : undefined;
  if (meat) for (const [x, y] of scatter(rand, CX, CY, 100, 5, 50)) inside += el("rect", { x: x - 18, y: y - 14, width: 36, height: 28, rx: 8, fill: meat, stroke: shade(meat, -0.25), "stroke-width": 2 });
  if (f.has("prawn")) for (const [x, y] of scatter(rand, CX, CY, 90, 3, 60)) inside += prawn(x, y, rand.int(0, 359), 0.8);
  out += el("defs", {}, el("clipPath", { id: `c${uid}` }, circle(CX, CY, 156, "#000"))) + group({ "clip-path": `url(#c${uid})` }, inside);
  if (profile.garnishes.some((x) => x.kind === "swirl")) out += garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), CX + 10, CY, rand.range(60, 80));
  else {
    // Droplets of oil on the surface.
    let drops = "";
    for (const [x, y] of scatter(rand, CX, CY, 120, 9, 30)) drops += d`M${x} ${y}h.1`;
    out += stroke(drops, shade(sauce, 0.4), rand.range(8, 14), { opacity: 0.8 });
  }
  out += garnishLayer(rand, toppings(profile), CX, CY, 110, 8, 24);
  if (f.has("bread") || rand.chance(0.35)) {
    out += el("rect", { x: -70, y: -34, width: 140, height: 68, rx: 30, fill: "#c98a3e", transform: at(CX + 165, CY + 190, -35) }) +
      el("rect", { x: -62, y: -26, width: 124, height: 52, rx: 24, fill: "#f0d3a0", transform: at(CX + 165, CY + 190, -35) });
  }
  return out;
}

/** Pasta or noodles: a twirled nest of arcs, each drawn twice (edge + body) to give them volume. */
function noodles({ rand, profile, ceramic, uid }: Ctx, asian: boolean): string {
  const sauce = profile.sauce;
  const noodle = asian ? (sauce === "#8a4a22" ? "#d9a45b" : "#f0d59a") : "#f3d27c";
  const inner = 164;
  let out = bowl(CX, CY, 200, ceramic, asian ? shade(noodle, -0.1) : "#e6bd62");
  let arcs = "";
  const short = !asian && profile.features.has("shortPasta");
  // Short pasta (macaroni, rigatoni, penne): many short fat tubes instead of long strands.
  for (let i = 0; short && i < 50; i++) {
    const a = rand.range(0, Math.PI * 2);
    const r = Math.sqrt(rand.next()) * 150;
    const t = rand.range(0, Math.PI);
    const x = CX + Math.cos(a) * r;
    const y = CY + Math.sin(a) * r;
    arcs += d`M${x} ${y}q${Math.round(Math.cos(t) * 10)} ${Math.round(Math.sin(t) * 10 + 6)} ${Math.round(Math.cos(t) * 20)} ${Math.round(Math.sin(t) * 20)}`;
  }
  for (let i = 0; !short && i < 26; i++) {
    const r = rand.range(20, 155);
    const ox = CX + rand.range(-25, 25);
    const oy = CY + rand.range(-25, 25);
    const a1 = rand.range(0, Math.PI * 2);
    const a2 = a1 + rand.range(1.2, 3);
    arcs += d`M${ox + Math.cos(a1) * r} ${oy + Math.sin(a1) * r}A${r} ${r} 0 ${a2 - a1 > Math.PI ? 1 : 0} 1 ${ox + Math.cos(a2) * r} ${oy + Math.sin(a2) * r}`;
  }
  // Arcs would spill over the rim: clip them to the inside of the bowl.
  let food = stroke(arcs, shade(noodle, -0.3), asian ? 9 : short ? 20 : 13) + stroke(arcs, noodle, asian ? 5 : short ? 13 : 8);
  if (sauce && !asian) {
    food += path(blob(rand, CX, CY, 80, 70, 9, 0.2), sauce, { opacity: 0.92 }) + ellipse(CX - 22, CY - 24, 22, 12, "#fff", { opacity: 0.25 });
    if (profile.features.has("beef") || profile.features.has("pork") || profile.features.has("bacon")) {
      for (const [x, y] of scatter(rand, CX, CY, 60, 8, 24)) food += circle(x, y, 9, shade(sauce, -0.35));
    }
  }
  out += el("defs", {}, el("clipPath", { id: `c${uid}` }, circle(CX, CY, inner, "#000"))) + group({ "clip-path": `url(#c${uid})` }, food);
  if (profile.features.has("prawn")) out += prawn(CX - 60, CY + 50, 30) + prawn(CX + 60, CY - 50, -140);
  if (asian && (profile.features.has("beef") || profile.features.has("pork") || profile.features.has("chicken"))) {
    const meat = profile.features.has("chicken") ? "#e0a25a" : "#7a3f24";
    for (const [x, y] of scatter(rand, CX, CY, 90, 5, 44)) out += path(blob(rand, x, y, 18, 14, 6, 0.2), meat);
  }
  if (profile.features.has("egg") && asian) out += egg(CX + 70, CY + 40, 0.55, rand);
  return out + garnishLayer(rand, toppings(profile), CX, CY, 110, 9, 24);
}

/** Rice dishes: a paella pan with seafood and meat, a platter with a golden mound, or a pan of pilaf. */
function riceDish({ rand, profile, meal, ceramic, free }: Ctx, paella: boolean): string {
  const f = profile.features;
  const platter = /kabsa|mandi|biryani|maqluba|pilau|pilaf|plov|pulao/i.test(meal.name);
  const base = platter ? "#e9b04a" : profile.sauce ?? (paella ? "#f1b43c" : "#f4eee0");
  let out = "";
  const r = platter ? 165 : 150;
  if (platter) out += plate(CX, CY, 225, ceramic) + path(blob(rand, CX, CY, r, r - 8, 10, 0.06), base);
  else out += paella ? pot(CX, CY, 190, "#3a3d44", base) : skillet(rand, CX, CY, 180, base, free);
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, r - 10, 60, 11)) {
    const a = rand.range(0, Math.PI);
    grains += d`M${x} ${y}l${Math.round(Math.cos(a) * 6)} ${Math.round(Math.sin(a) * 6)}`;
  }
  out += stroke(grains, shade(base, 0.55), 5);
  if (f.has("prawn")) for (const [x, y] of scatter(rand, CX, CY, 100, 4, 80)) out += prawn(x, y, rand.int(0, 359), 0.9);
  if (f.has("shell")) for (const [x, y] of scatter(rand, CX, CY, 120, 4, 50)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  if (platter && f.has("chicken")) out += drumstick(CX - 30, CY - 40, -30, "#c97a2e") + drumstick(CX + 20, CY + 40, 150, "#d98b3a");
  else if (f.has("chicken") || f.has("beef") || f.has("lamb") || f.has("pork") || f.has("bacon")) {
    const meat = f.has("chicken") ? "#d98b3a" : "#7a3f24";
    for (const [x, y] of scatter(rand, CX, CY, 110, 6, 50)) out += path(blob(rand, x, y, 20, 16, 6, 0.2), meat, { stroke: shade(meat, -0.3), "stroke-width": 2 });
  }
  return out + garnishLayer(rand, profile.garnishes.slice(0, 4), CX, CY, 125, 10, 26);
}

/** Fish on an oval platter: prawns in a little sauce, salmon fillets with a side, or a whole fish. */
function seafood({ rand, profile }: Ctx): string {
  const f = profile.features;
  const platter = rand.pick(["#fbf8f3", "#dde9f3", "#f4ecdc"]);
  let out = shadow(CX, CY, 235, 160) + ellipse(CX, CY, 235, 160, platter) + ellipse(CX, CY, 205, 135, shade(platter, -0.05)) +
    ellipse(CX, CY, 205, 135, "none", { stroke: shade(platter, -0.12), "stroke-width": 3 });
  if (f.has("prawn") || (!f.has("fish") && !f.has("salmon") && rand.chance(0.5))) {
    out += path(blob(rand, CX, CY, 150, 90, 9, 0.1), profile.sauce ?? "#f6efe1", { opacity: 0.7 });
    for (const [x, y] of scatter(rand, CX, CY, 100, 6, 60)) out += prawn(x, y * 0.85 + CY * 0.15, rand.int(0, 359));
  } else if (f.has("salmon")) {
    // Fillets on the left, a heap of vegetables (or greens and new potatoes) on the right.
    const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "wedge" && x.kind !== "swirl").slice(0, 2);
    if (veg.length === 0) veg.push(g("leaf", "#4d9a3a", "#8bcf6a"), g("chunk", "#f0d27a", "#fdeab0"));
    out += garnishLayer(rand, veg, CX + 95, CY + 10, 60, 8, 36);
    out += fillet(rand, CX - 70, CY - 30, -8, "#f28a5b") + (rand.chance(0.5) ? fillet(rand, CX - 50, CY + 45, 5, "#f09a6a") : "");
  } else {
    out += wholeFish(CX, CY, rand.int(-12, 12), rand.pick(["#9fb4c7", "#b7c5cf", "#d9a45b"]), rand.chance(0.5));
  }
  if (f.has("shell")) for (const [x, y] of scatter(rand, CX, CY + 60, 70, 4, 45)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` }) + ellipse(x, y, 14, 7, "#f2a76b", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  const lemon = profile.garnishes.find((x) => x.kind === "wedge") ?? g("wedge", "#f7d43c", "#fff3a8");
  out += garnishPiece(rand, lemon, CX + 150, CY + 60, 34) + garnishPiece(rand, lemon, CX - 160, CY - 40, 30);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX, CY, 150, 7, 22);
}

/** A cooked breakfast: toast and a fried egg, then two "slots" filled from the ingredients. */
function breakfast({ rand, profile, ceramic }: Ctx): string {
  const f = profile.features;
  let out = plate(CX, CY, 210, ceramic);
  out += el("rect", { x: -68, y: -62, width: 136, height: 124, rx: 28, fill: "#c98a3e", transform: at(CX - 70, CY - 40, -12) }) +
    el("rect", { x: -56, y: -50, width: 112, height: 100, rx: 22, fill: "#efc27a", transform: at(CX - 70, CY - 40, -12) });
  out += egg(CX + 75, CY - 55, 1, rand);
  const slots: ((x: number, y: number) => string)[] = [];
  if (f.has("bacon")) slots.push((x, y) => bacon(x, y - 18, -20) + bacon(x, y + 18, -20));
  if (f.has("beans")) slots.push((x, y) => path(blob(rand, x, y, 58, 46), "#c9482a") + garnishLayer(rand, [g("dot", "#e0703e", "#f6a36f")], x, y, 40, 12, 20));
  for (const item of profile.garnishes) {
    if (slots.length >= 2) break;
    if (item.kind === "speck" || item.kind === "swirl" || item.kind === "herb" || item.kind === "ring") continue;
    slots.push((x, y) => garnishLayer(rand, [item], x, y, 40, 5, 38));
  }
  const fallbacks = [g("slice", "#e5392f", "#ff8a6b"), g("mushroom", "#b78a63", "#e9d6bd")];
  while (slots.length < 2) {
    const item = fallbacks[slots.length]!;
    slots.push((x, y) => garnishLayer(rand, [item], x, y, 40, 4, 40));
  }
  out += slots[0]!(CX + 80, CY + 80) + slots[1]!(CX - 70, CY + 95);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck"), CX, CY, 160, 4, 22);
}

/** A stack of pancakes: sweet (syrup, butter, berries) or savoury (brown sauce, mayo zigzag, spring onion). */
function pancakes({ rand, profile, ceramic, meal }: Ctx): string {
  const sweet = meal.category === "Dessert" || meal.category === "Breakfast" || (profile.features.has("sweet") && !profile.features.has("egg"));
  let out = plate(CX, CY, 200, ceramic);
  for (let i = 0; i < 4; i++) out += circle(CX - i * 3, CY + 12 - i * 8, 130, i % 2 ? "#e3a955" : "#d4913f");
  out += circle(CX - 12, CY - 20, 122, "#eab665") + circle(CX - 40, CY - 50, 40, "#f4cf8a", { opacity: 0.6 });
  if (!sweet) {
    const zig = d`M${CX - 90} ${CY - 80}l30 30 20 -40 30 40 20 -40 30 40 20 -40 30 40M${CX - 100} ${CY}l30 30 20 -40 30 40 20 -40 30 40 20 -40 30 40`;
    out += path(blob(rand, CX - 12, CY - 20, 105, 100, 9, 0.1), "#6b3a1e") + stroke(zig, "#fff8e6", 6);
    return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX - 12, CY - 20, 90, 10, 20);
  }
  const syrup = profile.features.has("chocolate") ? "#5a3422" : "#b8651b";
  out += path(blob(rand, CX - 5, CY - 25, 80, 70, 8, 0.25), syrup, { opacity: 0.85 }) + el("rect", { x: CX - 30, y: CY - 45, width: 36, height: 28, rx: 5, fill: "#fbe7a1" });
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "slice");
  return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#5b3f8c", "#9c7bd1"), g("dot", "#d7263d", "#ff7a8a")], CX, CY - 10, 100, 9, 22);
}

/** Set custards: crème brûlée in a fluted ramekin, or a turned-out flan in a pool of caramel. */
function custard({ rand, profile, ceramic, meal }: Ctx): string {
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "wedge" || x.kind === "herb").slice(0, 2);
  if (/br[uû]l[eé]e|ramekin|pot de/i.test(meal.name)) {
    let out = plate(CX, CY, 215, ceramic);
    const flutes = circle(CX, CY, 140, "none", { stroke: "#fbf8f3", "stroke-width": 28, "stroke-dasharray": "0 36.6", "stroke-linecap": "round" });
    out += circle(CX + 6, CY + 8, 150, "#000", { opacity: 0.12 }) + flutes + circle(CX, CY, 140, "#fbf8f3") + circle(CX, CY, 118, "#d99a3a");
    let burnt = "";
    for (const [x, y] of scatter(rand, CX, CY, 85, 6, 40)) burnt += blob(rand, x, y, 26, 18, 6, 0.3);
    out += path(burnt, "#8a4a16", { opacity: 0.35 }) + stroke(d`M${CX - 70} ${CY - 30}l30 -45`, "#f7d48c", 10, { opacity: 0.8 });
    return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a"), g("herb", "#2f8f46", "#59b96a")], CX + 150, CY + 150, 30, 3, 28);
  }
  let out = plate(CX, CY, 215, ceramic);
  out += path(blob(rand, CX, CY, 175, 165, 10, 0.08), "#b8651b", { opacity: 0.9 }) + circle(CX, CY, 125, "#c77d22") + circle(CX, CY, 110, "#f4cf6a") +
    circle(CX, CY, 80, "#f8dc86") + ellipse(CX - 45, CY - 50, 30, 14, "#fff", { opacity: 0.35 });
  return out + garnishLayer(rand, fruit, CX, CY, 60, 3, 26);
}

function dessertColors(profile: Profile, rand: Rand): { sponge: string; top: string } {
  if (profile.features.has("chocolate")) return { sponge: "#6b3e26", top: "#4a2a1a" };
  const fruit = profile.garnishes.find((x) => x.kind === "dot" || x.kind === "cube" || x.kind === "wedge");
  return { sponge: rand.pick(["#f2d29b", "#f5e1b8", "#efc98a"]), top: fruit ? shade(fruit.color, 0.55) : rand.pick(["#fff4e6", "#f9d5e5", "#fdf1c7"]) };
}

/** A slice of layer cake at a slight angle: top face, front face with cream layers. */
function cakeSlice({ rand, profile, ceramic }: Ctx): string {
  const { sponge, top } = dessertColors(profile, rand);
  let out = plate(CX, CY + 20, 200, ceramic);
  const face = "M180 300L420 250 420 380 180 430Z";
  out += path(d`M170 310L330 140 430 250 180 300Z`, top) + path(face, sponge) + path("M180 430L420 380 420 420 180 470Z", shade(sponge, -0.2));
  out += path("M180 340L420 290 420 304 180 354Z", top) + path("M180 385L420 335 420 349 180 399Z", top);
  out += stroke("M170 310L330 140 430 250", shade(top, -0.1), 6);
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "slice" || x.kind === "speck");
  return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a")], 300, 225, 55, 5, 26);
}

function tart({ rand, profile, ceramic }: Ctx): string {
  const { sponge, top } = dessertColors(profile, rand);
  const crust = "#d9a055";
  let out = plate(CX, CY, 215, ceramic);
  // Crimped edge: a dashed ring of zero-length round caps, far smaller than 28 circles.
  const crimp = circle(CX, CY, 170, "none", { stroke: crust, "stroke-width": 32, "stroke-dasharray": "0 37.5", "stroke-linecap": "round" });
  out += circle(CX, CY, 168, crust) + crimp + circle(CX, CY, 150, profile.features.has("chocolate") ? sponge : top);
  const fruit = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "chunk");
  out += garnishLayer(rand, fruit.length ? fruit : [g("slice", "#e9e3a6", "#9cc24a")], CX, CY, 115, 12, 36);
  return out + stroke(d`M${CX} ${CY}L${CX + 150} ${CY - 20}M${CX} ${CY}L${CX + 110} ${CY + 102}`, shade(crust, -0.3), 4, { opacity: 0.6 });
}

/** Crumbles and cobblers: a baking dish of golden crumbs with a spoonful scooped out to show the fruit. */
function crumble({ rand, profile }: Ctx): string {
  const dish = rand.pick(["#f3efe6", "#2a6f97", "#c0392b", "#e9c46a"]);
  const fruit = profile.garnishes.find((x) => x.kind === "slice" || x.kind === "dot" || x.kind === "cube" || x.kind === "wedge")
    ?? g("dot", "#8e2c48", "#c75b7a");
  let out = el("rect", { x: 112, y: 126, width: 400, height: 330, rx: 60, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 100, y: 110, width: 400, height: 330, rx: 60, fill: dish }) +
    el("rect", { x: 128, y: 138, width: 344, height: 274, rx: 42, fill: "#c98a3e" });
  // Crumbs: one path of dots (zero-length round-capped strokes), light ones over dark ones.
  const crumbs = (n: number) => {
    let out2 = "";
    for (let i = 0; i < n; i++) out2 += d`M${rand.range(150, 450)} ${rand.range(160, 390)}h.1`;
    return out2;
  };
  out += stroke(crumbs(50), "#e8b461", 22) + stroke(crumbs(40), "#f6d794", 12) + stroke(crumbs(25), "#a8692e", 5, { opacity: 0.7 });
  // The scooped-out corner: syrupy fruit under the crumble.
  const fx = rand.chance(0.5) ? 370 : 230;
  out += path(blob(rand, fx, 330, 62, 48, 8, 0.12), shade(fruit.color, -0.25)) + garnishLayer(rand, [fruit], fx, 330, 30, 3, 30);
  return out + garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), fx === 370 ? 220 : 380, 230, 80);
}

function dessertBowl({ rand, profile, ceramic }: Ctx): string {
  const { sponge, top } = dessertColors(profile, rand);
  let out = bowl(CX, CY, 180, ceramic, profile.features.has("chocolate") ? sponge : top);
  // Scoops or dollops of cream, then fruit and crumbs.
  for (const [x, y] of scatter(rand, CX, CY, 60, 3, 70)) out += path(blob(rand, x, y, 55, 50, 8, 0.12), rand.pick(["#fffaf0", shade(top, -0.05), sponge])) + circle(x - 18, y - 18, 12, "#fff", { opacity: 0.4 });
  const fruit = profile.garnishes.filter((x) => x.kind !== "swirl");
  out += garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a"), g("herb", "#2f8f46", "#59b96a")], CX, CY, 120, 10, 24);
  // A wafer or biscuit leaning on the rim.
  return out + el("rect", { x: -14, y: -60, width: 28, height: 120, rx: 6, fill: "#e7b26a", transform: at(CX + 120, CY - 60, 40) });
}

/** Biscuits and bakes on a plate: rounds, squares (bars, fudge) or diamonds (baklava). */
function cookies({ rand, profile, ceramic, meal }: Ctx): string {
  const { sponge } = dessertColors(profile, rand);
  const shape = /baklava|diamond/i.test(meal.name) ? "diamond" : /bar|square|fudge|brownie|slice/i.test(meal.name) ? "square" : "round";
  const topping = profile.garnishes.filter((x) => x.kind === "speck" || x.kind === "dot" || x.kind === "chunk").slice(0, 1);
  let out = plate(CX, CY, 210, ceramic);
  for (const [x, y] of scatter(rand, CX, CY, 110, 6, 95)) {
    if (shape === "round") out += circle(x, y, 52, shade(sponge, -0.12)) + circle(x - 3, y - 3, 46, sponge);
    else if (shape === "diamond") {
      // Baklava: golden filo diamonds with a green pistachio centre.
      out += el("rect", { x: -40, y: -40, width: 80, height: 80, rx: 6, fill: "#c9852f", transform: at(x, y, 45) }) +
        el("rect", { x: -34, y: -34, width: 68, height: 68, rx: 5, fill: "#e6ad52", transform: at(x, y, 45) }) + circle(x, y, 10, "#7da33c");
      continue;
    } else {
      // Bars: a biscuit base with a chocolate layer on top.
      const rot = rand.int(-12, 12);
      out += el("rect", { x: -44, y: -44, width: 88, height: 88, rx: 10, fill: shade(sponge, -0.15), transform: at(x, y, rot) }) +
        el("rect", { x: -38, y: -38, width: 76, height: 30, rx: 8, fill: "#4a2a1a", transform: at(x, y, rot) });
    }
    out += garnishLayer(rand, topping, x, y, 28, 3, 18);
  }
  return out;
}

function glass({ rand, profile }: Ctx): string {
  const drink = profile.features.has("chocolate") ? "#7a4a2e" : profile.garnishes.find((x) => x.kind === "dot" || x.kind === "cube" || x.kind === "wedge")?.color
    ?? profile.sauce ?? "#f2c36b";
  let out = ellipse(CX + 10, 510, 130, 26, "#000", { opacity: 0.15 });
  out += path("M190 120L410 120 380 500Q300 520 220 500Z", "#ffffff", { opacity: 0.55 });
  out += path("M200 190L400 190 378 490Q300 508 222 490Z", drink) + ellipse(300, 190, 100, 16, shade(drink, 0.3));
  out += stroke("M215 150L240 480", "#fff", 8, { opacity: 0.6 }) + stroke("M330 220L420 60", "#e63946", 12) + stroke("M330 220L420 60", "#fff", 4, { "stroke-dasharray": "10 10" });
  const fruit = profile.garnishes.find((x) => x.kind === "wedge" || x.kind === "slice") ?? g("wedge", "#f7d43c", "#fff3a8");
  out += garnishPiece(rand, fruit, 205, 125, 44);
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind === "herb" || x.kind === "dot").slice(0, 2), 300, 190, 60, 4, 20);
}

function salad({ rand, profile, ceramic }: Ctx): string {
  let out = bowl(CX, CY, 205, ceramic, "#cfe6b0");
  out += garnishLayer(rand, [g("leaf", "#3f9b4a", "#75c26a"), g("leaf", "#7cbf4e", "#b6e08a"), g("leaf", "#2e7d3c", "#5fae5a")], CX, CY, 140, 12, 54);
  const extras = profile.garnishes.filter((x) => x.kind !== "leaf" && x.kind !== "swirl").slice(0, 4);
  out += garnishLayer(rand, extras.length ? extras : [g("slice", "#e5392f", "#ff8a6b"), g("slice", "#4f8f3a", "#cfe8b0")], CX, CY, 125, 9, 34);
  if (profile.features.has("chicken")) out += slicedMeat(rand, CX, CY, "#d9953f", "#f6e3c6", 3);
  if (profile.features.has("egg")) out += egg(CX + 40, CY + 40, 0.6, rand);
  return out;
}

/** Vegan/vegetarian bowl: sectors of grains and vegetables around a centre, buddha-bowl style. */
/** Vegan/vegetarian mains vary between three layouts so a page of them does not look the same. */
function veggieMain(ctx: Ctx): string {
  const pick = ctx.rand.int(0, 2);
  if (pick === 0) return veggieBowl(ctx);
  if (pick === 1) return trayBake(ctx);
  return genericPlate(ctx);
}

/** Roasted vegetables in a roasting tray. */
function trayBake({ rand, profile }: Ctx): string {
  let out = el("rect", { x: 102, y: 126, width: 420, height: 350, rx: 20, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 110, width: 420, height: 350, rx: 20, fill: "#5b6470" }) +
    el("rect", { x: 110, y: 130, width: 380, height: 310, rx: 12, fill: profile.sauce ? shade(profile.sauce, 0.2) : "#8a6a4a" });
  const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl" && x.kind !== "herb").slice(0, 4);
  if (veg.length < 2) veg.push(g("cube", "#f08a24", "#ffb25e"), g("ring", "#9b3f7a", "#e2b4d2"));
  for (const [x, y] of scatter(rand, CX, 285, 150, 20, 44)) out += garnishPiece(rand, veg[Math.floor(rand.next() * veg.length)]!, x, y, 40);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck"), CX, 285, 140, 6, 24);
}

function veggieBowl({ rand, profile, ceramic, meal }: Ctx): string {
  let out = bowl(CX, CY, 205, ceramic, profile.features.has("rice") ? "#f4eee0" : "#e7dcc4");
  const items = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 5);
  while (items.length < 4) items.push(rand.pick([g("leaf", "#3f9b4a", "#75c26a"), g("cube", "#f08a24", "#ffb25e"), g("dot", "#c8904e", "#e8c08a"), g("slice", "#a3244f", "#e56b95"), g("slice", "#7cb342", "#cfe89a")]));
  const turn = rand.range(0, Math.PI * 2);
  items.forEach((item, i) => {
    const a = turn + (i / items.length) * Math.PI * 2;
    out += garnishLayer(rand, [item], CX + Math.cos(a) * 95, CY + Math.sin(a) * 95, 48, 4, 32);
  });
  if (profile.features.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 48, 26, 8)) grains += d`M${x} ${y}l${rand.int(-5, 5)} 5`;
    out += stroke(grains, "#fff", 5);
  } else if (/egg/i.test(meal.name)) {
    out += egg(CX, CY, 0.7, rand);
  } else {
    out += path(blob(rand, CX, CY, 45, 40), profile.sauce ?? "#f2e4c9") + garnishLayer(rand, [g("speck", "#5b4030", "#8a6a4f")], CX, CY, 25, 3, 20);
  }
  return out;
}

function smallBowl(ctx: Ctx): string {
  const { rand, profile, ceramic, meal } = ctx;
  const f = profile.features;
  if (/asparagus|green beans|runner beans|spears|broccolini/i.test(meal.name)) return spears(ctx);
  if (/elote|corn on the cob|corn cob/i.test(meal.name)) return cobs(ctx);
  const fill = f.has("rice") ? "#f4eee0" : f.has("potato") ? "#f0c869" : profile.sauce ?? "#e8d9b5";
  let out = bowl(CX, CY, 150, ceramic, fill);
  if (f.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 110, 70, 9)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 6`;
    out += stroke(grains, "#fff", 5);
  }
  const veg = profile.garnishes.slice(0, 4);
  out += garnishLayer(rand, veg.length ? veg : [g("cube", "#f0c869", "#fde7a6")], CX, CY, 95, f.has("rice") ? 6 : 14, 32);
  // A second, tiny dip bowl: side dishes usually come in pairs on the table.
  const dx = rand.chance(0.5) ? 175 : -175;
  return out + bowl(CX + dx, CY + 150, 55, shade(ceramic, -0.05), profile.sauce ?? "#c8381f");
}

/** Vegetables laid side by side on a plate: asparagus or green beans with lemon and butter. */
function spears({ rand, profile, ceramic }: Ctx): string {
  let out = plate(CX, CY, 210, ceramic);
  let stalks = "";
  for (let i = 0; i < 9; i++) stalks += d`M${CX - 140 + rand.range(-10, 10)} ${CY - 80 + i * 20}L${CX + 120} ${CY - 95 + i * 20 + rand.range(-8, 8)}`;
  out += stroke(stalks, "#3f7f2f", 16) + stroke(stalks, "#6fae4a", 10);
  for (let i = 0; i < 9; i++) out += ellipse(CX + 128, CY - 95 + i * 20, 16, 10, "#4e8a34");
  out += path(blob(rand, CX - 20, CY, 40, 30), "#f8e08a", { opacity: 0.9 });
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "leaf"), CX, CY + 120, 50, 3, 34);
}

/** Corn on the cob, grilled, with crumbled cheese, chilli and lime. */
function cobs({ rand, profile, ceramic }: Ctx): string {
  let out = plate(CX, CY, 215, ceramic);
  for (let k = 0; k < 3; k++) {
    let kernels = "";
    for (let i = 0; i < 9; i++) for (let j = 0; j < 3; j++) kernels += d`M${-110 + i * 26} ${-14 + j * 14}h6`;
    out += group({ transform: at(CX - 10 + k * 10, CY - 100 + k * 95, -8 + k * 6) },
      el("rect", { x: -140, y: -34, width: 280, height: 68, rx: 34, fill: "#e3a92a" }) + stroke(kernels, "#f8d457", 11) +
      stroke("M-60 -20l10 40M20 -20l10 40", "#8a5a1e", 6, { opacity: 0.5 }));
  }
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "dot").slice(0, 3), CX, CY, 150, 10, 24);
}

type BiteShape = "toast" | "round" | "triangle" | "egg";

/** Starter: small bites (toasts, rounds, triangles, egg halves) around a dip or in a row on a slate. */
function starterPlate({ rand, profile, ceramic, meal }: Ctx): string {
  const name = meal.name.toLowerCase();
  const shape: BiteShape = /\beggs?\b/.test(name) ? "egg"
    : /quesadilla|spanakopita|samosa|triangle|wedge|börek|borek|pitta|pita/.test(name) ? "triangle"
    : /toast|rarebit|bruschetta|crostini|carrozza|canap|sandwich/.test(name) ? "toast"
    : rand.pick<BiteShape>(["toast", "round", "triangle"]);
  const base = shape === "toast" ? "#e6a85a" : shape === "triangle" ? "#eec27a" : profile.features.has("crumbed") ? "#d99a45" : "#f1d9a6";
  const tops = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  if (tops.length === 0) tops.push(g("herb", "#2f8f46", "#59b96a"));
  const bite = (x: number, y: number, rot: number) => {
    let out = "";
    if (shape === "egg") {
      out += ellipse(x, y, 46, 34, "#fffdf6", { stroke: "#e6dcc6", "stroke-width": 3, transform: `rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})` }) + circle(x, y, 18, "#f4b233");
      if (profile.sauce === "#8a4a22") out += ellipse(x, y, 46, 34, "none", { stroke: "#8a5a3a", "stroke-width": 5, transform: `rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})` });
      return out;
    }
    if (shape === "triangle") {
      out += path("M-48 34L0 -50L48 34Z", shade(base, -0.2), { transform: at(x, y, rot), "stroke-linejoin": "round", stroke: shade(base, -0.2), "stroke-width": 14 }) +
        path("M-40 28L0 -42L40 28Z", base, { transform: at(x, y, rot) });
    } else if (shape === "toast") {
      out += el("rect", { x: -50, y: -36, width: 100, height: 72, rx: 22, fill: shade(base, -0.2), transform: at(x, y, rot) }) +
        el("rect", { x: -43, y: -29, width: 86, height: 58, rx: 17, fill: base, transform: at(x, y, rot) });
    } else out += circle(x, y, 44, shade(base, -0.18)) + circle(x, y, 38, base);
    return out + garnishPiece(rand, tops[Math.floor(x) % tops.length]!, x - 10, y - 2, 26) + garnishPiece(rand, tops[Math.floor(y) % tops.length]!, x + 14, y + 8, 20);
  };
  if (rand.chance(0.4)) {
    // A long slate with a row of bites and the dip at the end.
    const slate = rand.pick(["#3d4350", "#fbf8f3", "#2f3a3a"]);
    let out = el("rect", { x: 62, y: 212, width: 500, height: 200, rx: 24, fill: "#000", opacity: 0.15 }) +
      el("rect", { x: 50, y: 200, width: 500, height: 200, rx: 24, fill: slate });
    for (let i = 0; i < 3; i++) out += bite(140 + i * 105, 300 + (i % 2 ? 18 : -18), rand.int(-20, 20) + (i % 2 ? 180 : 0));
    return out + bowl(470, 300, 50, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1");
  }
  let out = plate(CX, CY, 205, ceramic);
  const n = rand.int(4, 5);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + 0.4;
    out += bite(CX + Math.cos(a) * 118, CY + Math.sin(a) * 118, (a * 180) / Math.PI + 90);
  }
  return out + bowl(CX, CY, 52, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1");
}

function pizza({ rand, profile }: Ctx): string {
  let out = board(rand, CX, CY, 470, 470);
  out += circle(CX, CY, 195, "#d9954a") + circle(CX, CY, 175, profile.sauce === "#f6efe1" ? "#f6efe1" : "#c8381f") +
    path(blob(rand, CX, CY, 165, 160, 12, 0.08), "#f7df9a", { opacity: 0.9 });
  out += garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 4).concat(g("herb", "#2f8f46", "#59b96a")), CX, CY, 145, 18, 32);
  return out + stroke(d`M${CX - 195} ${CY}H${CX + 195}M${CX} ${CY - 195}V${CY + 195}`, "#b97838", 3, { opacity: 0.6 });
}

/** Baked dishes (lasagne, gratins, pies, casseroles) in a rectangular dish with a golden top. */
/** Baked dishes (lasagne, gratins, pies, parmigiana) in a dish: the top shows what is under the crust. */
function bakingDish({ rand, profile, meal }: Ctx): string {
  const f = profile.features;
  const dish = rand.pick(["#f3efe6", "#c0392b", "#2a6f97", "#e76f51", "#e9c46a"]);
  const tomato = profile.sauce === "#c8381f" || profile.sauce === "#d9442b";
  let out = el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: dish }) +
    el("rect", { x: 120, y: 150, width: 360, height: 270, rx: 22, fill: tomato && !f.has("cheese") ? "#c8502f" : "#e8a94f" });
  if (/cannelloni|enchilada|rolls?\b|štrukli|strukli/i.test(meal.name)) {
    // Rolled tubes side by side under the sauce.
    for (let i = 0; i < 5; i++) out += el("rect", { x: 140 + i * 66, y: 165, width: 56, height: 240, rx: 26, fill: "#f1d7a0", stroke: "#d4a862", "stroke-width": 3 });
  }
  if (tomato) out += path(blob(rand, CX, 285, 140, 95, 10, 0.2), profile.sauce!, { opacity: 0.85 });
  const cheesy = f.has("cheese") || f.has("crumbed") || /gratin|mac/i.test(meal.name);
  const spots = cheesy ? ["#c9792f", "#f2c46b", "#b5652a"] : ["#f6efe1", "#f2c46b"];
  for (const [x, y] of scatter(rand, CX, 285, 150, cheesy ? 14 : 8, 40)) out += path(blob(rand, x, y, 26, 18, 6, 0.3), rand.pick(spots), { opacity: 0.85 });
  if (f.has("crumbed")) {
    let crumbs = "";
    for (const [x, y] of scatter(rand, CX, 285, 150, 30, 16)) crumbs += d`M${x} ${y}h.1`;
    out += stroke(crumbs, "#d99a45", 7);
  }
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "slice"), CX, 285, 120, 6, 24);
}

function dumplings({ rand, profile, ceramic }: Ctx): string {
  let out = plate(CX, CY, 205, ceramic);
  const skin = profile.features.has("bread") ? "#e2a85a" : rand.pick(["#f6ecd6", "#efd9b0", "#e8c28a"]);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const x = CX + Math.cos(a) * 110;
    const y = CY + Math.sin(a) * 110;
    out += group({ transform: at(x, y, (a * 180) / Math.PI + 90) },
      path("M-52 14Q0 -74 52 14Q0 34 -52 14Z", shade(skin, -0.25)) + path("M-46 12Q0 -64 46 12Q0 28 -46 12Z", skin) +
      path("M-40 16Q0 30 40 16Q0 6 -40 16Z", "#c98a3e", { opacity: 0.8 }) +
      stroke("M-30 -4q6 -8 10 0t10 0t10 0t10 0", shade(skin, -0.3), 3) + ellipse(-10, -16, 16, 6, "#fff", { opacity: 0.4 }));
  }
  return out + bowl(CX, CY, 48, shade(ceramic, -0.06), profile.sauce ?? "#8a4a22") + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX, CY, 180, 6, 20);
}

/** Skewers on a board or plate: cubes alternating with vegetables, or long minced kofta. */
function skewers({ rand, profile, meal }: Ctx): string {
  const f = profile.features;
  const meat = f.has("chicken") ? "#d98b3a" : f.has("prawn") ? "#f28c5b" : f.has("beef") ? "#7a3b24" : f.has("cheese") ? "#f2e6c4" : "#a0603a";
  const kofta = /adana|kofta|kofte|köfte|seekh|kebab/i.test(meal.name) && !/shish/i.test(meal.name);
  const veg = profile.garnishes.filter((x) => x.kind === "sliver" || x.kind === "ring" || x.kind === "cube").map((x) => x.color);
  const count = rand.int(2, 3);
  const tilt = rand.pick([-30, -15, 0, 15, 30]);
  let out = rand.chance(0.5) ? board(rand, CX, CY, 500, 400) : plate(CX, CY, 230, rand.pick(CERAMICS));
  // A flatbread or a bed of leaves under the skewers.
  out += kofta ? path(blob(rand, CX, CY, 190, 150, 10, 0.06), "#ecc98a") : garnishLayer(rand, [g("leaf", "#4f9d3a", "#8bcf6a")], CX, CY, 140, 6, 50);
  let sticks = "";
  for (let k = 0; k < count; k++) {
    const y = (k - (count - 1) / 2) * 80;
    let pieces = stroke("M-200 0H200", "#c8a27a", 6);
    if (kofta) {
      pieces += el("rect", { x: -150, y: -22, width: 290, height: 44, rx: 22, fill: meat }) +
        stroke("M-120 -16l8 32M-60 -16l8 32M0 -16l8 32M60 -16l8 32", shade(meat, -0.45), 6, { opacity: 0.6 });
    } else {
      for (let i = 0; i < 5; i++) {
        const x = -130 + i * 60;
        const color = i % 2 && veg.length ? veg[(i + k) % veg.length]! : meat;
        pieces += el("rect", { x: x - 25, y: -25, width: 50, height: 50, rx: 13, fill: color }) + stroke(d`M${x - 10} -18l12 36`, shade(color, -0.4), 5, { opacity: 0.5 });
      }
    }
    sticks += group({ transform: `translate(0 ${fmt(y)})` }, pieces);
  }
  out += group({ transform: at(CX, CY, tilt) }, sticks);
  const side = profile.garnishes.filter((x) => x.kind === "wedge" || x.kind === "ring" || x.kind === "herb").slice(0, 2);
  return out + garnishLayer(rand, side.length ? side : [g("wedge", "#7dc242", "#d7f0a2")], CX, CY, 175, 4, 30);
}

function genericPlate(ctx: Ctx): string {
  const { rand, profile, ceramic } = ctx;
  let out = plate(CX, CY, 205, ceramic);
  out += path(blob(rand, CX, CY, 125, 115, 10, 0.12), profile.sauce ?? rand.pick(["#f1b43c", "#e8d9b5", "#e39a2d", "#c98a4b"]));
  if (profile.features.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 95, 50, 9)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 6`;
    out += stroke(grains, "#fffaf0", 5);
  }
  const items = profile.garnishes.slice(0, 4);
  return out + garnishLayer(rand, items.length ? items : [g("herb", "#2f8f46", "#59b96a"), g("slice", "#e5392f", "#ff8a6b")], CX, CY, 120, 14, 30);
}

/** A cup of tea/coffee/chocolate on its saucer, handle to one side, spices beside it. */
function mug({ rand, profile, ceramic }: Ctx): string {
  const drink = profile.features.has("chocolate") ? "#6b3e26" : profile.sauce === "#f6efe1" ? "#c39064" : "#8a4f2c";
  const cup = rand.pick(["#fbf8f3", "#2a6f97", "#e76f51", "#e9c46a", "#84a59d"].filter((c) => c !== ceramic));
  const angle = rand.int(-40, 40);
  let out = shadow(CX, CY, 190, 190) + circle(CX, CY, 190, ceramic) + circle(CX, CY, 150, shade(ceramic, -0.06));
  out += el("rect", { x: 100, y: -24, width: 80, height: 48, rx: 24, fill: "none", stroke: shade(cup, -0.15), "stroke-width": 16, transform: at(CX, CY, angle) });
  out += circle(CX + 6, CY + 8, 126, "#000", { opacity: 0.12 }) + circle(CX, CY, 126, cup) + circle(CX, CY, 106, drink) +
    path(blob(rand, CX - 10, CY - 10, 70, 62, 8, 0.15), shade(drink, 0.35), { opacity: 0.8 }) +
    stroke(d`M${CX - 30} ${CY - 10}q30 -30 60 0`, shade(drink, 0.6), 6, { opacity: 0.7 });
  // A cinnamon stick and a couple of spice pods on the saucer.
  const a = ((angle + 180) * Math.PI) / 180;
  const sx = CX + Math.cos(a) * 160;
  const sy = CY + Math.sin(a) * 160;
  out += group({ transform: at(sx, sy, angle + 90) }, el("rect", { x: -50, y: -9, width: 100, height: 18, rx: 9, fill: "#8b4a2b" }) + stroke("M-44 0H44", "#a85d37", 4));
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind === "speck").slice(0, 2), CX, CY, 40, 3, 20);
}

/** Eggs cooked in a pan: poached in a spiced tomato sauce (shakshuka style) or a golden omelette. */
function eggSkillet({ rand, profile, free }: Ctx, style: "sauce" | "omelette"): string {
  if (style === "sauce") {
    let out = skillet(rand, CX, CY, 190, profile.sauce ?? "#c8381f", free);
    out += path(blob(rand, CX - 40, CY - 50, 60, 35), "#fff", { opacity: 0.1 });
    out += garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 3), CX, CY, 140, 12, 28);
    for (const [x, y] of scatter(rand, CX, CY, 85, 3, 95)) out += egg(x, y, 0.75, rand);
    return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb"), CX, CY, 130, 5, 22);
  }
  let out = skillet(rand, CX, CY, 190, "#e9b949", free);
  out += path(blob(rand, CX, CY, 158, 155, 12, 0.04), "#f4cc5e");
  let spots = "";
  for (const [x, y] of scatter(rand, CX, CY, 140, 14, 30)) spots += d`M${x} ${y}l${rand.range(4, 10)} ${rand.range(-3, 3)}`;
  out += stroke(spots, "#c98a2e", 9, { opacity: 0.55 });
  // One cut wedge lifted out shows the thick inside.
  out += path(d`M${CX} ${CY}L${CX + 150} ${CY + 40}A155 155 0 0 1 ${CX + 70} ${CY + 138}Z`, "#f8e3a0");
  const fill = profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 3);
  return out + garnishLayer(rand, fill.length ? fill : [g("herb", "#2f8f46", "#59b96a")], CX - 20, CY - 20, 110, 8, 26);
}

/** Rice balls or sushi on a slate: white rice, a band of nori, a dish of soy sauce. */
function sushi({ rand, profile }: Ctx): string {
  const slate = rand.pick(["#3d4350", "#2f3a3a", "#fbf8f3"]);
  let out = el("rect", { x: 82, y: 152, width: 460, height: 300, rx: 26, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 70, y: 140, width: 460, height: 300, rx: 26, fill: slate });
  for (let i = 0; i < 3; i++) {
    const x = 160 + i * 120;
    const y = 300 + (i % 2) * 16 - 8;
    out += group({ transform: at(x, y, rand.int(-10, 10)) },
      path("M0 -70Q10 -70 60 20Q66 42 44 44H-44Q-66 42 -60 20Q-10 -70 0 -70Z", "#fbfaf5") +
      el("rect", { x: -30, y: 8, width: 60, height: 38, rx: 4, fill: "#1f3b2c" }) +
      (profile.garnishes.some((x2) => x2.kind === "dot") ? circle(0, -20, 12, "#c0392b") : "") +
      stroke("M-20 -30l3 2M14 -24l3 -2M-4 -46l2 3", "#e3d6b4", 4));
  }
  out += circle(470, 200, 40, "#fbf8f3") + circle(470, 200, 30, "#5a2d16");
  return out + path(blob(rand, 140, 200, 36, 22, 7, 0.2), "#f4b6b0");
}

/** Bread on a board: a scored round loaf with two slices, or a stack of flatbreads and a dip. */
function bread({ rand, profile }: Ctx, flat: boolean): string {
  let out = board(rand, CX, CY, 500, 420);
  if (flat) {
    for (let i = 0; i < 4; i++) {
      const x = CX - 40 + i * 8;
      const y = CY + 20 - i * 10;
      out += circle(x, y, 140, i % 2 ? "#e9c27f" : "#dcae66", { stroke: "#c48a45", "stroke-width": 3 });
    }
    let char = "";
    for (const [x, y] of scatter(rand, CX - 16, CY - 10, 120, 16, 28)) char += d`M${x} ${y}l${rand.range(5, 12)} ${rand.range(-4, 4)}`;
    out += stroke(char, "#9a5b25", 8, { opacity: 0.55 });
    return out + bowl(CX + 150, CY + 120, 60, "#fbf8f3", profile.sauce ?? "#f6efe1") + garnishLayer(rand, toppings(profile).slice(0, 1), CX + 150, CY + 120, 25, 2, 20);
  }
  out += circle(CX - 40, CY - 10, 150, "#b8743a") + circle(CX - 46, CY - 16, 140, "#cf8c46") +
    stroke(d`M${CX - 130} ${CY - 16}H${CX + 40}M${CX - 46} ${CY - 100}V${CY + 70}`, "#f3dcae", 14) +
    stroke(d`M${CX - 140} ${CY - 100}l16 8M${CX + 20} ${CY + 60}l12 -6M${CX - 100} ${CY + 80}l10 4`, "#fff", 6, { opacity: 0.6 });
  for (let i = 0; i < 2; i++) {
    out += el("rect", { x: -55, y: -70, width: 110, height: 140, rx: 40, fill: "#b8743a", transform: at(CX + 140 + i * 16, CY + 80 - i * 30, 15) }) +
      el("rect", { x: -47, y: -62, width: 94, height: 124, rx: 34, fill: "#f3dcae", transform: at(CX + 140 + i * 16, CY + 80 - i * 30, 15) });
  }
  return out + el("rect", { x: CX + 110, y: CY - 150, width: 60, height: 40, rx: 6, fill: "#fbe7a1" });
}

/** A sauce, paste or dip: a bowl of it in the middle, its raw ingredients around on the board. */
function condiment({ rand, profile }: Ctx): string {
  const sauce = profile.sauce ?? profile.garnishes.find((x) => x.kind === "herb" || x.kind === "leaf")?.color ?? profile.garnishes[0]?.color ?? "#c8381f";
  let out = board(rand, CX, CY, 500, 440);
  out += bowl(CX - 20, CY, 130, rand.pick(["#fbf8f3", "#3d4350", "#dde9f3"]), sauce);
  let bits = "";
  for (const [x, y] of scatter(rand, CX - 20, CY, 80, 30, 12)) bits += d`M${x} ${y}l${rand.range(-4, 4)} ${rand.range(-4, 4)}`;
  out += stroke(bits, shade(sauce, -0.3), 6, { opacity: 0.6 }) + stroke(d`M${CX + 10} ${CY - 20}L${CX + 170} ${CY - 170}`, "#c9ced6", 12) + ellipse(CX - 10, CY + 12, 30, 22, "#c9ced6", { transform: `rotate(-45 ${CX - 10} ${CY + 12})` });
  const raw = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  const spots: [number, number][] = [[CX + 160, CY + 100], [CX - 160, CY + 150], [CX + 150, CY - 40], [CX - 170, CY - 140]];
  raw.forEach((item, i) => (out += garnishLayer(rand, [item], spots[i]![0], spots[i]![1], 30, 3, 44)));
  return out;
}

/** Small golden rounds (fritters, poffertjes, arancini, gougères) with a dip or a dusting of sugar. */
function rounds({ rand, profile, ceramic, meal }: Ctx): string {
  const sweet = meal.category === "Dessert" || meal.category === "Breakfast" || profile.features.has("sweet");
  const gold = profile.garnishes.some((x) => x.color === "#4f8f3a") ? "#b9a64f" : rand.pick(["#d99a45", "#e2a850", "#c98a3e"]);
  let out = plate(CX, CY, 210, ceramic);
  for (const [x, y] of scatter(rand, CX - 20, CY - 10, 105, 9, 62)) {
    out += circle(x, y, 34, shade(gold, -0.2)) + circle(x - 2, y - 2, 30, gold) + ellipse(x - 10, y - 12, 10, 6, "#fff", { opacity: 0.35 });
  }
  if (sweet) {
    let dust = "";
    for (const [x, y] of scatter(rand, CX - 20, CY - 10, 130, 40, 8)) dust += d`M${x} ${y}h.1`;
    out += stroke(dust, "#fff", 6, { opacity: 0.9 });
    const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "swirl");
    return out + garnishLayer(rand, fruit.length ? fruit : [g("swirl", "#fffaf0", "#efe4cf")], CX + 120, CY + 120, 30, 2, 50);
  }
  return out + bowl(CX + 130, CY + 130, 55, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1") +
    garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "cube"), CX - 20, CY - 10, 130, 6, 22);
}

/** Battered fish and chips on paper, with a lemon wedge and mushy peas. */
function fishAndChips({ rand, profile }: Ctx): string {
  let out = shadow(CX, CY, 230, 200) + path("M90 140L500 100 520 470 110 500Z", "#f6f1e4") + stroke("M90 140L500 100 520 470 110 500Z", "#e1d8c3", 4);
  let chips = "";
  for (let i = 0; i < 14; i++) {
    const x = rand.range(300, 450);
    const y = rand.range(150, 420);
    const a = rand.range(-0.5, 0.5);
    chips += d`M${x} ${y}l${Math.sin(a) * 60} ${Math.cos(a) * 60}`;
  }
  out += stroke(chips, "#d9a03f", 26) + stroke(chips, "#f4cb6b", 18);
  out += path(blob(rand, 210, 300, 90, 150, 12, 0.08), "#c98a2e") + path(blob(rand, 206, 292, 80, 138, 12, 0.08), "#e3a84c");
  let batter = "";
  for (const [x, y] of scatter(rand, 206, 292, 90, 18, 24)) batter += d`M${x} ${y}h.1`;
  out += stroke(batter, "#f2c46b", 14);
  out += path(blob(rand, 420, 450, 50, 34), "#7fb24a") + garnishLayer(rand, [g("dot", "#5fb344", "#9fe07d")], 420, 450, 30, 8, 20);
  return out + garnishPiece(rand, profile.garnishes.find((x) => x.kind === "wedge") ?? g("wedge", "#f7d43c", "#fff3a8"), 320, 160, 40);
}

// ---------------------------------------------------------------------------------------------
// Choosing the dish form: the name first (it says the most), then the category.

type Form = (ctx: Ctx) => string;

function chooseForm(meal: MealArtInput, profile: Profile, rand: Rand): { form: Form; utensil: "fork" | "spoon" | "none" } {
  const name = meal.name.toLowerCase();
  const f = profile.features;
  const cat = meal.category;
  const has = (re: RegExp) => re.test(name);
  const fork = (form: Form) => ({ form, utensil: "fork" as const });
  const spoon = (form: Form) => ({ form, utensil: "spoon" as const });
  const none = (form: Form) => ({ form, utensil: "none" as const });

  if (has(/smoothie|lassi|shake|juice|lemonade|cocktail|punch|horchata|drink|iced tea|sangria|agua fresca/)) return none(glass);
  if (has(/(^|\s)(chai|tea|coffee|latte|cocoa|hot chocolate|sahlab|salep)$/)) return none(mug);
  if (cat === "Dessert") {
    if (has(/crumble|cobbler|bake\b|brownie|traybake/)) return spoon(crumble);
    if (has(/cake|gateau|g[âa]teau|sponge|torte|roll|loaf|tiramisu|lamington/)) return fork(cakeSlice);
    if (has(/tart|pie|galette|quiche|tarte|nata|pastel/)) return fork(tart);
    if (has(/cookie|biscuit|macaron|alfajor|doughnut|donut|muffin|cupcake|scone|baklava|churro|fudge|truffle|bars?\b|squares?\b/)) return none(cookies);
    if (has(/pancake|cr[eê]pe|waffle|poffertjes|fritter|beignet|loukoumades|gulab/)) return none(rounds);
    if (has(/br[uû]l[eé]e|flan|cr[eè]me caramel|pot de cr[eè]me/)) return spoon(custard);
    if (has(/pudding|mousse|trifle|custard|panna cotta|fool|posset|br[uû]l[eé]e|cream|sorbet|gelato|rice|mess|pavlova|jelly|zabaglione|riskrem/)) return spoon(dessertBowl);
    if (f.has("rice") || f.has("egg")) return spoon(dessertBowl);
    return rand.pick([fork(cakeSlice), fork(tart), spoon(dessertBowl), spoon(crumble), none(cookies)]);
  }
  if (has(/pancake|cr[eê]pe|waffle|blini|hotcake|okonomiyaki|boxty|latke|draniki/)) return fork(pancakes);
  if (has(/poffertjes|syrniki|yorkshire|popover|fritter|arancini|gougère|gougere|falafel|croquet|bhaji|pakora|tequeño|tequeno|puff|balls?\b/)) return none(rounds);
  if (has(/pizza|focaccia/)) return none(pizza);
  if (has(/kebab|skewer|satay|souvlaki|brochette|yakitori|shashlik|tikka(?! masala)/)) return none(skewers);
  if (has(/dumpling|gyoza|bao|wonton|empanada|spring roll|pierogi|pelmeni|varenyky|momo|pasty|štrukli|strukli/)) return fork(dumplings);
  if (has(/onigiri|sushi|maki|nigiri/)) return none(sushi);
  if (has(/\bbread|loaf|brioche|challah|bagel/)) return none((c) => bread(c, false));
  if (has(/\broti\b|naan|paratha|flatbread|chapati|\bpitt?a\b|arepa|tortillas\b|injera/)) return none((c) => bread(c, true));
  if (cat === "Miscellaneous" && has(/chimichurri|harissa|salsa|pesto|chutney|dip\b|hummus|houmous|sauce|relish|jam\b|guacamole|tzatziki|mayo|ketchup|dressing|paste|aioli|mojo|zhoug|ajvar/))
    return none(condiment);
  if (has(/fish and chips|fish & chips|fish n chips/)) return none(fishAndChips);
  if (has(/salad|slaw|tabbouleh|fattoush|ceviche|insalata|ensalada|caprese/)) return fork(salad);
  if (has(/soup|chowder|broth|bisque|borscht|gazpacho|consomm|ramen|pho\b|laksa|minestrone|velout|ribollita|ukha|suppe|sopa|zuppa|soep|shorba|caldo|tom yum|tom kha|sinigang/))
    return spoon(soup);
  if (has(/paella|jambalaya|\barroz\b|kabsa|\bmandi\b|maqluba/)) return spoon((c) => riceDish(c, true));
  if (has(/risotto|pilaf|pilau|plov|biryani|fried rice|kedgeree|congee|rice|nasi|jollof/))
    return cat === "Side" ? spoon(smallBowl) : spoon((c) => riceDish(c, false));
  if (has(/lasagne|lasagna|moussaka|gratin|casserole|plaki|pie\b|bake\b|cannelloni|enchilada|shepherd|cottage|wellington|quiche|pastitsio|parmigiana|torta\b|mac and cheese|macaroni cheese/))
    return fork(bakingDish);
  if (has(/noodle|pad thai|chow mein|lo mein|udon|soba|mee\b|mie\b|pancit|japchae/)) return fork((c) => noodles(c, true));
  if (has(/shakshuka|menemen|huevos|rancheros|eggs in/)) return fork((c) => eggSkillet(c, "sauce"));
  if (has(/omelette|frittata|tortilla|tortang|tamagoyaki|kuku|spanish omelet/)) return fork((c) => eggSkillet(c, "omelette"));
  if (has(/stew|curry|tagine|goulash|hotpot|hot pot|ragout|ragù|casserole|chilli|chili|dal\b|daal|dhal|korma|masala|vindaloo|rogan|stroganoff|bourguignon|cassoulet|braise|jalfrezi|adobo|rendang|\bmole\b|coq au vin|cacciatore|brudet|zarzuela|cioppino|bouillabaisse|bigos|birria|nikujaga|saganaki|palak|saag|ful medames|githeri/))
    return spoon(stew);
  if (has(/katsu|kiev|schnitzel|escalope|milanese|cutlet|nugget|goreng/) && f.has("crumbed")) {
    const kind = f.has("pork") ? "pork" : f.has("beef") ? "beef" : "chicken";
    return fork((c) => meatPlate(c, kind, "crumbed"));
  }
  if (has(/char siu|glazed|bbq|barbecue|teriyaki|sticky|jerk|honey/) && (f.has("pork") || f.has("chicken") || f.has("beef"))) {
    const kind = f.has("pork") ? "pork" : f.has("chicken") ? "chicken" : "beef";
    return fork((c) => meatPlate(c, kind, "glazed"));
  }
  if (has(/choma|grill|roast|asado|kleftiko|barbacoa|steak|chops?\b|churrasco|suya/) || (cat === "Miscellaneous" && (f.has("chicken") || f.has("beef") || f.has("lamb") || f.has("pork")))) {
    const kind = f.has("lamb") || cat === "Lamb" || cat === "Goat" ? "lamb" : f.has("beef") ? "beef" : f.has("pork") ? "pork" : f.has("chicken") ? "chicken" : "beef";
    return fork((c) => meatPlate(c, kind));
  }

  switch (cat) {
    case "Pasta":
      return fork((c) => noodles(c, false));
    case "Seafood":
      return fork(seafood);
    case "Breakfast":
      return fork(breakfast);
    case "Goat":
    case "Lamb":
      return spoon(stew);
    case "Beef":
      return fork((c) => meatPlate(c, "beef"));
    case "Chicken":
      return fork((c) => meatPlate(c, "chicken"));
    case "Pork":
      return fork((c) => meatPlate(c, f.has("bacon") && !f.has("pork") ? "bacon" : "pork"));
    case "Side":
      return spoon(smallBowl);
    case "Starter":
      return none(starterPlate);
    case "Vegan":
    case "Vegetarian":
      return fork(f.has("noodle") ? (c) => noodles(c, true) : f.has("pasta") ? (c) => noodles(c, false) : veggieMain);
    default:
      if (f.has("pasta")) return fork((c) => noodles(c, false));
      if (f.has("noodle")) return fork((c) => noodles(c, true));
      if (f.has("rice")) return spoon((c) => riceDish(c, false));
      return fork(genericPlate);
  }
}

// ---------------------------------------------------------------------------------------------

export function drawMealArt(meal: MealArtInput): string {
  // Seeded by id + name (and category, so re-filing a meal also gives it a fresh picture).
  const seed = hash32(`${meal.id}|${meal.name}|${meal.category}`);
  const rand = makeRand(seed);
  const profile = profileOf(meal.ingredients);
  const uid = meal.id.replace(/[^A-Za-z0-9_-]/g, "") || seed.toString(36);
  // Separate random streams: tweaking one dish form does not reshuffle every table cloth.
  const background = tableCloth(makeRand(seed ^ 0x9e3779b9), uid, meal.area);
  const ceramic = rand.pick(CERAMICS);
  const { form, utensil } = chooseForm(meal, profile, rand);
  const side: Side = rand.chance(0.5) ? "right" : "left";
  const free: Side = utensil === "none" ? (rand.chance(0.5) ? "right" : "left") : side === "right" ? "left" : "right";
  const dish = form({ rand, meal, profile, ceramic, uid, free });
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
