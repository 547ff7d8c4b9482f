/**
 * Dish forms for the festive table and the dishes the contact sheet drew as something else
 * (issue 38): a steamed pudding's dome, a jug of gravy, a yule log, tamales in their husks, a
 * glazed joint, gingerbread people, wrapped sausages, star-topped mince pies, spiral slices,
 * Hasselback potatoes, a meringue-topped pie, a savoury pancake in wedges and paprikash.
 */
import { colourList, colourWord, note } from "../describe";
import { garnishLayer } from "../garnish";
import { g, type Garnish } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

const holly = (x: number, y: number) =>
  el("path", { d: "M0 0q-20 -26 -46 -20q10 10 0 18q18 0 14 14q22 -4 32 -12ZM0 0q20 -26 46 -20q-10 10 0 18q-18 0 -14 14q-22 -4 -32 -12Z", fill: "#2f7a3a", transform: at(x, y) }) +
  circle(x - 6, y - 4, 8, "#c0243a") + circle(x + 7, y - 2, 8, "#d7263d") + circle(x, y + 8, 8, "#b01f33");

/** A steamed pudding turned out on a plate: a dark dome, white sauce over the top, holly. */
export function puddingDome({ rand, ceramic }: Ctx, spec: { color: string; sauce: string }): string {
  note("whole", `a ${colourWord(spec.color)} pudding dome under ${colourWord(spec.sauce)} sauce, with holly`);
  let out = plate(CX, CY, 220, ceramic) + circle(CX + 10, CY + 14, 150, "#000", { opacity: 0.18 }) + circle(CX, CY, 150, spec.color);
  for (const [x, y] of scatter(rand, CX, CY, 130, 26, 20)) out += circle(x, y, rand.int(5, 9), shade(spec.color, rand.chance(0.5) ? -0.35 : 0.25));
  out += path(blob(rand, CX - 10, CY - 10, 96, 86, 11, 0.3), spec.sauce) + ellipse(CX - 40, CY - 46, 30, 14, "#fff", { opacity: 0.5 });
  return out + holly(CX, CY - 20);
}

/** A jug of gravy (or sauce) from above, with its spout and handle, beside a little dish of what is in it. */
export function gravyJug({ rand }: Ctx, spec: { sauce: string; pieces: Garnish[]; jug?: string }): string {
  note("vessel", "gravy jug");
  note("whole", `${colourWord(spec.sauce)} sauce, a little dish of what is in it beside`);
  const jug = spec.jug ?? "#fbf8f3";
  let out = ellipse(CX + 12, CY + 16, 170, 160, "#000", { opacity: 0.15 }) +
    el("path", { d: d`M${CX + 150} ${CY - 40}q90 40 0 110`, fill: "none", stroke: shade(jug, -0.12), "stroke-width": 30, "stroke-linecap": "round" }) +
    path(d`M${CX - 150} ${CY}L${CX - 230} ${CY - 30}L${CX - 150} ${CY - 60}Z`, jug) + circle(CX, CY, 165, jug) + circle(CX, CY, 145, shade(jug, -0.1)) + circle(CX, CY, 138, spec.sauce);
  out += stroke(d`M${CX - 80} ${CY - 40}q40 -30 90 -10t70 30`, "#fff", 8, { opacity: 0.3 });
  return out + garnishLayer(rand, spec.pieces, CX, CY, 100, 14, 34);
}

/** A chocolate log from the side: bark marks, a spiral at the cut end, a branch, and snow. */
export function yuleLog({ rand, ceramic }: Ctx): string {
  note("vessel", `${colourWord(ceramic)} oval plate`);
  note("whole", "a chocolate log with bark marks and a spiral end, dusted with snow");
  let out = ellipse(CX + 10, CY + 30, 260, 150, "#000", { opacity: 0.14 }) + ellipse(CX, CY + 20, 260, 150, ceramic);
  out += el("rect", { x: 90, y: 230, width: 380, height: 150, rx: 70, fill: "#4a2616" });
  out += el("rect", { x: 240, y: 190, width: 90, height: 70, rx: 30, fill: "#4a2616" }) + ellipse(285, 195, 40, 20, "#f3e3c8") + stroke("M255 195a30 12 0 1 0 60 0", "#6b3a22", 5);
  out += stroke("M120 270q80 -14 160 4t170 -6M120 320q90 14 170 -4t160 8M140 350q60 8 120 0", "#2e170c", 6, { opacity: 0.8 });
  // The cut end: a spiral of sponge and cream.
  out += ellipse(470, 305, 48, 76, "#7a4a2a") + stroke("M470 305m0 -10a10 16 0 1 1 -10 16a22 34 0 1 1 22 34a34 52 0 1 1 -34 -52", "#fbf3e2", 9);
  let snow = "";
  for (const [x, y] of scatter(rand, 280, 260, 170, 30, 16)) if (y < 300) snow += d`M${x} ${y}h.1`;
  return out + stroke(snow, "#ffffff", 8) + holly(180, 250);
}

