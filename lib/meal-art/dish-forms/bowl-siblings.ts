/**
 * Pasta, noodle, rice and vegetable dishes a blind viewer took for their neighbours, drawn by what
 * tells them apart at a glance: thin strands or wide ribbons and what lies on them (pepper and
 * pecorino, open clams, silver sardine pieces under breadcrumbs), elbow macaroni under a golden crumb,
 * stir-fried noodles in a wok or pale peanut noodles in a bowl, a terracotta cazuela of spinach and
 * whole chickpeas, a platter of fine couscous, whole stuffed peppers with their caps, and a pot of
 * layered biryani rice.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Garnish } from "../palette";
import type { Rand } from "../random";
import { blob, scatter, shadow } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, pot } from "../vessels";

/** Dots as one round-capped stroke: many small crumbs or grains for the bytes of one path. */
function dots(rand: Rand, cx: number, cy: number, radius: number, count: number, gap: number): string {
  let out = "";
  for (const [x, y] of scatter(rand, cx, cy, radius, count, gap)) out += d`M${x} ${y}h.1`;
  return out;
}

type StrandExtra = "pepper" | "pecorino" | "clams" | "sardines" | "crumbs" | "fennel" | "garlic" | "courgette";

const STRAND_WORDS: Record<StrandExtra, string> = {
  pepper: "cracked pepper", pecorino: "grated cheese", clams: "clams", sardines: "sardines", crumbs: "toasted crumbs", fennel: "fennel",
  garlic: "garlic slices", courgette: "green courgette rings",
};
const strandWords = (extras: StrandExtra[]) => (extras.length ? ` with ${extras.slice(0, 2).map((x) => STRAND_WORDS[x]).join(" and ")}` : "");

export interface StrandSpec {
  /** Thin spaghetti strands, or wide flat fettuccine ribbons. */
  wide?: boolean;
  /** The sauce coating the pasta: it tints the bowl and pools in the middle. */
  sauce: string;
  extras: StrandExtra[];
  pieces: Garnish[];
}

