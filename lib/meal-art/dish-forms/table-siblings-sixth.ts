/**
 * The sixth picture test's misses, each drawn round the one thing a stranger names at a glance: a
 * shepherd's pie's fluffy browned mash peaks in a deep oven dish with one corner served to its filling
 * (its piped waves read as noodles), sausages lying whole on a white mound of mash in onion gravy, a
 * kotlet schabowy's big flat breaded cutlet with boiled potatoes and cabbage salad, spanakorizo's green
 * spinach rice in a pan, the maple salmon's amber lacquer and its syrup jug against the lemon-dill
 * salmon's pale pink under lemon slices, jerk chicken's charred pieces with a scotch bonnet and rice and
 * peas against piri piri's spatchcocked red-orange bird, and flapjacks' golden oat squares on paper.
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate, skillet } from "../vessels";
import { drumstick } from "../proteins";

type Point = [number, number];

/** Round dots in one path (a zero-length line with a round cap is a dot): many small pieces for few bytes. */
export const dots = (pts: Point[], color: string, width: number, extra: Record<string, string | number> = {}) =>
  pts.length ? stroke(pts.map(([x, y]) => d`M${x} ${y}h.1`).join(""), color, width, extra) : "";

/** A feathery dill sprig: a stem with fine paired fronds. */
export const dillSprig = (x: number, y: number, rot: number, s = 1) =>
  group({ transform: at(x, y, rot, s) }, stroke("M0 0V-40M0 -10l-10 -9M0 -10l10 -9M0 -21l-9 -8M0 -21l9 -8M0 -32l-7 -7M0 -32l7 -7", "#4f8f2a", 3));

/** A lemon wedge seen from above: yellow peel round pale flesh with its segment lines. */
const lemonWedge = (x: number, y: number, rot: number, s = 1) =>
  group({ transform: at(x, y, rot, s) }, path("M-36 0A36 36 0 0 0 36 0Z", "#f2c81a") + path("M-30 2A30 30 0 0 0 30 2Z", "#fff1a0") + stroke("M0 4v24M0 4l-18 18M0 4l18 18", "#f2d860", 2));

/** Half a lemon, cut face up: peel ring, pale flesh, segments like spokes. */
export const lemonHalf = (x: number, y: number, r: number) =>
  circle(x, y, r, "#f2c81a") + circle(x, y, r * 0.84, "#fff1a0") +
  stroke([0, 1, 2, 3, 4, 5].map((k) => d`M${x} ${y}l${Math.cos(k * 1.05) * r * 0.8} ${Math.sin(k * 1.05) * r * 0.8}`).join(""), "#f2d860", 3);

/** Points on a loose grid over a rectangle, each nudged a little: peaks of mash, squares of a tray. */
function grid(rand: Ctx["rand"], x0: number, y0: number, cols: number, rows: number, step: number, jitter: number): Point[] {
  const out: Point[] = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out.push([x0 + i * step + (j % 2) * step * 0.5 + rand.range(-jitter, jitter), y0 + j * step * 0.9 + rand.range(-jitter, jitter)]);
  return out;
}

