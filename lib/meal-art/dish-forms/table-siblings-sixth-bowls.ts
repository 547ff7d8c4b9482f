/**
 * The sixth picture test's soups and pots, drawn by what a stranger sees first: ukha's clear golden
 * fish broth in a pot with white fish, potato cubes and dill, against the smoked haddock chowder's thick
 * creamy white with yellow flakes of smoked fish; and a fish tagine whose conical lid stands beside it.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, pot } from "../vessels";
import { prawn } from "../proteins";
import { dillSprig, dots } from "./table-siblings-sixth";

/** White fish pieces: a flaky chunk with the lines where it parts into flakes. */
const fishPiece = (x: number, y: number, rot: number, flesh: string, line: string) =>
  group({ transform: at(x, y, rot) }, path("M-34 -20Q0 -30 34 -18Q40 0 32 20Q0 28 -32 20Q-40 0 -34 -20Z", flesh) + stroke("M-14 -20q6 20 0 40M8 -22q6 22 0 44", line, 4));

/** Ukha: a clear golden fish broth you can see into, in an enamel pot, white fish pieces, potato cubes, dill and peppercorns. */
export function ukhaPot({ rand }: Ctx): string {
  note("whole", "clear golden fish broth with white fish pieces, potato cubes and dill");
  let out = pot(CX, CY, 210, "#c8d8e4", "#e6b23a");
  // The broth is clear: lighter rings of shine and the pot's floor showing paler through it.
  out += circle(CX, CY, 150, "#f0c85a", { opacity: 0.6 }) + stroke(d`M${CX - 140} ${CY - 60}a150 150 0 0 1 120 -90M${CX + 60} ${CY + 150}a160 160 0 0 0 100 -80`, "#fff4c8", 8, { opacity: 0.7 });
  for (const [x, y] of scatter(rand, CX, CY, 120, 5, 78)) out += fishPiece(x, y, rand.range(-40, 40), "#fbf8f0", "#e2dccb");
  out += dots(scatter(rand, CX, CY, 150, 9, 40), "#f6e6a8", 24, { "stroke-linecap": "square" });
  // Drops of fat floating on the broth, each a small bright ring.
  out += stroke(scatter(rand, CX, CY, 160, 12, 24).map(([x, y]) => d`M${x - 6} ${y}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`).join(""), "#fff0b0", 3);
  for (const [x, y, rot] of [[CX - 90, CY - 60, 30], [CX + 80, CY + 30, -50], [CX - 20, CY + 110, 100], [CX + 40, CY - 120, 170]] as const) out += dillSprig(x, y, rot, 1.2);
  return out + dots(scatter(rand, CX, CY, 140, 8, 30), "#2a2018", 8) + group({ transform: at(CX + 110, CY - 60, 30) }, path("M-30 0Q0 -14 30 0Q0 14 -30 0Z", "#6a7a3a"));
}

/** Smoked haddock chowder: a bowl of thick creamy white soup, big yellow flakes of smoked haddock, potato cubes, chives and black pepper. */
export function haddockChowder({ rand, ceramic }: Ctx): string {
  note("whole", "thick creamy white soup with yellow smoked haddock flakes, potato and chives");
  let out = bowl(CX, CY, 220, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic, "#f6efdc");
  out += stroke(d`M${CX - 110} ${CY - 40}q60 -30 120 0t110 0M${CX - 120} ${CY + 60}q60 -30 120 0`, "#e8dcc0", 7);
  // The smoked fish: bright yellow flakes lying on the cream, their grain showing.
  for (const [x, y] of scatter(rand, CX, CY, 110, 6, 66)) out += path(blob(rand, x, y, 32, 22, 7, 0.25), "#eeaa22") + stroke(d`M${x - 14} ${y - 8}q6 8 0 16M${x + 4} ${y - 10}q6 10 0 20`, "#f8d060", 4);
  out += dots(scatter(rand, CX, CY, 140, 8, 40), "#f4e2b0", 22, { "stroke-linecap": "square" });
  out += garnishLayer(rand, [g("ring", "#3f8f3a", "#8fcf6a")], CX, CY, 140, 12, 14);
  return out + dots(scatter(rand, CX, CY, 150, 20, 20), "#2a2a2a", 5);
}

/** A tagine's conical lid standing on the table, seen from the side: the shape a stranger knows a tagine by. */
export function tagineLid(x: number, y: number): string {
  return ellipse(x + 10, y + 96, 110, 20, "#000", { opacity: 0.16 }) + ellipse(x, y + 88, 110, 22, "#8a3a20") +
    path(d`M${x - 104} ${y + 86}Q${x - 40} ${y + 20} ${x - 14} ${y - 80}H${x + 14}Q${x + 40} ${y + 20} ${x + 104} ${y + 86}Z`, "#b8502e") +
    stroke(d`M${x - 70} ${y + 56}Q${x} ${y + 70} ${x + 70} ${y + 56}M${x - 34} ${y}Q${x} ${y + 10} ${x + 34} ${y}`, "#f2d8a0", 6) +
    circle(x, y - 88, 16, "#a8482a") + el("rect", { x: x - 40, y: y - 60, width: 14, height: 110, rx: 7, fill: "#fff", opacity: 0.2, transform: `rotate(12 ${x} ${y})` });
}