/** Long pasta in a bowl: strands or ribbons, the sauce, then the things the dish is named after. */
export function strandPasta({ rand, ceramic, uid }: Ctx, spec: StrandSpec): string {
  note("dish", `${spec.wide ? "wide ribbon pasta" : "spaghetti"} in ${colourWord(spec.sauce)} sauce${strandWords(spec.extras)}`);
  let out = bowl(CX, CY, 205, ceramic, spec.sauce);
  let arcs = "";
  for (let i = 0; i < (spec.wide ? 22 : 34); i++) {
    const r = rand.range(20, 155);
    const a1 = rand.range(0, Math.PI * 2);
    const a2 = a1 + rand.range(1.2, 2.6);
    arcs += d`M${CX + Math.cos(a1) * r} ${CY + Math.sin(a1) * r}A${r} ${r} 0 0 1 ${CX + Math.cos(a2) * r} ${CY + Math.sin(a2) * r}`;
  }
  const pasta = spec.wide ? "#f2d684" : "#f0cf6e";
  let food = stroke(arcs, shade(pasta, -0.28), spec.wide ? 30 : 9) + stroke(arcs, pasta, spec.wide ? 24 : 5);
  if (spec.wide) food += stroke(arcs, "#fffaf0", 4, { opacity: 0.6 });
  food += path(blob(rand, CX, CY, spec.wide ? 75 : 60, spec.wide ? 60 : 50, 9, 0.25), spec.sauce, { opacity: spec.wide ? 0.7 : 0.85 });
  const x = spec.extras;
  if (x.includes("clams")) {
    // Open clams: two ridged grey-cream halves on a hinge, the little clam inside one.
    for (const [px, py] of scatter(rand, CX, CY, 125, 6, 70)) {
      const half = (side: number) => path(`M0 0Q${side * 34} -6 ${side * 30} -26Q${side * 14} -36 0 0Z`, "#ddd3c2", { stroke: "#8a7f70", "stroke-width": 3 });
      food += group({ transform: at(px, py, rand.int(0, 359)) }, half(1) + half(-1) + ellipse(12, -12, 8, 6, "#e8a878"));
    }
  }
  if (x.includes("sardines")) {
    // Sardine pieces: blue-grey backs over silver bellies.
    for (const [px, py] of scatter(rand, CX, CY, 115, 6, 60)) {
      food += group({ transform: at(px, py, rand.int(0, 359)) }, path("M-30 0Q0 -14 30 0Q0 14 -30 0Z", "#d9e2ea") + path("M-30 0Q0 -14 30 0Q0 -3 -30 0Z", "#4f6f8f") + stroke("M-24 1H24", "#8a9aaa", 2));
    }
  }
  if (x.includes("courgette")) {
    // Courgette coins: dark green skin round a pale middle, many of them, as two strokes of dots.
    const coins = dots(rand, CX, CY, 135, 16, 40);
    food += stroke(coins, "#3f7a2a", 34) + stroke(coins, "#e2eeb8", 24);
  }
  if (x.includes("garlic")) food += garnishLayer(rand, [g("slice", "#f6e6b0", "#fffaf0")], CX, CY, 125, 10, 18);
  if (x.includes("pecorino")) {
    // A drift of finely grated cheese on top: many short pale strokes.
    let grated = "";
    for (const [px, py] of scatter(rand, CX + 10, CY - 5, 70, 45, 9)) grated += d`M${px} ${py}l${rand.int(-5, 5)} ${rand.int(3, 6)}`;
    food += stroke(grated, "#d8caa0", 7) + stroke(grated, "#fffcf0", 4);
  }
  if (x.includes("pepper")) food += stroke(dots(rand, CX, CY, 150, 70, 12), "#1f1a16", 6);
  if (x.includes("crumbs")) food += stroke(dots(rand, CX, CY, 110, 55, 10), "#a8662a", 9) + stroke(dots(rand, CX, CY, 110, 40, 12), "#e0a850", 6);
  if (x.includes("fennel")) {
    for (const [px, py] of scatter(rand, CX, CY, 110, 4, 60)) food += group({ transform: at(px, py, rand.int(0, 359), 1.6) }, stroke("M0 10V-14M0 2l-8 -8M0 2l8 -8M0 -6l-6 -6M0 -6l6 -6", "#5fa83a", 2));
  }
  out += el("defs", {}, el("clipPath", { id: `s${uid}` }, circle(CX, CY, 168, "#000"))) + group({ "clip-path": `url(#s${uid})` }, food);
  return out + garnishLayer(rand, spec.pieces, CX, CY, 115, 7, 24);
}

/** Mac and cheese: elbow macaroni in orange-yellow cheese sauce under a golden crumb, one spoonful taken. */
export function elbowBake({ rand }: Ctx): string {
  note("vessel", "baking dish");
  note("whole", "elbow macaroni in orange cheese sauce under a golden crumb");
  let out = el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: rand.pick(["#f3efe6", "#2a6f97", "#3d4350"]) }) + el("rect", { x: 118, y: 148, width: 364, height: 274, rx: 22, fill: "#f2a22a" });
  let elbows = "";
  for (const [x, y] of scatter(rand, CX, 285, 170, 60, 26)) {
    if (Math.abs(x - CX) > 168 || Math.abs(y - 285) > 122) continue;
    const a = rand.range(0, Math.PI * 2);
    elbows += d`M${x + Math.cos(a) * 12} ${y + Math.sin(a) * 12}A12 12 0 0 1 ${x - Math.cos(a) * 12} ${y - Math.sin(a) * 12}`;
  }
  out += stroke(elbows, "#c9761a", 15) + stroke(elbows, "#fbd46a", 9);
  // The crumb covers most of the top; where the spoonful was taken the creamy inside shows.
  let crumb = "";
  for (const [x, y] of scatter(rand, CX - 40, 280, 160, 90, 11)) if (Math.abs(x - CX) < 170 && Math.abs(y - 285) < 124) crumb += d`M${x} ${y}h.1`;
  out += stroke(crumb, "#a8581a", 13, { opacity: 0.9 }) + stroke(crumb, "#e8b850", 7);
  out += path(blob(rand, CX + 120, 350, 62, 48, 8, 0.15), "#f6c040") + path(blob(rand, CX + 120, 350, 50, 36, 8, 0.2), "#f9d470");
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX - 40, 270, 120, 3, 24);
}