/** Shepherd's (or cottage) pie: a deep oven dish of fluffy forked mash with browned peaks, one corner served to show the filling under it. */
export function shepherdsPie({ rand }: Ctx, filling: "lentil" | "lamb" | "beef"): string {
  note("vessel", "deep oven dish");
  note("whole", "fluffy mash with browned peaks, one corner served to show the filling");
  let out = el("rect", { x: 92, y: 114, width: 440, height: 392, rx: 44, fill: "#000", opacity: 0.16 }) + el("rect", { x: 80, y: 100, width: 440, height: 392, rx: 44, fill: "#f4f0e6" }) +
    el("rect", { x: 98, y: 118, width: 404, height: 356, rx: 32, fill: "#cfc6b4" }) + el("rect", { x: 110, y: 130, width: 380, height: 332, rx: 24, fill: "#f2d894" });
  // The served corner: the filling where a spoonful has gone, edged by the cut wall of mash.
  const sx = CX + 50;
  const sy = CY + 60;
  out += path(d`M${sx} ${sy}H490V438Q490 462 466 462H${sx}Z`, filling === "lentil" ? "#5a3a1e" : "#5a2a14");
  const spots = scatter(rand, (sx + 490) / 2, (sy + 462) / 2, 70, 40, 10).filter(([x, y]) => x > sx + 10 && y > sy + 10 && x < 482 && y < 454);
  out += dots(spots.slice(0, 26), filling === "lentil" ? "#8a5a32" : "#7a3a1e", filling === "lentil" ? 11 : 15) +
    dots(spots.slice(26, 32), "#f07a1a", 14, { "stroke-linecap": "square" }) + (filling === "lentil" ? "" : dots(spots.slice(32), "#5fae3a", 11));
  out += stroke(d`M${sx} 462V${sy}H490`, "#fbf0cc", 16) + stroke(d`M${sx + 9} 462V${sy + 9}H490`, "#b8823a", 3);
  // Fluffy mash: soft mounds packed edge to edge, drawn row by row so each overlaps the one behind, a browned rim
  // under each and golden crests, so the top reads as a baked crust (the old piped waves read as noodles).
  for (let row = 0; row < 9; row++) {
    const mounds = grid(rand, 140 + (row % 2) * 21, 152 + row * 36, 9, 1, 42, 4).filter(([x, y]) => x < 470 && y < 448 && !(x > sx - 22 && y > sy - 22));
    out += dots(mounds, "#f6e2ac", 54) + stroke(mounds.map(([x, y]) => d`M${x - 26} ${y + 2}a27 27 0 0 0 52 0`).join(""), "#c08040", 6) +
      dots(mounds.filter(() => rand.chance(0.6)).map(([x, y]) => [x + rand.range(-8, 8), y - 8]), "#e0a452", 20);
  }
  return out;
}

