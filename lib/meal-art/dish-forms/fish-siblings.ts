/**
 * Fish dishes a blind viewer took for their neighbours, each drawn by what a cook sees on the table:
 * fish pie's piped mash in an oval pie dish with prawns and egg at the cut corner, Jansson's
 * matchstick potatoes with sprat slivers, pale golden-edged trout under toasted almonds, and golden
 * round fishcakes (the two salmon fillets are drawn in table-siblings-sixth.ts).
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g } from "../palette";
import { fillet, prawn } from "../proteins";
import type { Rand } from "../random";
import { blob, scatter, shadow } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate, skillet } from "../vessels";

const lemon = g("wedge", "#f7d43c", "#fff3a8");
const dill = g("herb", "#4f8f3a", "#8bcf6a");

/** A rectangular baking dish seen from above, its inside filled with `fill`. */
function tin(rand: Rand, fill: string, colours = ["#f3efe6", "#2a6f97", "#c0392b", "#e9c46a"]): string {
  return el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: rand.pick(colours) }) +
    el("rect", { x: 118, y: 148, width: 364, height: 274, rx: 22, fill });
}

/** Fish pie: piped ridges of golden mash in an oval pie dish, one corner served to show the creamy filling. */
export function fishPie({ rand, uid }: Ctx): string {
  note("vessel", "oval pie dish");
  note("whole", "piped ridges of golden mash, a corner served to show creamy filling");
  const dish = rand.pick(["#f3efe6", "#2a6f97", "#3d4350"]);
  let out = shadow(CX, CY, 235, 175) + ellipse(CX, CY, 235, 175, dish) + ellipse(CX, CY, 207, 150, shade(dish, -0.15));
  let ridges = "";
  for (let y = CY - 140; y <= CY + 140; y += 20) ridges += d`M${CX - 220} ${y}` + "q14 -12 28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0";
  let tips = "";
  for (const [x, y] of scatter(rand, CX - 30, CY - 20, 150, 22, 30)) tips += d`M${x} ${y}h${rand.int(8, 16)}`;
  // The served corner: white sauce with prawns, egg halves and flakes of white fish where the mash was.
  const corner = d`M${CX + 20} ${CY + 5}L${CX + 230} ${CY - 20}V${CY + 200}H${CX - 10}Z`;
  const filling = path(corner, "#f7efdc") + stroke(d`M${CX + 20} ${CY + 5}L${CX + 230} ${CY - 20}M${CX + 20} ${CY + 5}L${CX - 10} ${CY + 200}`, "#caa04a", 10) +
    prawn(CX + 170, CY + 30, 20, 0.75) + prawn(CX + 50, CY + 60, -60, 0.75) +
    garnishPiece(rand, g("egg", "#fffdf6", "#f7a51c"), CX + 120, CY + 50, 50) + garnishPiece(rand, g("egg", "#fffdf6", "#f7a51c"), CX + 80, CY + 105, 46) +
    garnishLayer(rand, [g("chunk", "#fffaf0", "#efe4cf"), g("dot", "#5fb344", "#9fe07d")], CX + 110, CY + 70, 45, 5, 22);
  const mash = ellipse(CX, CY, 207, 150, "#f3d98e") + stroke(ridges, "#d9a94a", 8) + stroke(ridges, "#fbeab8", 3, { transform: "translate(0 -4)" }) + stroke(tips, "#b8782e", 6, { opacity: 0.7 });
  out += el("defs", {}, el("clipPath", { id: `f${uid}` }, ellipse(CX, CY, 207, 150, "#000"))) + group({ "clip-path": `url(#f${uid})` }, mash + filling);
  return out + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), CX - 120, CY - 40, 30);
}