export type NoodleExtra = "sprouts" | "carrot" | "spring" | "chicken" | "peanuts" | "lime" | "cucumber" | "pepper" | "mushroom" | "pakchoi";

/** Noodles tossed in a dark wok (chow mein) or coated in a pale sauce in a bowl (peanut noodles), with what is stirred through them. */
export function tossedNoodles({ rand, ceramic, uid }: Ctx, spec: { wok: boolean; noodle: string; sauce: string; extras: NoodleExtra[]; thick?: boolean }): string {
  if (spec.wok) note("vessel", "black wok");
  note("dish", `${spec.thick ? "thick " : ""}${colourWord(spec.noodle)} noodles in ${colourWord(spec.sauce)} sauce`);
  let out = "";
  if (spec.wok) {
    const loop = (x: number) => el("rect", { x: x - 20, y: CY - 14, width: 40, height: 28, rx: 12, fill: "#1f2329" });
    out += shadow(CX, CY, 215, 205) + loop(CX - 215) + loop(CX + 215) + circle(CX, CY, 210, "#2f343c") + circle(CX, CY, 188, "#3e444d") + circle(CX, CY, 172, spec.sauce);
  } else out += bowl(CX, CY, 205, ceramic, spec.sauce);
  let waves = "";
  for (let i = 0; i < (spec.thick ? 13 : 22); i++) {
    const x = CX + rand.range(-150, 60);
    const y = CY + rand.range(-140, 140);
    waves += d`M${x} ${y}q18 ${rand.int(-22, 22)} 36 0t36 0t36 0t36 0`;
  }
  let food = stroke(waves, shade(spec.noodle, -0.3), spec.thick ? 20 : 9) + stroke(waves, spec.noodle, spec.thick ? 15 : 5);
  const x = spec.extras;
  const sticks = (color: string, edge: string, n: number, len: number, w: number) => {
    let s = "";
    for (const [px, py] of scatter(rand, CX, CY, 130, n, 30)) {
      const a = rand.range(0, Math.PI);
      s += d`M${px} ${py}l${Math.cos(a) * len} ${Math.sin(a) * len}`;
    }
    return stroke(s, edge, w + 3) + stroke(s, color, w);
  };
  if (x.includes("sprouts")) food += sticks("#fbf8e6", "#d8d0a8", 12, 34, 4);
  if (x.includes("carrot")) food += sticks("#f48a24", "#c8601a", 9, 30, 5);
  if (x.includes("cucumber")) food += sticks("#e2f0c0", "#3f7f2f", 8, 30, 7);
  if (x.includes("pepper")) food += sticks("#e03020", "#a81a12", 7, 30, 7);
  if (x.includes("chicken")) for (const [px, py] of scatter(rand, CX, CY, 110, 6, 50)) food += path(blob(rand, px, py, 22, 11, 6, 0.2), "#e8b878", { stroke: "#b8803a", "stroke-width": 2 });
  if (x.includes("mushroom")) food += garnishLayer(rand, [g("mushroom", "#7a5a3a", "#d9c4a8")], CX, CY, 120, 5, 34);
  if (x.includes("pakchoi")) food += garnishLayer(rand, [g("leaf", "#3f9b3a", "#d8f0c0")], CX, CY, 125, 4, 48);
  if (x.includes("spring")) food += garnishLayer(rand, [g("ring", "#5fae3a", "#c8e8a0"), g("sliver", "#3f8f2a", "#8fcf6a")], CX, CY, 130, 10, 20);
  if (x.includes("peanuts")) food += garnishLayer(rand, [g("chunk", "#b8783a", "#e8c08a"), g("chunk", "#d9a060", "#f4d8a8")], CX + 10, CY - 10, 60, 11, 18);
  out += el("defs", {}, el("clipPath", { id: `n${uid}` }, circle(CX, CY, spec.wok ? 172 : 168, "#000"))) + group({ "clip-path": `url(#n${uid})` }, food);
  if (x.includes("lime")) out += garnishPiece(rand, g("wedge", "#6fb33a", "#d7f0a2"), CX + 110, CY + 100, 40);
  return out;
}

