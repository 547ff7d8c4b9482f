/**
 * Dish forms for bread a cook fills or tops (issue 38): sandwich halves stacked to show their
 * filling, a split baguette, slices of toast with their topping, boiled eggs with soldiers and a
 * ploughman's board. The filling's colours are what tell one sandwich from another.
 */
import { colourList, colourWord, note } from "../describe";
import { garnishLayer } from "../garnish";
import type { Garnish } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

export interface SandwichSpec {
  /** Bread crumb and crust colours. */
  bread: string;
  crust: string;
  /** Filling layers from the bottom up, each with its thickness. */
  fillings: [color: string, height: number][];
  /** Toasted in the pan: grill marks on the top. Grilled: a browned cheese top (croque). */
  finish?: "plain" | "toasted" | "grilled";
  /** The colour of a toasted face (rye browns darker than white bread). */
  toast?: string;
  /** Cut into triangles (the cut face is a triangle's long side) or straight halves. */
  triangles?: boolean;
}

/**
 * Two halves on a plate, the front one standing on its cut face towards the viewer so the
 * layers show, the back one lying flat with its top: bread, filling, bread.
 */
export function sandwichHalves({ rand, ceramic }: Ctx, spec: SandwichSpec): string {
  note("dish", `${spec.finish === "toasted" ? "toasted " : spec.finish === "grilled" ? "grilled " : ""}sandwich ${spec.triangles ? "triangles" : "halves"} with ${colourList(spec.fillings.map(([c]) => c))} filling`);
  let out = plate(CX, CY, 225, ceramic);
  // The back half, seen from above: a slice of bread (a triangle or a square) with its crust.
  const top = spec.triangles ? d`M150 96L450 96L450 290Z` : d`M170 96H430V270H170Z`;
  out += path(top, spec.crust, { transform: "translate(6 8)", opacity: 0.5 }) + path(top, spec.crust) +
    path(spec.triangles ? d`M175 108L438 108L438 258Z` : d`M186 112H414V254H186Z`, spec.finish === "toasted" ? (spec.toast ?? "#dfa24e") : spec.finish === "grilled" ? "#f0d08a" : spec.bread);
  if (spec.finish === "toasted") out += stroke(spec.triangles ? "M300 150l40 -16M360 170l50 -20M400 210l30 -12" : "M220 170l60 -24M260 230l90 -36M330 250l70 -28", shade(spec.crust, -0.2), 8, { opacity: 0.6 });
  if (spec.finish === "grilled") for (const [x, y] of scatter(rand, 330, 180, 70, 9, 30)) out += path(blob(rand, x, y, 20, 12, 6, 0.3), "#b8642a", { opacity: 0.75 });
  // Filling spilling at the back half's edge.
  const edge = spec.fillings[spec.fillings.length - 1]?.[0] ?? "#fff";
  out += stroke(spec.triangles ? "M168 108Q300 122 440 116" : "M182 268Q300 280 420 268", edge, 12);
  // The front half on its cut face: bread, fillings, bread, a crust line round it.
  const fill = spec.fillings.reduce((s, [, h]) => s + h * 2.2, 0);
  const x0 = 140, x1 = 460, slice = 44, bottom = 500;
  let y = bottom;
  const layer = (color: string, h: number, bulge: number) => {
    out += path(d`M${x0 - bulge} ${y}Q${CX} ${y + 6} ${x1 + bulge} ${y}V${y - h}Q${CX} ${y - h + 6} ${x0 - bulge} ${y - h}Z`, color);
    y -= h;
  };
  out += el("rect", { x: x0 - 8, y: bottom - (fill + 2 * slice) - 10, width: x1 - x0 + 16, height: fill + 2 * slice + 18, rx: 16, fill: "#000", opacity: 0.14 });
  layer(spec.crust, 6, 0);
  layer(spec.bread, slice - 6, 0);
  // Fillings drawn thicker than life: they are what tells one sandwich from another.
  for (const [color, h] of spec.fillings) layer(color, h * 2.2, rand.int(4, 12));
  layer(spec.finish === "toasted" ? shade(spec.toast ?? "#dfa24e", 0.15) : spec.bread, slice - 6, 0);
  out += path(d`M${x0} ${y}Q${CX} ${y - 16} ${x1} ${y}V${y + 8}Q${CX} ${y - 8} ${x0} ${y + 8}Z`, spec.finish === "grilled" ? "#d99a45" : spec.crust);
  return out;
}