/** Tamales on a plate: opened corn husks, the steamed masa inside and a stripe of filling. */
export function tamales({ rand, ceramic }: Ctx, filling: string[], layout: "plate" | "board" = "plate"): string {
  note("whole", `opened corn husks holding steamed masa with ${colourList(filling)} filling`);
  // On a plate fanned out, or (a second batch, told apart at a glance) lying in a row on a board.
  let out = layout === "plate" ? plate(CX, CY, 225, ceramic) : board(rand, CX, CY, 540, 420);
  const placed = layout === "plate" ? ([[220, 300, -20], [320, 280, 4], [410, 320, 26]] as const) : ([[300, 190, 84], [290, 330, 96]] as const);
  for (const [x, y, rot] of placed) {
    let t = path("M0 -170C60 -120 70 80 26 160L-26 160C-70 80 -60 -120 0 -170Z", "#d9c48a") + stroke("M0 -150V150M-20 -100L-24 140M20 -100L24 140", "#b8a066", 3);
    t += el("rect", { x: -34, y: -80, width: 68, height: 170, rx: 28, fill: "#f2d27a" });
    filling.forEach((color, i) => (t += el("rect", { x: -12 + i * 6, y: -60 + i * 10, width: 24 - i * 8, height: 130 - i * 20, rx: 10, fill: color })));
    out += el("g", { transform: at(x, y, rot, 0.92) }, t);
  }
  const [bx, by] = layout === "plate" ? [470, 470] : [470, 460];
  return out + bowl(bx, by, 52, "#fbf8f3", layout === "plate" ? "#c8381f" : "#5f9b3a") + garnishLayer(rand, [g("speck", layout === "plate" ? "#2f8f46" : "#d8352a")], bx, by, 26, 5, 14);
}

/** A glazed joint on a board, scored in diamonds and studded (ham), or a round glazed root (celeriac). */
export function glazedJoint({ rand }: Ctx, spec: { color: string; glaze: string; diamonds: boolean; slices: string }): string {
  note("whole", spec.diamonds ? `a ${colourWord(spec.glaze)}-glazed joint scored in diamonds, slices beside` : `a round ${colourWord(spec.glaze)}-glazed root, slices beside`);
  let out = board(rand, CX, CY, 540, 440);
  const [cx, cy] = [260, 280];
  out += ellipse(cx + 10, cy + 16, 170, 140, "#000", { opacity: 0.16 }) + path(blob(rand, cx, cy, 170, 140, 10, 0.06), shade(spec.color, -0.25)) + path(blob(rand, cx - 6, cy - 8, 156, 126, 10, 0.06), spec.glaze);
  if (spec.diamonds) {
    out += stroke("M130 200l220 200M170 160l220 200M110 260l180 160M140 380l220 -220M190 410l200 -190M110 330l180 -180", shade(spec.glaze, -0.3), 4);
    for (let i = 0; i < 10; i++) out += circle(170 + (i % 4) * 55 + (Math.floor(i / 4) % 2) * 26, 220 + Math.floor(i / 4) * 60, 6, "#3a2012");
  } else {
    out += stroke("M260 140V420M130 280H390", shade(spec.glaze, -0.35), 6) + garnishLayer(rand, [g("speck", "#7a4a1a"), g("herb", "#2f8f46")], cx, cy, 110, 10, 30);
  }
  for (let i = 0; i < 3; i++)
    out += el("path", { d: "M-60 -40Q0 -60 60 -40L60 40Q0 60 -60 40Z", fill: spec.slices, stroke: spec.glaze, "stroke-width": 10, transform: at(450, 190 + i * 90, 80) });
  return out + ellipse(cx - 60, cy - 60, 50, 20, "#fff", { opacity: 0.3 });
}