/** Espinacas con garbanzos: a terracotta cazuela of dark green spinach with whole chickpeas, a slice of bread beside it. */
export function cazuela({ rand }: Ctx): string {
  note("vessel", "terracotta dish");
  note("whole", "dark green spinach with whole chickpeas, a slice of bread beside");
  const clay = "#b8562a";
  const lug = (x: number) => ellipse(x, CY - 20, 26, 18, shade(clay, -0.15));
  let out = shadow(CX - 20, CY - 20, 200, 200) + lug(CX - 225) + lug(CX + 185) + circle(CX - 20, CY - 20, 205, clay) + circle(CX - 20, CY - 20, 182, shade(clay, -0.25)) + circle(CX - 20, CY - 20, 172, "#2f5a22");
  out += garnishLayer(rand, [g("leaf", "#3f7a2a", "#6f9f4a"), g("leaf", "#24481a", "#4f7a3a")], CX - 20, CY - 20, 150, 24, 40);
  let peas = "";
  for (const [x, y] of scatter(rand, CX - 20, CY - 20, 140, 26, 30)) peas += d`M${x} ${y}h.1`;
  out += stroke(peas, "#b88a48", 28) + stroke(peas, "#ecc98a", 22) + stroke(dots(rand, CX - 20, CY - 20, 140, 10, 30), "#c8381f", 10, { opacity: 0.6 });
  // Bread for mopping: a toasted slice leaning on the table at the corner.
  return out + group({ transform: at(CX + 175, CY + 185, -30) }, el("rect", { x: -70, y: -46, width: 140, height: 92, rx: 26, fill: "#b8742e" }) + el("rect", { x: -60, y: -36, width: 120, height: 72, rx: 20, fill: "#f0d090" }) + stroke(dots(rand, 0, 0, 40, 8, 14), "#d8b070", 5));
}

/** Couscous: a platter of fine yellow grains, heaped, crowned with big pieces of vegetable and chickpeas. */
export function couscousPlatter({ rand, ceramic }: Ctx): string {
  note("whole", "a heap of fine yellow grains crowned with vegetables and chickpeas");
  let out = plate(CX, CY, 228, ceramic) + path(blob(rand, CX, CY, 180, 172, 10, 0.06), "#e9c25a");
  out += stroke(dots(rand, CX, CY, 172, 220, 8), "#f8e08a", 5) + stroke(dots(rand, CX, CY, 170, 90, 12), "#c9962e", 4);
  const crown: Garnish[] = [g("wedge", "#f28c28", "#ffb866"), g("slice", "#4f8f2a", "#dff0b0"), g("cube", "#f0a030", "#ffd080"), g("dot", "#e8c688", "#fff0c8"), g("wedge", "#b8d890", "#eaf6d8")];
  return out + garnishLayer(rand, crown, CX, CY, 85, 14, 40);
}