/** A split baguette (banh mi) on a board, its fillings in strips along the opening. */
export function baguette({ rand }: Ctx, fillings: string[]): string {
  note("dish", `two split baguettes filled with ${colourList(fillings)} strips`);
  const out = board(rand, CX, CY, 520, 360);
  const roll = (cy: number, rot: number) => {
    let r = ellipse(8, 14, 230, 78, "#000", { opacity: 0.15 }) + ellipse(0, 0, 230, 78, "#c98a3e") + ellipse(0, -6, 222, 66, "#dca35a");
    r += ellipse(0, 8, 200, 34, "#f6e7c4");
    fillings.forEach((color, i) => {
      const off = (i - (fillings.length - 1) / 2) * 14;
      r += stroke(d`M-180 ${8 + off * 0.5}q45 ${-12 + off * 0.3} 90 0t90 0t90 0t90 0`, color, 14 - Math.min(i, 2) * 2, { "stroke-linecap": "round" });
    });
    r += stroke("M-150 -44l30 10M-60 -50l30 10M30 -50l30 10M120 -44l30 10", "#a86a2a", 6, { opacity: 0.7 });
    return el("g", { transform: at(CX, cy, rot) }, r);
  };
  return out + roll(215, -4) + roll(395, 3);
}

export interface ToastSpec {
  /** The topping's base colour (beans' sauce, mushrooms) and its pieces. */
  base: string;
  pieces: Garnish[];
  /** A grated cheese on top (beans). */
  cheese?: boolean;
}

/** Two slices of toast on a plate, the topping piled on and spilling over the crust. */
export function toastSlices({ rand, ceramic }: Ctx, spec: ToastSpec): string {
  note("dish", `two slices of toast under a ${colourWord(spec.base)} heap${spec.cheese ? " and melted cheese" : ""}`);
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y, rot] of [[225, 270, -10], [380, 340, 12]] as const) {
    let s = el("rect", { x: -98, y: -92, width: 196, height: 184, rx: 34, fill: "#a8672a" }) + el("rect", { x: -86, y: -80, width: 172, height: 162, rx: 28, fill: "#e0a85a" });
    s += path(blob(rand, 0, 4, 80, 70, 9, 0.22), spec.base);
    out += el("g", { transform: at(x, y, rot) }, s) + garnishLayer(rand, spec.pieces, x, y, 52, 7, 28);
    if (spec.cheese) for (const [px, py] of scatter(rand, x, y, 55, 10, 14)) out += stroke(d`M${px} ${py}l${rand.int(-10, 10)} 8`, "#f6d25a", 6);
  }
  return out;
}

/** Soft-boiled eggs in cups with their tops off, and toast soldiers lined up beside them. */
export function eggsAndSoldiers({ ceramic }: Ctx): string {
  note("whole", "two soft-boiled eggs in cups with toast soldiers");
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of [[220, 220], [220, 390]] as const) {
    out += circle(x + 6, y + 8, 74, "#000", { opacity: 0.15 }) + circle(x, y, 74, "#e8edf2") + circle(x, y, 60, "#fbf8f0") +
      circle(x, y, 52, "#fffdf6", { stroke: "#e6dcc6", "stroke-width": 4 }) + circle(x + 2, y + 2, 30, "#f6b41a") + ellipse(x - 8, y - 8, 9, 6, "#fff", { opacity: 0.6 });
  }
  for (let i = 0; i < 5; i++) {
    const x = 340 + (i % 3) * 44;
    const y = 180 + i * 52;
    out += el("rect", { x: -60, y: -16, width: 120, height: 32, rx: 6, fill: "#b8772e", transform: at(x, y, 70 + i * 4) }) +
      el("rect", { x: -54, y: -10, width: 108, height: 20, rx: 4, fill: "#e8b060", transform: at(x, y, 70 + i * 4) });
  }
  return out;
}

/** A ploughman's board: a wedge of cheese, bread, apple, pickled onions, a pot of pickle and eggs. */
export function ploughmans({ rand }: Ctx): string {
  note("whole", "a wedge of cheese, bread, apple, pickled onions, a pot of pickle and eggs");
  let out = board(rand, CX, CY, 540, 460);
  out += path("M120 170L300 130L290 240Z", "#e8b84a") + path("M120 170L290 240L270 250L110 180Z", "#d49a30") + circle(220, 180, 7, "#f4d37a") + circle(260, 200, 5, "#f4d37a");
  out += path(blob(rand, 420, 200, 90, 62, 9, 0.08), "#a8672a") + path(blob(rand, 420, 200, 78, 52, 9, 0.08), "#ecd3a0");
  for (const [x, y, rot] of [[160, 340, 20], [230, 410, -30]] as const)
    out += el("path", { d: "M-50 0A50 50 0 0 1 50 0Z", fill: "#f6efd0", stroke: "#7fbf3a", "stroke-width": 10, transform: at(x, y, rot) }) + circle(x, y - 8, 5, "#5a3a1a");
  for (const [x, y] of [[330, 330], [360, 380], [310, 390]] as const) out += circle(x, y, 22, "#efe8d8", { stroke: "#d8cdb0", "stroke-width": 4 });
  out += bowl(440, 380, 60, "#fbf8f3", "#5a3018");
  for (const [x, y] of scatter(rand, 440, 380, 34, 6, 14)) out += el("rect", { x: x - 5, y: y - 5, width: 10, height: 10, rx: 2, fill: "#8a5a2a" });
  out += ellipse(250, 300, 34, 26, "#fffdf6") + circle(250, 300, 14, "#f6b41a");
  return out;
}