/** Gingerbread people and stars with piped white icing, on a board. */
export function gingerbreadPeople({ rand }: Ctx): string {
  note("whole", "gingerbread people and stars with white icing");
  let out = board(rand, CX, CY, 520, 460);
  const person = "M0 -70a26 26 0 1 1 0.1 0ZM-20 -28H20L60 -14L54 4L22 -4L30 60L10 66L0 26L-10 66L-30 60L-22 -4L-54 4L-60 -14Z";
  const star = "M0 -60L16 -20L58 -18L24 8L36 50L0 26L-36 50L-24 8L-58 -18L-16 -20Z";
  for (const [x, y, rot, isStar] of [[180, 210, -8, false], [330, 200, 10, false], [460, 260, 0, true], [200, 410, 14, true], [360, 390, -12, false]] as const) {
    const shape = isStar ? star : person;
    out += el("path", { d: shape, fill: "#000", opacity: 0.15, transform: at(x + 5, y + 7, rot) }) + el("path", { d: shape, fill: "#b8692a", transform: at(x, y, rot) });
    out += isStar
      ? stroke("M-30 -10l10 8l10 -8l10 8l10 -8l10 8", "#fffaf0", 4, { transform: at(x, y, rot) })
      : stroke("M-8 -74h.1M8 -74h.1M0 -12h.1M0 6h.1M0 24h.1M-40 -10l10 6M30 -4l10 -6", "#fffaf0", 6, { transform: at(x, y, rot) });
  }
  return out;
}

/** Small sausages wrapped in spirals (bacon or pastry) in a roasting tin. */
export function wrappedSausages({ rand }: Ctx, spec: { sausage: string; wrap: string }): string {
  note("vessel", "roasting tin");
  note("whole", "small sausages wrapped in spirals");
  let out = el("rect", { x: 72, y: 112, width: 470, height: 390, rx: 26, fill: "#000", opacity: 0.16 }) + el("rect", { x: 60, y: 100, width: 480, height: 390, rx: 26, fill: "#4a5058" }) +
    el("rect", { x: 80, y: 120, width: 440, height: 350, rx: 18, fill: "#3a3f46" });
  for (let i = 0; i < 8; i++) {
    const x = 170 + (i % 3) * 130 + rand.range(-12, 12);
    const y = 180 + Math.floor(i / 3) * 110 + rand.range(-10, 10);
    const rot = rand.int(-25, 25);
    let s = el("rect", { x: -62, y: -22, width: 124, height: 44, rx: 22, fill: spec.sausage });
    s += stroke("M-44 -22l22 44M-10 -22l22 44M24 -22l22 44", spec.wrap, 16, { "stroke-linecap": "butt" }) + stroke("M-40 -12h70", "#fff", 4, { opacity: 0.3 });
    out += el("g", { transform: at(x, y, rot) }, s);
  }
  return out;
}

/** Mince pies in a bun tin: golden crimped cases with a pastry star on each, dusted with sugar. */
export function starPies({ rand }: Ctx): string {
  note("vessel", "bun tin");
  note("whole", "golden crimped pies with a pastry star on each, dusted with sugar");
  let out = el("rect", { x: 72, y: 132, width: 470, height: 350, rx: 30, fill: "#000", opacity: 0.16 }) + el("rect", { x: 60, y: 120, width: 480, height: 350, rx: 30, fill: "#4a5058" });
  const star = "M0 -40L11 -13L39 -12L16 5L24 33L0 17L-24 33L-16 5L-39 -12L-11 -13Z";
  for (let i = 0; i < 6; i++) {
    const x = 150 + (i % 3) * 150;
    const y = 215 + Math.floor(i / 3) * 160;
    out += circle(x, y, 66, "#32363c") + circle(x, y, 60, "#d9963f", { stroke: "#b8732a", "stroke-width": 8, "stroke-dasharray": "9 7" }) + circle(x, y, 46, "#5a2a1a");
    out += el("path", { d: star, fill: "#eab060", stroke: "#c98a3e", "stroke-width": 3, transform: at(x, y, rand.int(0, 60)) });
  }
  let dust = "";
  for (const [x, y] of scatter(rand, 300, 300, 220, 60, 18)) dust += d`M${x} ${y}h.1`;
  return out + stroke(dust, "#fff", 5, { opacity: 0.85 });
}