/** Stuffed peppers: whole red and yellow peppers standing in a tin, open at the top to show the filling, each with its cap and stalk beside it. */
export function stuffedPeppers({ rand }: Ctx): string {
  note("vessel", "baking tin");
  note("whole", "whole red and yellow peppers standing open, filled, their caps beside");
  let out = el("rect", { x: 102, y: 116, width: 420, height: 380, rx: 30, fill: "#000", opacity: 0.15 }) + el("rect", { x: 90, y: 100, width: 420, height: 380, rx: 30, fill: "#4a505a" }) + el("rect", { x: 106, y: 116, width: 388, height: 348, rx: 20, fill: "#e8d6b0" });
  const colours = ["#d8281f", "#f2b21e", "#e8601a", "#d8281f"];
  [[200, 200], [385, 200], [205, 375], [390, 380]].forEach(([x, y], i) => {
    const c = colours[i]!;
    // A pepper seen from above: four glossy lobes round a cut top that shows the tomato rice and feta.
    let lobes = "";
    let shine = "";
    for (let k = 0; k < 4; k++) {
      const [lx, ly] = [x! + Math.cos(k * 1.57 + 0.8) * 34, y! + Math.sin(k * 1.57 + 0.8) * 34];
      lobes += circle(lx, ly, 44, c, { stroke: shade(c, -0.35), "stroke-width": 3 });
      shine += d`M${lx - 22} ${ly - 14}q10 -14 26 -16`;
    }
    out += lobes + stroke(shine, "#fff", 5, { opacity: 0.45 }) + circle(x!, y!, 44, shade(c, -0.3)) + circle(x!, y!, 37, "#c8442a") + stroke(dots(rand, x!, y!, 28, 7, 11), "#fbf3e0", 6) +
      el("rect", { x: x! - 10, y: y! - 14, width: 18, height: 14, rx: 3, fill: "#fffaf0" }) + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), x! + 12, y! + 12, 20);
    // The cap, cut off and set beside: a small round of pepper with its green stalk.
    out += circle(x! + 66, y! - 62, 26, c, { stroke: shade(c, -0.35), "stroke-width": 3 }) + circle(x! + 66, y! - 62, 10, "#3f7f2f") + stroke(d`M${x! + 66} ${y! - 62}l12 -16`, "#4f8f3a", 9);
  });
  return out;
}

/** Biryani: a pot of layered rice, white and saffron-gold, crisp fried onions and mint, one scoop showing what is cooked under it. */
export function biryaniPot({ rand, meal, uid }: Ctx): string {
  note("whole", "white and saffron-gold rice with fried onions and mint");
  const name = meal.name.toLowerCase();
  let out = pot(CX, CY, 190, rand.pick(["#b8862a", "#3a3d44", "#8a4a2a"]), "#fbf6e8");
  let food = "";
  for (const [x, y] of scatter(rand, CX, CY, 140, 6, 70)) food += path(blob(rand, x, y, 48, 34, 7, 0.3), rand.pick(["#f2a21e", "#f6cf3a"]), { opacity: 0.9 });
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 160, 90, 14)) grains += d`M${x} ${y}l${rand.int(-6, 6)} ${rand.int(3, 6)}`;
  food += stroke(grains, "#fffdf5", 5, { opacity: 0.9 });
  // The scoop: a hollow at the rim showing the spiced meat or vegetables in their masala.
  const [sx, sy] = [CX + 90, CY + 80];
  food += path(blob(rand, sx, sy, 72, 56, 8, 0.12), "#9a4a1e") + path(blob(rand, sx, sy, 60, 44, 8, 0.15), "#c0622a");
  food += garnishLayer(rand, name.includes("vegetable") ? [g("cube", "#f28c28", "#ffb866"), g("dot", "#5fb344", "#9fe07d"), g("cube", "#f6efe1", "#fff")] : [g("chunk", name.includes("goat") ? "#6a3420" : "#d08a3a", "#e8b070")], sx, sy, 40, 6, 26);
  let onions = "";
  for (const [x, y] of scatter(rand, CX - 30, CY - 30, 120, 16, 24)) onions += d`M${x} ${y}q${rand.int(6, 12)} ${rand.int(-10, 10)} ${rand.int(16, 22)} 0`;
  food += stroke(onions, "#7a3a12", 6) + stroke(onions, "#b8682a", 3);
  out += el("defs", {}, el("clipPath", { id: `b${uid}` }, circle(CX, CY, 163, "#000"))) + group({ "clip-path": `url(#b${uid})` }, food);
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#8fd07a")], CX - 40, CY - 30, 100, 6, 26);
}
