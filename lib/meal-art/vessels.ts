/**
 * Vessels: plates, bowls, pots, pans and boards the food sits on, and the cutlery beside them.
 */
import { colourWord, note } from "./describe";
import type { Rand } from "./random";
import { shadow } from "./shapes";
import { at, circle, d, el, ellipse, group, path, shade, stroke } from "./svg";
import type { Side } from "./types";

// Plate/bowl glazes: mostly light (food reads best on them), one charcoal and one mustard for contrast.
export const CERAMICS = ["#fbf8f3", "#f4ecdc", "#dde9f3", "#e2ecd9", "#f6dcd5", "#fbf8f3", "#3d4350", "#e9c46a"];

export function plate(cx: number, cy: number, r: number, color: string): string {
  note("vessel", `${colourWord(color)} plate`);
  return shadow(cx, cy, r, r) + circle(cx, cy, r, color) + circle(cx, cy, r * 0.74, shade(color, -0.05)) +
    circle(cx, cy, r * 0.74, "none", { stroke: shade(color, -0.12), "stroke-width": 3 }) +
    stroke(d`M${cx - r * 0.86} ${cy - r * 0.3}A${r * 0.91} ${r * 0.91} 0 0 1 ${cx - r * 0.3} ${cy - r * 0.86}`, "#fff", 6, { opacity: 0.7 });
}

/** A bowl seen from above: rim, inner wall, then the food surface (82% of the radius). */
export function bowl(cx: number, cy: number, r: number, color: string, fill: string): string {
  note("vessel", `${colourWord(color)} bowl`);
  return shadow(cx, cy, r, r) + circle(cx, cy, r, color) + circle(cx, cy, r * 0.86, shade(color, -0.1)) + circle(cx, cy, r * 0.82, fill) +
    stroke(d`M${cx - r * 0.92} ${cy - r * 0.2}A${r * 0.94} ${r * 0.94} 0 0 1 ${cx - r * 0.2} ${cy - r * 0.92}`, "#fff", 5, { opacity: 0.6 });
}

export function pot(cx: number, cy: number, r: number, color: string, fill: string): string {
  note("vessel", `${colourWord(color)} pot`);
  const handle = (x: number) => el("rect", { x: x - 26, y: cy - 20, width: 52, height: 40, rx: 18, fill: shade(color, -0.2) });
  return shadow(cx, cy, r + 30, r) + handle(cx - r - 8) + handle(cx + r + 8) + circle(cx, cy, r, color) +
    circle(cx, cy, r * 0.9, shade(color, -0.35)) + circle(cx, cy, r * 0.86, fill) +
    stroke(d`M${cx - r * 0.95} ${cy - r * 0.15}A${r * 0.96} ${r * 0.96} 0 0 1 ${cx - r * 0.15} ${cy - r * 0.95}`, "#fff", 5, { opacity: 0.35 });
}

/** A frying pan; its handle points to `free`, the side of the picture without cutlery. */
export function skillet(rand: Rand, cx: number, cy: number, r: number, fill: string, free: Side): string {
  const angle = rand.pick(free === "right" ? [-35, 35] : [145, 215]);
  note("vessel", "black frying pan");
  return shadow(cx, cy, r, r) +
    el("rect", { x: r - 10, y: -16, width: 150, height: 32, rx: 14, fill: "#2b2f36", transform: at(cx, cy, angle) }) +
    circle(cx, cy, r, "#2f343c") + circle(cx, cy, r * 0.9, "#1f2329") + circle(cx, cy, r * 0.86, fill);
}

export function board(rand: Rand, cx: number, cy: number, w: number, h: number): string {
  const wood = rand.pick(["#d9a86c", "#c99057", "#e2b77e"]);
  note("vessel", "wooden board");
  return el("rect", { x: cx - w / 2 + 12, y: cy - h / 2 + 16, width: w, height: h, rx: 30, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: 30, fill: wood }) +
    circle(cx + w / 2 - 34, cy - h / 2 + 34, 11, shade(wood, -0.25)) +
    stroke(d`M${cx - w / 2 + 40} ${cy - h / 4}q${w * 0.3} -16 ${w * 0.6} 0M${cx - w / 2 + 60} ${cy + h / 3}q${w * 0.3} 14 ${w * 0.55} 0`,
      shade(wood, -0.12), 3);
}

/** Fork and knife (or a spoon) beside the vessel, on a napkin: the "recipe card" look. */
export function cutlery(rand: Rand, side: Side, spoon: boolean): string {
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