/** Round slices with a spiral of jam (roly-poly), lying in a pool of custard. */
export function spiralSlices({ rand, ceramic }: Ctx, spec: { dough: string; jam: string; pool: string }): string {
  note("whole", `round slices with a ${colourWord(spec.jam)} spiral in a pool of ${colourWord(spec.pool)} custard`);
  let out = plate(CX, CY, 225, ceramic) + path(blob(rand, CX, CY + 20, 170, 130, 10, 0.12), spec.pool);
  for (const [x, y] of [[230, 260], [380, 300], [270, 400]] as const) {
    out += circle(x + 5, y + 7, 74, "#000", { opacity: 0.14 }) + circle(x, y, 74, shade(spec.dough, -0.2)) + circle(x, y, 66, spec.dough) +
      stroke(d`M${x} ${y}m0 -6a6 6 0 1 1 -6 6a16 16 0 1 1 16 16a28 28 0 1 1 -28 -28a42 42 0 1 1 42 42`, spec.jam, 8);
  }
  return out;
}

/** Hasselback potatoes in a tin: each cut into thin slices that have fanned open and crisped. */
export function hasselback({ rand }: Ctx): string {
  note("vessel", "roasting tin");
  note("whole", "potatoes cut into thin fanned slices, crisp and golden");
  let out = el("rect", { x: 72, y: 112, width: 470, height: 390, rx: 26, fill: "#000", opacity: 0.16 }) + el("rect", { x: 60, y: 100, width: 480, height: 390, rx: 26, fill: "#4a5058" }) +
    el("rect", { x: 80, y: 120, width: 440, height: 350, rx: 18, fill: "#3a3f46" });
  for (const [x, y, rot] of [[190, 210, -10], [400, 200, 8], [200, 380, 6], [410, 370, -6]] as const) {
    let p = ellipse(0, 0, 92, 60, "#c98a3e") + ellipse(0, -4, 86, 54, "#e8b860");
    let cuts = "";
    for (let i = -70; i <= 70; i += 14) cuts += d`M${i} -48Q${i + 6} 0 ${i} 48`;
    p += stroke(cuts, "#9a5a1e", 4) + stroke(d`M-60 -40q60 -20 120 0`, "#fff", 5, { opacity: 0.35 });
    out += el("g", { transform: at(x, y, rot) }, p);
  }
  return out + garnishLayer(rand, [g("herb", "#2f6f3a", "#5a9a4a")], CX, CY, 160, 5, 40);
}

/** A pie on a stand-in plate with a wedge cut out: the pastry rim, the filling and meringue peaks. */
export function meringuePie({ rand, ceramic }: Ctx, filling: string): string {
  note("whole", `a pie with a wedge cut out, ${colourWord(filling)} filling under meringue peaks`);
  let out = plate(CX, CY, 228, ceramic) + circle(CX + 8, CY + 12, 180, "#000", { opacity: 0.14 });
  // The dish, the crimped rim, then the peaks of meringue piled high over the filling.
  out += circle(CX, CY, 180, "#d99a45", { stroke: "#b8752e", "stroke-width": 12, "stroke-dasharray": "14 8" }) + circle(CX, CY, 160, filling);
  const cut = d`M${CX} ${CY}L${CX + 170} ${CY + 40}A175 175 0 0 1 ${CX + 70} ${CY + 160}Z`;
  for (const [x, y] of scatter(rand, CX - 10, CY - 10, 140, 17, 40)) {
    if (x > CX + 20 && y > CY + 20) continue;
    out += path(blob(rand, x, y, 30, 28, 7, 0.25), "#f4e4c4") + path(blob(rand, x - 4, y - 4, 20, 18, 6, 0.2), "#fffaf0") + path(d`M${x - 6} ${y - 6}l4 -10l4 10Z`, "#c98a3e");
  }
  // The missing wedge shows the yellow filling and the pastry under it.
  out += path(cut, ceramic) + path(d`M${CX} ${CY}L${CX + 170} ${CY + 40}l-8 18L${CX + 4} ${CY + 18}Z`, filling) + path(d`M${CX + 4} ${CY + 18}L${CX + 162} ${CY + 58}l-4 10L${CX + 4} ${CY + 30}Z`, "#d99a45");
  return out;
}