/** An open mussel: a blue-black shell round its orange meat. */
const mussel = (x: number, y: number, rot: number) =>
  group({ transform: at(x, y, rot) }, path("M-30 0Q-20 -20 0 -18Q26 -14 34 0Q26 14 0 18Q-20 20 -30 0Z", "#20243a") + path("M-20 0Q-12 -10 2 -10Q20 -8 24 0Q20 8 2 10Q-12 10 -20 0Z", "#f0883a"));

/** Zarzuela: a wide terracotta cazuela of saffron-red seafood stew, open mussels, prawns and clams, lemon and parsley. */
export function zarzuela({ rand }: Ctx): string {
  note("vessel", "wide terracotta dish");
  note("whole", "saffron-red seafood stew with open mussels, prawns and clams, lemon and parsley");
  let out = circle(CX + 10, CY + 14, 230, "#000", { opacity: 0.15 }) + circle(CX, CY, 230, "#a8482a") + circle(CX, CY, 212, "#c8643a") + circle(CX, CY, 198, "#d8501e");
  const spots = scatter(rand, CX, CY, 160, 14, 60);
  spots.slice(0, 7).forEach(([x, y]) => (out += mussel(x, y, rand.range(0, 180))));
  spots.slice(7, 10).forEach(([x, y]) => (out += prawn(x, y, rand.int(0, 359), 0.9)));
  // Clams: pale ridged shells.
  spots.slice(10).forEach(([x, y]) => (out += circle(x, y, 20, "#efe2c8") + stroke(d`M${x - 12} ${y + 8}l12 -18l12 18M${x} ${y - 10}v18`, "#c8b490", 3)));
  return out + garnishLayer(rand, [g("wedge", "#f2c81a", "#fff1a0"), g("herb", "#2f8f46", "#59b96a")], CX, CY, 170, 6, 30);
}

/** Brudet: thick fish steaks in a red-brown wine and tomato stew in a pot, with a yellow slab of polenta beside it. */
export function brudet({ rand, free }: Ctx): string {
  note("whole", "fish steaks in a red-brown tomato stew, a yellow slab of polenta beside");
  const side = free === "right" ? 1 : -1;
  const px = CX - side * 40;
  let out = pot(px, CY + 20, 180, "#3a3e46", "#9a3018");
  // Chunks of white fish with their grey skin showing on one side.
  for (const [x, y] of scatter(rand, px, CY + 20, 105, 5, 74)) {
    const rot = rand.range(-40, 40);
    out += group({ transform: at(x + 3, y + 5, rot) }, path("M-36 -20Q0 -32 36 -18Q42 0 34 22Q0 30 -34 22Q-42 0 -36 -20Z", "#6a6e78")) + fishPiece(x, y, rot, "#fbf6ec", "#e2d8c4");
  }
  out += garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a"), g("ring", "#f1e3c4", "#fffaf0")], px, CY + 20, 130, 8, 22);
  // The polenta: a golden wedge on a small plate on the free side.
  const [x, y] = [CX + side * 185, CY - 185];
  return out + circle(x + 6, y + 8, 66, "#000", { opacity: 0.15 }) + circle(x, y, 66, "#fbf8f3") + path(d`M${x - 46} ${y + 28}L${x + 46} ${y + 28}L${x} ${y - 46}Z`, "#f2c230", { stroke: "#d8a020", "stroke-width": 4 });
}

/** Vietnamese caramel fish: fish steaks braised dark amber in caramel in a small clay pot, red chilli, spring onion and cracked pepper. */
export function caramelFish({ rand }: Ctx): string {
  note("vessel", "small clay pot");
  note("whole", "fish steaks braised dark amber, red chilli and spring onion");
  let out = circle(CX + 10, CY + 14, 215, "#000", { opacity: 0.15 }) + circle(CX, CY, 215, "#5a3a2a") + circle(CX, CY, 196, "#7a4e36") + circle(CX, CY, 182, "#8a4012");
  for (const [x, y] of [[CX - 70, CY - 50], [CX + 60, CY - 60], [CX, CY + 70]] as const) {
    out += path(blob(rand, x, y, 62, 50, 8, 0.1), "#4a1e08") + path(blob(rand, x - 4, y - 4, 52, 40, 8, 0.1), "#b8601e") + ellipse(x - 16, y - 14, 20, 8, "#ffc070", { opacity: 0.6 });
  }
  out += stroke(d`M${CX - 150} ${CY + 20}q40 -30 80 0`, "#d88a3a", 6, { opacity: 0.7 });
  for (const [x, y, rot] of [[CX + 110, CY + 60, 30], [CX - 120, CY + 80, -40]] as const) out += group({ transform: at(x, y, rot) }, path("M-32 0Q0 -10 32 -2Q0 8 -32 0Z", "#e0141a"));
  return out + garnishLayer(rand, [g("ring", "#3f8f3a", "#8fcf6a")], CX, CY, 150, 10, 16) + dots(scatter(rand, CX, CY, 150, 18, 18), "#1a1410", 5);
}