/** Jansson's temptation: thin matchstick potatoes, pale with browned tips, sprat slivers between them, in a gratin dish. */
export function matchstickGratin({ rand }: Ctx): string {
  note("vessel", "gratin dish");
  note("whole", "thin matchstick potatoes with browned tips");
  let out = tin(rand, "#f1e2bc", ["#f3efe6", "#c0392b", "#e9c46a"]);
  const turn = rand.range(-0.3, 0.3);
  let sticks = "";
  for (const [x, y] of scatter(rand, CX, 285, 165, 90, 15)) {
    const a = turn + rand.range(-0.35, 0.35);
    const dx = Math.cos(a) * 24;
    const dy = Math.sin(a) * 24;
    if (Math.abs(x - CX) < 175 && Math.abs(y - 285) < 125) sticks += d`M${x - dx} ${y - dy}l${dx * 2} ${dy * 2}`;
  }
  out += stroke(sticks, "#c99a4a", 10) + stroke(sticks, "#f8dc86", 6);
  let brown = "";
  for (const [x, y] of scatter(rand, CX, 285, 140, 14, 34)) brown += d`M${x} ${y}l${rand.int(10, 20)} ${rand.int(-4, 4)}`;
  out += stroke(brown, "#b8702a", 6, { opacity: 0.8 });
  // Sprats (Swedish "ansjovis"): slim silvery-brown fillets lying in the cream.
  for (const [x, y] of scatter(rand, CX, 285, 120, 6, 60)) {
    out += group({ transform: at(x, y, rand.int(-30, 30) + (turn * 180) / Math.PI) },
      path("M-30 0Q0 -10 30 0Q0 10 -30 0Z", "#6f7a88") + stroke("M-22 2Q0 7 22 2", "#e0c8b8", 3));
  }
  return out + garnishLayer(rand, [g("ring", "#f3ead6", "#d8c8a8")], CX, 285, 120, 4, 26);
}

/** Trout with almonds: pale pink-grey fillets fried golden at the edge, brown butter, heaps of toasted flaked almonds, green beans, new potatoes, lemon. */
export function troutAlmonds({ rand }: Ctx): string {
  note("vessel", "platter");
  note("whole", "golden-edged fish fillets under toasted flaked almonds, green beans");
  const platter = rand.pick(["#fbf8f3", "#dde9f3", "#f4ecdc"]);
  let out = shadow(CX, CY, 235, 160) + ellipse(CX, CY, 235, 160, platter) + ellipse(CX, CY, 205, 135, shade(platter, -0.05));
  out += path(blob(rand, CX - 40, CY - 20, 150, 80, 9, 0.12), "#c98a3a", { opacity: 0.5 });
  // Trout is pale, not coral: a golden fried rim and a silvery skin edge round pink-grey flesh.
  for (const [x, y, rot] of [[CX - 60, CY - 55, -6], [CX - 40, CY + 25, 5]] as const) {
    out += group({ transform: at(x, y, rot) }, path(blob(rand, 0, 0, 104, 52, 10, 0.05), "#b98a4a") + stroke("M-95 20Q0 48 95 18", "#8a9098", 8)) + fillet(rand, x, y, rot, "#e6c2ae");
  }
  let flakes = "";
  for (const [x, y] of scatter(rand, CX - 50, CY - 15, 85, 26, 15)) {
    const rot = rand.int(0, 179);
    flakes += ellipse(x, y, 10, 5, "#f3d9a4", { stroke: "#b9803a", "stroke-width": 2, transform: `rotate(${rot} ${Math.round(x)} ${Math.round(y)})` });
  }
  out += flakes;
  let beans = "";
  for (let i = 0; i < 5; i++) beans += d`M${CX + 90 + i * 14} ${CY - 90 + i * 6}q${rand.int(-10, 10)} 50 ${rand.int(-6, 6)} 100`;
  out += stroke(beans, "#3f7f2f", 10) + stroke(beans, "#6fb34a", 4);
  out += garnishLayer(rand, [g("ball", "#f0d890", "#c9a860")], CX + 110, CY + 80, 30, 3, 40);
  return out + garnishPiece(rand, lemon, CX + 170, CY - 20, 32) + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), CX - 150, CY + 60, 28);
}