/** Sausage and mash: two or three whole browned sausages lying on a white mound of mash, glossy onion gravy with onion rings round it, peas. */
export function sausagesOnMash({ rand, ceramic }: Ctx, skin = "#8a4018"): string {
  note("whole", "whole browned sausages on a white mound of mash, onion gravy and peas");
  let out = plate(CX, CY, 238, ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
  out += path(blob(rand, CX + 20, CY + 40, 190, 150, 10, 0.1), "#5e2c10") + ellipse(CX + 80, CY + 120, 70, 16, "#8a4a22", { opacity: 0.7 });
  let rings = "";
  for (const [x, y] of [[CX - 120, CY + 110], [CX + 130, CY + 100], [CX + 40, CY + 150], [CX + 160, CY + 20], [CX - 40, CY + 150]] as const) rings += d`M${x - 22} ${y}a22 15 0 1 0 44 0a22 15 0 1 0 -44 0`;
  out += stroke(rings, "#e8b868", 6, { opacity: 0.9 });
  // The mash: a big soft white mound with spoon swirls.
  out += path(blob(rand, CX - 20, CY - 40, 165, 125, 11, 0.1), "#fbf8ee") + stroke(d`M${CX - 140} ${CY - 70}q50 -40 100 -6t110 -4M${CX - 120} ${CY + 20}q60 30 130 4`, "#e6dcc6", 6);
  for (const [x, y, rot] of [[CX - 30, CY - 80, -16], [CX + 10, CY - 10, -16], [CX + 40, CY + 60, -12]] as const) {
    out += group({ transform: at(x, y, rot) },
      el("rect", { x: -100, y: -22, width: 200, height: 48, rx: 24, fill: "#000", opacity: 0.18 }) + el("rect", { x: -100, y: -26, width: 200, height: 48, rx: 24, fill: shade(skin, -0.2) }) +
      el("rect", { x: -95, y: -24, width: 190, height: 40, rx: 20, fill: skin }) + stroke("M-78 -12H72", shade(skin, 0.4), 7, { opacity: 0.7 }) + stroke("M-40 8h20M20 8h20", shade(skin, -0.45), 5));
  }
  // Gravy poured over one end, so the sausages sit in it.
  out += path(blob(rand, CX + 90, CY + 60, 70, 36, 7, 0.2), "#6a3414", { opacity: 0.9 }) + stroke(d`M${CX + 60} ${CY + 58}a20 13 0 1 0 40 0a20 13 0 1 0 -40 0`, "#e8b868", 5);
  return out + garnishLayer(rand, [g("dot", "#4fa83a", "#a6de7a")], CX - 150, CY + 60, 40, 8, 18);
}

/** Kotlet schabowy: one large flat breaded pork cutlet with a crumb texture and a lemon wedge, boiled potatoes with dill and a white cabbage salad. */
export function kotletSchabowy({ rand, ceramic }: Ctx): string {
  note("whole", "a large breaded golden cutlet with a lemon wedge, boiled potatoes with dill and cabbage salad");
  let out = plate(CX, CY, 240, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic);
  const cx = CX - 50;
  const cy = CY - 10;
  out += path(blob(rand, cx + 6, cy + 8, 150, 112, 11, 0.08), "#000", { opacity: 0.15 }) + path(blob(rand, cx, cy, 150, 112, 11, 0.08), "#a8601c") +
    path(blob(rand, cx - 4, cy - 4, 138, 100, 11, 0.08), "#d99a3c");
  const crumb = scatter(rand, cx, cy, 115, 70, 12).filter(([x, y]) => ((x - cx) / 128) ** 2 + ((y - cy) / 90) ** 2 < 1);
  out += dots(crumb.slice(0, 40), "#f4c86a", 8) + dots(crumb.slice(40), "#a05a1a", 6) + stroke(d`M${cx - 90} ${cy - 50}q60 -30 130 -20`, "#f8dc98", 8, { opacity: 0.7 });
  out += lemonWedge(cx + 50, cy - 50, -20, 1.1);
  // Boiled potatoes glossy with butter, dill over them.
  for (const [x, y] of [[CX + 150, CY - 120], [CX + 185, CY - 40], [CX + 110, CY - 170]] as const) out += ellipse(x, y, 40, 32, "#e8c86a") + ellipse(x - 4, y - 4, 34, 26, "#f6e4a0") + ellipse(x - 12, y - 12, 12, 7, "#fff8e0");
  out += dillSprig(CX + 150, CY - 110, 30) + dillSprig(CX + 170, CY - 40, -40) + dillSprig(CX + 110, CY - 160, 80);
  // Shredded cabbage salad: fine pale green and white threads.
  let shreds = "";
  for (const [x, y] of scatter(rand, CX + 60, CY + 150, 62, 26, 10)) shreds += d`M${x - 14} ${y}q14 ${rand.range(-10, 10)} 28 0`;
  out += path(blob(rand, CX + 60, CY + 150, 80, 58, 8, 0.15), "#dfeab8") + stroke(shreds, "#a8c87a", 4) + stroke(shreds.replace(/q/g, "m2 4q"), "#fbfbee", 3);
  return out;
}

/** Spanakorizo: green spinach rice in a wide pan, the rice grains showing, lemon wedges, dill and white feta crumbled over. */
export function spanakorizo({ rand, free }: Ctx): string {
  note("whole", "green spinach rice with lemon wedges, dill and crumbled white feta");
  let out = skillet(rand, CX, CY, 215, "#6a9a3a", free) + path(blob(rand, CX, CY, 170, 165, 10, 0.1), "#5a8a2e", { opacity: 0.7 });
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 175, 120, 14)) {
    const a = rand.range(0, Math.PI);
    grains += d`M${x} ${y}l${Math.cos(a) * 9} ${Math.sin(a) * 9}`;
  }
  out += stroke(grains, "#f2f0d0", 6);
  // Wilted spinach leaves through the rice.
  for (const [x, y] of scatter(rand, CX, CY, 150, 9, 50)) out += path(blob(rand, x, y, 24, 14, 6, 0.25), "#2f6a22", { opacity: 0.9 });
  out += dots(scatter(rand, CX, CY, 120, 12, 26), "#fbfaf2", 16, { "stroke-linecap": "square" });
  out += lemonWedge(CX + 120, CY - 110, 30, 1.2) + lemonWedge(CX - 130, CY + 100, 200, 1.2);
  for (const [x, y, rot] of [[CX - 60, CY - 80, 20], [CX + 70, CY + 60, -30], [CX - 10, CY + 20, 70], [CX + 90, CY - 30, 160]] as const) out += dillSprig(x, y, rot, 1.1);
  return out;
}

