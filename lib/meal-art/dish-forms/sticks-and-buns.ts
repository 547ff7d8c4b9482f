/**
 * Dish forms for things picked up by hand: sticks (churros, tequeños, chips, wedges) with a dip,
 * and buns on a board (cinnamon rolls' spiral, crumpets' holes, split English muffins).
 */
import { colourWord, note } from "../describe";
import { circle, CX, CY, d, el, at, shade, stroke } from "../svg";
import { scatter } from "../shapes";
import type { Ctx } from "../types";
import { board, bowl } from "../vessels";

export interface SticksSpec {
  color: string;
  /** Ridged (churros), wedge-shaped (potato wedges) or plain batons. */
  shape: "ridged" | "wedge" | "baton" | "roll";
  dip: string;
  sugar?: boolean;
}

/** A pile of sticks on a paper-lined board, crossing each other, with a bowl of dip. */
export function sticks({ rand }: Ctx, spec: SticksSpec): string {
  note("dish", `${colourWord(spec.color)} ${{ ridged: "ridged sticks", wedge: "wedges", baton: "chips", roll: "rolls" }[spec.shape]}${spec.sugar ? " rolled in sugar" : ""} on paper, a ${colourWord(spec.dip)} dip`);
  let out = board(rand, CX, CY, 520, 440) + el("rect", { x: 110, y: 130, width: 300, height: 330, rx: 8, fill: "#fbf8f0", transform: "rotate(-6 260 295)" });
  const n = spec.shape === "baton" ? 16 : spec.shape === "roll" ? 6 : 9;
  for (let i = 0; i < n; i++) {
    const x = 170 + (i % 4) * 50 + rand.range(-10, 10);
    const y = 220 + Math.floor(i / 4) * 60 + rand.range(-10, 10);
    const rot = rand.int(-60, 60);
    const w = spec.shape === "baton" ? 22 : spec.shape === "roll" ? 46 : 34;
    const body = spec.shape === "wedge" ? `M-70 -6L70 -22L70 22L-70 6Z` : "";
    out += spec.shape === "wedge"
      ? el("path", { d: body, fill: spec.color, stroke: shade(spec.color, -0.3), "stroke-width": 4, "stroke-linejoin": "round", transform: at(x, y, rot) })
      : el("rect", { x: -75, y: -w / 2, width: 150, height: w, rx: w / 2.5, fill: spec.color, stroke: shade(spec.color, -0.3), "stroke-width": 3, transform: at(x, y, rot) });
    if (spec.shape === "roll") out += stroke("M-50 -14l10 28M40 -14l10 28", shade(spec.color, -0.2), 4, { transform: at(x, y, rot) });
    if (spec.shape === "ridged") out += stroke("M-66 -6H66M-66 6H66", shade(spec.color, -0.25), 3, { transform: at(x, y, rot) });
  }
  if (spec.sugar) {
    let dust = "";
    for (const [x, y] of scatter(rand, 260, 300, 150, 40, 12)) dust += d`M${x} ${y}h.1`;
    out += stroke(dust, "#fffaf0", 6);
  }
  return out + bowl(450, 420, 62, "#fbf8f3", spec.dip);
}

/** Buns on a board: the spiral of a cinnamon roll, the holes of a crumpet, a split muffin's crumb. */
export function buns({ rand }: Ctx, kind: "spiral" | "holes" | "split" | "cross"): string {
  note("dish", `four ${{ spiral: "spiral buns", holes: "crumpets full of holes", split: "split muffins", cross: "buns with crosses" }[kind]}`);
  let out = board(rand, CX, CY, 500, 440);
  const color = kind === "spiral" ? "#d9954a" : kind === "holes" ? "#e8c088" : kind === "cross" ? "#b8692a" : "#f1dcb0";
  for (const [x, y] of [[195, 205], [390, 215], [215, 395], [400, 400]] as const) {
    out += circle(x + 6, y + 8, 84, "#000", { opacity: 0.15 }) + circle(x, y, 84, shade(color, -0.25)) + circle(x, y, 74, color);
    if (kind === "spiral") {
      out += stroke(d`M${x} ${y}m0 -8a8 8 0 1 1 -8 8a18 18 0 1 1 18 18a30 30 0 1 1 -30 -30a44 44 0 1 1 44 44a56 56 0 1 1 -56 -56`, "#8a4a1a", 7) +
        stroke(d`M${x - 60} ${y - 20}q30 30 60 0t60 0M${x - 50} ${y + 30}q30 -20 60 0`, "#fffaf0", 8);
    } else if (kind === "holes") {
      let holes = "";
      for (const [px, py] of scatter(rand, x, y, 60, 22, 16)) holes += d`M${px} ${py}h.1`;
      out += stroke(holes, "#a8743a", 9) + el("rect", { x: x - 20, y: y - 14, width: 40, height: 28, rx: 6, fill: "#fbe7a1", opacity: 0.9 });
    } else if (kind === "cross") {
      // Hot cross buns: a glazed, spiced bun with its piped cross and sultanas.
      for (const [px, py] of scatter(rand, x, y, 58, 7, 16)) out += circle(px, py, 6, "#4a2616");
      out += stroke(d`M${x - 60} ${y}H${x + 60}M${x} ${y - 60}V${y + 60}`, "#f6ead0", 14) + stroke(d`M${x - 44} ${y - 36}q20 -18 44 -20`, "#fff", 6, { opacity: 0.4 });
    } else {
      let crumb = "";
      for (const [px, py] of scatter(rand, x, y, 60, 30, 12)) crumb += d`M${px} ${py}h.1`;
      out += stroke(crumb, "#d9b47a", 6) + circle(x, y, 74, "none", { stroke: "#c98a3e", "stroke-width": 6 });
    }
  }
  return out;
}