/** A flat savoury pancake cut into wedges, spring onions showing through its crisp top, with a dip. */
export function pancakeWedges({ rand, ceramic }: Ctx, spec: { color: string; strands: string; dip: string }): string {
  note("whole", `a flat ${colourWord(spec.color)} pancake cut in wedges with spring onions, a dip beside`);
  let out = plate(CX, CY, 225, ceramic);
  for (let i = 0; i < 6; i++) {
    const a0 = (i * 60 - 90) * (Math.PI / 180);
    const a1 = ((i + 1) * 60 - 94) * (Math.PI / 180);
    const off = 8;
    const ox = Math.cos((a0 + a1) / 2) * off;
    const oy = Math.sin((a0 + a1) / 2) * off;
    const r = 165;
    out += path(d`M${CX + ox} ${CY + oy}L${CX + ox + Math.cos(a0) * r} ${CY + oy + Math.sin(a0) * r}A${r} ${r} 0 0 1 ${CX + ox + Math.cos(a1) * r} ${CY + oy + Math.sin(a1) * r}Z`, spec.color, {
      stroke: shade(spec.color, -0.25),
      "stroke-width": 5,
    });
  }
  // The spring onions lie side by side, so their lengths run across every wedge.
  let strands = "";
  for (let y = CY - 120; y <= CY + 120; y += 34) strands += d`M${CX - 130 + Math.abs(y - CY) * 0.4} ${y}H${CX + 130 - Math.abs(y - CY) * 0.4}`;
  out += stroke(strands, spec.strands, 9, { opacity: 0.9 });
  for (const [x, y] of scatter(rand, CX, CY, 130, 12, 30)) out += path(blob(rand, x, y, 14, 9, 6, 0.3), shade(spec.color, -0.3), { opacity: 0.6 });
  return out + bowl(490, 490, 52, "#3d4350", spec.dip) + garnishLayer(rand, [g("speck", "#f3e6c4")], 490, 490, 26, 6, 10);
}

/** Paprikash: red-orange sauce with mushrooms and a swirl of soured cream, dumplings on the side. */
export function paprikash({ rand, ceramic }: Ctx, spec: { sauce: string; pieces: Garnish[]; side: string }): string {
  note("dish", `${colourWord(spec.sauce)} sauce with a swirl of soured cream, dumplings beside`);
  let out = plate(CX, CY, 228, ceramic) + path(blob(rand, CX - 40, CY + 10, 140, 150, 10, 0.1), spec.sauce);
  out += garnishLayer(rand, spec.pieces, CX - 40, CY + 10, 110, 12, 36);
  out += stroke(d`M${CX - 80} ${CY - 10}q30 -30 60 0t60 0`, "#fbf6ea", 16) + stroke(d`M${CX - 70} ${CY - 14}q25 -20 50 0`, "#fff", 6, { opacity: 0.6 });
  // Nokedli: small irregular egg dumplings in a pile beside the sauce.
  for (const [x, y] of scatter(rand, CX + 140, CY - 10, 70, 22, 18)) out += path(blob(rand, x, y, 16, 10, 6, 0.35), spec.side, { stroke: shade(spec.side, -0.2), "stroke-width": 2 });
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX - 40, CY + 10, 90, 3, 30);
}

/** A pub plate: a gammon steak with its rim of fat, a fried egg on top, thick chips and peas. */
export function gammonPlate({ rand, ceramic }: Ctx): string {
  note("whole", "a gammon steak with a fried egg on top, thick chips and peas");
  let out = plate(CX, CY, 228, ceramic);
  out += path(blob(rand, 240, 260, 130, 100, 10, 0.08), "#fbf0e0") + path(blob(rand, 240, 262, 116, 86, 10, 0.08), "#e8909a") + stroke("M160 230l40 30M220 200l40 30M280 250l40 30", "#c86a6a", 6, { opacity: 0.6 });
  out += path(blob(rand, 250, 250, 62, 54, 9, 0.25), "#fffdf6") + circle(256, 246, 22, "#f6b41a") + ellipse(250, 240, 7, 5, "#fff", { opacity: 0.6 });
  for (let i = 0; i < 7; i++) out += el("rect", { x: -60, y: -13, width: 120, height: 26, rx: 8, fill: "#f0c04a", stroke: "#c8902a", "stroke-width": 3, transform: at(390 + (i % 2) * 30, 250 + i * 26, 70 + rand.int(-15, 15)) });
  for (const [x, y] of scatter(rand, 220, 420, 50, 14, 15)) out += circle(x, y, 9, "#5fb344", { stroke: "#3f8f2a", "stroke-width": 2 });
  return out;
}

