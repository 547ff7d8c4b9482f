/**
 * The sixth picture test's soups and pots, drawn by what a stranger sees first: ukha's clear golden
 * fish broth in a pot with white fish, potato cubes and dill, against the smoked haddock chowder's thick
 * creamy white with yellow flakes of smoked fish; and a fish tagine whose conical lid stands beside it.
 */
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, pot } from "../vessels";
import { dillSprig, dots } from "./table-siblings-sixth";

/** White fish pieces: a flaky chunk with the lines where it parts into flakes. */
const fishPiece = (x: number, y: number, rot: number, flesh: string, line: string) =>
  group({ transform: at(x, y, rot) }, path("M-34 -20Q0 -30 34 -18Q40 0 32 20Q0 28 -32 20Q-40 0 -34 -20Z", flesh) + stroke("M-14 -20q6 20 0 40M8 -22q6 22 0 44", line, 4));

/** Ukha: a clear golden fish broth you can see into, in an enamel pot, white fish pieces, potato cubes, dill and peppercorns. */
export function ukhaPot({ rand }: Ctx): string {
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