/** Maple-glazed salmon: one amber-lacquered fillet on a dark plate, a syrup drizzle across it and a small jug of maple syrup beside. */
export function mapleSalmon({ rand }: Ctx): string {
  note("whole", "an amber-glazed salmon fillet with a syrup drizzle, a small syrup jug beside");
  let out = plate(CX - 20, CY + 20, 225, "#3d4350") + path(blob(rand, CX - 20, CY + 40, 175, 110, 9, 0.15), "#b86a1a", { opacity: 0.45 });
  out += group({ transform: at(CX - 30, CY + 20, -12) },
    path("M-150 -10Q-140 -80 -20 -74Q120 -70 150 -20Q160 40 90 66Q-40 84 -130 50Q-156 30 -150 -10Z", "#6a2a0a") +
    path("M-138 -10Q-130 -66 -20 -62Q110 -58 138 -18Q146 34 84 54Q-36 70 -120 42Q-142 26 -138 -10Z", "#b8561a") +
    stroke("M-90 -50q20 50 0 96M-40 -56q20 56 0 112M10 -58q20 58 0 114M60 -52q18 52 0 100", "#e88a3a", 6, { opacity: 0.8 }) +
    stroke("M-100 -30Q0 -60 110 -30", "#fff", 10, { opacity: 0.35 }) + ellipse(20, 10, 60, 8, "#ffd080", { opacity: 0.4 }));
  out += stroke(d`M${CX - 170} ${CY - 20}c40 30 60 -30 100 0s60 -30 100 0s50 -20 90 6`, "#8a3a0a", 9, { opacity: 0.9 });
  // The jug of maple syrup, seen from the side: glass, amber syrup, a handle.
  const jx = CX + 170;
  const jy = CY - 150;
  out += ellipse(jx + 8, jy + 70, 56, 14, "#000", { opacity: 0.16 }) + path(d`M${jx - 44} ${jy - 50}L${jx - 50} ${jy + 60}Q${jx} ${jy + 80} ${jx + 50} ${jy + 60}L${jx + 44} ${jy - 50}Z`, "#e8eef2") +
    path(d`M${jx - 46} ${jy - 10}L${jx - 49} ${jy + 58}Q${jx} ${jy + 76} ${jx + 49} ${jy + 58}L${jx + 46} ${jy - 10}Z`, "#b8601a") +
    stroke(d`M${jx + 46} ${jy - 30}q34 6 30 40q-4 26 -32 28`, "#e8eef2", 9) + path(d`M${jx - 44} ${jy - 50}l-18 -12l14 -2Z`, "#e8eef2") + stroke(d`M${jx - 30} ${jy - 30}v70`, "#fff", 6, { opacity: 0.6 });
  return out + garnishLayer(rand, [g("speck", "#2a2a2a", "#555")], CX - 30, CY + 20, 110, 8, 14);
}

/** Baked salmon with lemon and dill: two pale pink fillets on baking paper, overlapping lemon slices and dill sprigs on top. */
export function lemonDillSalmon({ rand }: Ctx): string {
  note("vessel", "sheet of baking paper");
  note("whole", "pale pink salmon fillets under lemon slices and dill");
  let out = el("rect", { x: 92, y: 134, width: 430, height: 340, rx: 18, fill: "#000", opacity: 0.15 }) + el("rect", { x: 80, y: 120, width: 430, height: 340, rx: 18, fill: "#a8b0b8" }) +
    path("M104 150L486 140L492 440L98 446Z", "#fbf6ea");
  for (const [x, y, rot] of [[CX - 90, CY - 30, -6], [CX + 90, CY + 20, 6]] as const) {
    out += group({ transform: at(x, y, rot) },
      path("M-70 -120Q0 -136 70 -116Q84 0 64 120Q0 136 -64 120Q-84 0 -70 -120Z", "#e8907a") + path("M-60 -108Q0 -122 60 -104Q72 0 54 108Q0 122 -54 108Q-72 0 -60 -108Z", "#f6b4a0") +
      stroke("M-50 -70q50 20 100 0M-54 -20q54 20 108 0M-52 30q52 20 104 0M-46 80q46 18 92 0", "#fde4d8", 6));
    for (const dy of [-60, 10, 80]) out += circle(x + (dy > 0 ? 6 : -6), y + dy, 30, "#f2c81a") + circle(x + (dy > 0 ? 6 : -6), y + dy, 25, "#fff3a8") +
      stroke(d`M${x + (dy > 0 ? 6 : -6) - 18} ${y + dy}h36M${x + (dy > 0 ? 6 : -6)} ${y + dy - 18}v36`, "#f2d860", 3);
  }
  for (const [x, y, rot] of [[CX - 110, CY + 60, 20], [CX - 60, CY - 110, -40], [CX + 110, CY - 70, 30], [CX + 60, CY + 120, -20], [CX - 140, CY - 20, 60]] as const) out += dillSprig(x, y, rot, 1.2);
  return out + dots(scatter(rand, CX, CY, 150, 10, 30), "#3a3a3a", 5);
}