/** Fishcakes: golden breadcrumbed rounds on a plate with peppery watercress and lemon wedges. */
export function fishcakes({ rand, ceramic }: Ctx): string {
  note("whole", "golden breadcrumbed fishcakes with watercress and lemon wedges");
  let out = plate(CX, CY, 215, ceramic);
  out += garnishLayer(rand, [g("leaf", "#3f8f2f", "#75c26a"), g("leaf", "#2f7a2a", "#5fae4a")], CX + 70, CY + 70, 70, 12, 30);
  let crumbs = "";
  for (const [x, y] of [[CX - 80, CY - 60], [CX + 50, CY - 90], [CX - 60, CY + 70]] as const) {
    out += circle(x, y, 66, "#a8662a") + circle(x - 3, y - 3, 60, "#d99a48") + ellipse(x - 18, y - 22, 22, 10, "#f4c878", { opacity: 0.7 });
    for (const [cx, cy] of scatter(rand, x, y, 50, 12, 12)) crumbs += d`M${cx} ${cy}h.1`;
  }
  out += stroke(crumbs, "#8a4a1a", 5, { opacity: 0.6 });
  return out + garnishPiece(rand, lemon, CX + 140, CY - 20, 34) + garnishPiece(rand, lemon, CX + 110, CY + 130, 30);
}

/** Grilled sardines: a row of small whole silver fish with charred bars, on a platter with lemon, potatoes and tomato salad. */
export function sardinePlatter({ rand }: Ctx): string {
  note("vessel", "platter");
  note("whole", "a row of small silver fish with charred bars, lemon and tomato salad");
  const platter = rand.pick(["#fbf8f3", "#dde9f3", "#f4ecdc"]);
  let out = shadow(CX, CY, 235, 170) + ellipse(CX, CY, 235, 170, platter) + ellipse(CX, CY, 205, 145, shade(platter, -0.05));
  for (let i = 0; i < 5; i++) {
    const y = CY - 100 + i * 38;
    out += group({ transform: at(CX - 30, y, rand.int(-6, 6), 0.62) },
      path("M-120 0Q-40 -40 80 -6L122 -30Q116 0 122 30L80 6Q-40 40 -120 0Z", "#8fa4b8") + path("M-110 4Q-30 26 70 4Q-30 16 -110 4Z", "#e8eef2") +
      stroke("M-70 -22l16 40M-30 -26l16 48M10 -22l14 40", "#3a2a22", 8, { opacity: 0.55 }) + circle(-90, -6, 6, "#fff") + circle(-90, -6, 3, "#222"));
  }
  out += garnishLayer(rand, [g("slice", "#e5392f", "#ff8a6b"), g("ball", "#f0d890", "#c9a860")], CX + 150, CY + 10, 45, 5, 34);
  return out + garnishPiece(rand, lemon, CX + 130, CY - 100, 32) + garnishPiece(rand, lemon, CX - 180, CY + 60, 30) + garnishLayer(rand, [dill], CX - 30, CY, 120, 4, 24);
}

/** Garlic butter prawns: pink prawns in a pan of golden garlic butter, parsley and lemon (not on a platter like escabeche's fish). */
export function prawnPan({ rand, free }: Ctx): string {
  note("whole", "pink prawns in golden garlic butter with parsley and lemon");
  let out = skillet(rand, CX, CY, 195, "#e8b848", free) + path(blob(rand, CX, CY, 150, 140, 10, 0.12), "#f4d27a", { opacity: 0.9 });
  for (const [x, y] of scatter(rand, CX, CY, 120, 6, 76)) out += prawn(x, y, rand.int(0, 359), 0.95);
  return out + garnishLayer(rand, [g("slice", "#f6e6b0", "#fffaf0"), g("herb", "#2f8f46", "#59b96a")], CX, CY, 140, 12, 22) + garnishPiece(rand, lemon, CX + 120, CY - 110, 34);
}