export interface PileSpec {
  /** Wings (a drumette with its bone end), florets (a cauliflower's bumps) or slabs (tofu). */
  shape: "wing" | "floret" | "slab";
  color: string;
  glaze: string;
  /** Sesame, spring onion rings, celery: scattered over the pile. */
  scatter: Garnish[];
  /** A bowl of dip beside the pile (ranch), or none. */
  dip?: string;
}

/** A pile of big glazed pieces on a plate, each shaped as what it is, with a dip beside it. */
export function glazedPile({ rand, ceramic }: Ctx, spec: PileSpec): string {
  note("dish", `a pile of ${colourWord(spec.glaze)}-glazed ${spec.shape === "wing" ? "wings" : spec.shape === "floret" ? "florets" : "slabs"}, a dip beside`);
  let out = plate(CX - 20, CY, 220, ceramic);
  const spots = scatter(rand, CX - 30, CY, 125, 9, 62);
  for (const [x, y] of spots) {
    const rot = rand.int(0, 359);
    let piece = "";
    if (spec.shape === "wing") {
      piece = path("M-44 -26Q-60 0 -44 26Q0 40 30 14L52 10A10 10 0 1 0 52 -10L30 -14Q0 -40 -44 -26Z", spec.color, { stroke: shade(spec.color, -0.3), "stroke-width": 4 }) +
        path("M-36 -18Q-40 0 -30 16Q0 24 18 8", "none", { stroke: spec.glaze, "stroke-width": 10, "stroke-linecap": "round", opacity: 0.9 });
    } else if (spec.shape === "floret") {
      piece = path("M-30 10A18 18 0 0 1 -26 -20A20 20 0 0 1 6 -34A20 20 0 0 1 34 -12A18 18 0 0 1 28 18Q0 34 -30 10Z", spec.color, { stroke: shade(spec.color, -0.3), "stroke-width": 4 }) +
        el("rect", { x: -8, y: 14, width: 16, height: 20, rx: 5, fill: "#f3ecd8" }) + stroke("M-14 -14q10 -8 20 0", spec.glaze, 6, { opacity: 0.8 });
    } else {
      piece = el("rect", { x: -42, y: -28, width: 84, height: 56, rx: 8, fill: spec.color, stroke: shade(spec.color, -0.25), "stroke-width": 4 }) +
        el("rect", { x: -34, y: -20, width: 68, height: 40, rx: 6, fill: spec.glaze, opacity: 0.85 });
    }
    out += el("g", { transform: at(x, y, rot) }, piece);
  }
  out += ellipse(CX - 80, CY - 70, 40, 14, "#fff", { opacity: 0.3 }) + garnishLayer(rand, spec.scatter, CX - 30, CY, 120, 16, 24);
  return spec.dip ? out + bowl(480, 470, 56, "#fbf8f3", spec.dip) : out;
}

/** A rice bowl: white rice with its grains, the glazed slices fanned over one side, greens beside. */
export function riceBowlTopped({ rand, ceramic }: Ctx, spec: { slice: string; glaze: string; greens?: string; cubes?: boolean }): string {
  note("dish", `white rice with ${colourWord(spec.slice)} ${spec.cubes ? "cubes" : "slices"} in a ${colourWord(spec.glaze)} glaze over one side`);
  let out = bowl(CX, CY, 215, ceramic, "#fbf8ee");
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 165, 60, 16)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 5`;
  out += stroke(grains, "#e8e2cf", 6);
  for (let i = 0; i < 6; i++) {
    const x = CX - 80 + i * 30;
    const y = CY - 20 + (i % 2) * 8;
    out += spec.cubes
      ? el("rect", { x: x - 26, y: y - 26 + (i % 3) * 30, width: 52, height: 52, rx: 8, fill: spec.slice, stroke: spec.glaze, "stroke-width": 8 })
      : el("rect", { x: -24, y: -70, width: 48, height: 140, rx: 18, fill: spec.slice, stroke: spec.glaze, "stroke-width": 8, transform: at(x, y, 14) });
  }
  out += stroke(d`M${CX - 110} ${CY + 70}q60 20 140 -6`, spec.glaze, 10, { opacity: 0.9 });
  if (spec.greens) note("side", "greens beside");
  if (spec.greens) out += garnishLayer(rand, [g("leaf", spec.greens, shade(spec.greens, 0.4))], CX + 90, CY + 90, 40, 4, 34);
  return out + garnishLayer(rand, [g("ring", "#6fbf4f", "#b6e39a"), g("speck", "#f3e6c4", "#fff")], CX, CY - 20, 110, 10, 22);
}