/** Flapjacks: golden oat squares cut on baking paper, oats showing all over and a syrupy shine. */
export function flapjacks({ rand }: Ctx): string {
  note("vessel", "sheet of baking paper");
  note("whole", "golden oat squares with a syrupy shine");
  let out = el("rect", { x: 92, y: 104, width: 430, height: 420, rx: 8, fill: "#000", opacity: 0.14, transform: "rotate(-4 300 300)" }) +
    el("rect", { x: 80, y: 90, width: 430, height: 420, rx: 8, fill: "#fbf6ea", transform: "rotate(-4 300 300)" });
  for (let i = 0; i < 9; i++) {
    const x = 150 + (i % 3) * 130 + rand.range(-6, 6);
    const y = 160 + Math.floor(i / 3) * 130 + rand.range(-6, 6);
    out += group({ transform: at(x, y, rand.range(-8, 4)) },
      el("rect", { x: -56, y: -56, width: 118, height: 118, rx: 10, fill: "#a8621e" }) + el("rect", { x: -58, y: -58, width: 112, height: 112, rx: 10, fill: "#d8962e" }) +
      stroke("M-40 -40l30 24M0 -44l34 20M-44 4l24 18", "#fff", 6, { opacity: 0.3 }));
    // Rolled oats: pale flakes all over the top.
    let oats = "";
    for (const [ox, oy] of scatter(rand, x, y, 46, 11, 12)) oats += d`M${ox - 5} ${oy}l10 ${rand.range(-4, 4)}`;
    out += stroke(oats, "#f4d48a", 7);
  }
  return out;
}

/** Jerk chicken: charred, grill-marked dark pieces on a plate with a scotch bonnet, lime, and a heap of rice and peas. */
export function jerkChicken({ rand, ceramic }: Ctx): string {
  note("whole", "charred grill-marked chicken pieces, a scotch bonnet, lime and rice and peas");
  let out = plate(CX, CY, 235, ceramic === "#3d4350" ? "#f4ecdc" : ceramic);
  // Rice and peas: white rice speckled with red kidney beans.
  out += path(blob(rand, CX + 100, CY + 90, 110, 95, 9, 0.12), "#f6f0e0");
  out += dots(scatter(rand, CX + 100, CY + 90, 85, 16, 20), "#8a1e22", 15) + dots(scatter(rand, CX + 100, CY + 90, 95, 30, 12), "#e6dcc6", 5);
  // Charred pieces: big drumsticks and a thigh, near-black where the grill caught them, grill bars across each.
  const bars = stroke("M-40 -30l14 60M-10 -34l14 68M20 -30l12 56", "#140806", 8, { opacity: 0.85 });
  for (const [x, y, rot] of [[CX - 60, CY - 110, -30], [CX - 90, CY + 70, 20], [CX + 60, CY - 70, 200]] as const) out += group({ transform: at(x, y, rot, 1.3) }, drumstick(0, 0, 0, "#4a220e") + bars);
  out += group({ transform: at(CX - 60, CY - 10, 10) }, path("M-66 -10Q-62 -48 -6 -46Q56 -44 64 0Q60 42 0 46Q-60 44 -66 -10Z", "#2a140a") + path("M-56 -10Q-52 -38 -6 -36Q46 -34 54 0Q50 32 0 36Q-50 34 -56 -10Z", "#5a2c12") + bars);
  // The scotch bonnet: a squat lantern-shaped orange chilli with its green stalk.
  const bx = CX - 190;
  const by = CY + 170;
  out += path(d`M${bx - 34} ${by}Q${bx - 40} ${by - 30} ${bx - 10} ${by - 34}Q${bx} ${by - 26} ${bx + 10} ${by - 34}Q${bx + 40} ${by - 30} ${bx + 34} ${by}Q${bx + 30} ${by + 34} ${bx} ${by + 32}Q${bx - 30} ${by + 34} ${bx - 34} ${by}Z`, "#f05a14") +
    ellipse(bx - 10, by - 8, 10, 16, "#ff9a50", { opacity: 0.7 }) + stroke(d`M${bx} ${by - 32}q4 -14 16 -18`, "#3f7a2a", 8);
  return out + garnishPiece(rand, g("wedge", "#4f8f2a", "#c8e07a"), CX + 150, CY - 140, 30) + garnishLayer(rand, [g("ring", "#4f9d3a", "#b6e39a")], CX - 40, CY - 20, 140, 8, 16);
}

/** Piri piri chicken: a whole spatchcocked bird, flat and glazed red-orange with char, red chillies and lemon halves beside it on a board. */
export function piriPiriChicken({ rand }: Ctx): string {
  note("vessel", "wooden board");
  note("whole", "a flattened whole chicken glazed red-orange with char, red chillies and lemon halves");
  let out = el("rect", { x: 72, y: 96, width: 470, height: 430, rx: 30, fill: "#000", opacity: 0.15 }) + el("rect", { x: 60, y: 80, width: 470, height: 430, rx: 30, fill: "#3a3e46" });
  const glaze = "#d8421a";
  const bone = "#f7efe0";
  const bird =
    // Thighs as round lobes at the lower sides, drumsticks splayed below them with their bone ends, wing tips at the top corners, the flattened breast between.
    stroke("M-90 100L-140 170M90 100L140 170", glaze, 50) + stroke("M-144 176l-12 16M144 176l12 16", bone, 14) +
    ellipse(-84, 50, 62, 78, "#b8300e") + ellipse(84, 50, 62, 78, "#b8300e") + ellipse(-84, 50, 56, 72, glaze) + ellipse(84, 50, 56, 72, glaze) +
    path("M-80 -80Q-150 -100 -156 -40Q-126 -20 -86 -30Z", glaze) + path("M80 -80Q150 -100 156 -40Q126 -20 86 -30Z", glaze) +
    path("M0 -130Q100 -128 96 -10Q90 100 0 110Q-90 100 -96 -10Q-100 -128 0 -130Z", "#b8300e") + path("M0 -122Q90 -120 86 -10Q82 92 0 100Q-82 92 -86 -10Q-90 -120 0 -122Z", glaze) +
    ellipse(-36, -46, 26, 46, "#f28a4a", { opacity: 0.6 }) + ellipse(36, -46, 26, 46, "#f28a4a", { opacity: 0.6 }) +
    stroke("M-110 30l30 30M60 30l30 40M-60 -80l24 24M30 -90l24 24M-20 40l30 24", "#4a1206", 9, { opacity: 0.7 });
  out += group({ transform: at(CX - 20, CY - 30, 0) }, bird);
    // Red bird's-eye chillies, long and thin, and lemon halves.
  for (const [x, y, rot] of [[CX + 170, CY + 140, -30], [CX + 200, CY + 80, -50], [CX - 200, CY - 160, 20]] as const) out += group({ transform: at(x, y, rot) }, path("M-40 0Q0 -12 40 -2Q0 10 -40 0Z", "#d8141a") + stroke("M40 -2l12 -6", "#3f7a2a", 5));
  out += lemonHalf(CX + 180, CY - 150, 42) + lemonHalf(CX - 180, CY + 170, 38);
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX - 20, CY - 10, 80, 5, 20);
}
