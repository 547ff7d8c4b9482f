/**
 * Breakfasts and egg dishes that all came out as toast with a fried egg or an omelette in a pan,
 * drawn by their own shape: eggs Benedict and Florentine (muffin halves, ham or spinach, a poached egg
 * under hollandaise), tamagoyaki's sliced rolled omelette, bubble and squeak's browned cake of mash
 * and greens, and tortang talong's fan-shaped aubergine omelettes.
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, skillet } from "../vessels";

/** Two English muffin halves, each with ham (Benedict) or spinach (Florentine), a poached egg and hollandaise running down. */
export function eggsOnMuffins({ rand, ceramic }: Ctx, under: "ham" | "spinach"): string {
  note("dish", `muffin halves with ${under === "ham" ? "ham" : "spinach"}, poached eggs and yellow hollandaise`);
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of [[CX - 75, CY - 40], [CX + 80, CY + 45]] as const) {
    out += circle(x, y, 98, "#c98a4a") + circle(x, y, 90, "#e8c88a");
    out += under === "ham" ? path(blob(rand, x, y, 94, 88, 9, 0.1), "#e0807e", { stroke: "#b85a5a", "stroke-width": 4 }) : path(blob(rand, x, y, 92, 86, 9, 0.15), "#2f5a22") + garnishLayer(rand, [g("leaf", "#3f7a2a", "#6f9f4a")], x, y, 60, 8, 40);
    // The hollandaise runs over the egg and down the sides: its yellow is what the dish is known by.
    out += path(blob(rand, x, y, 64, 58, 9, 0.15), "#fffdf6") + path(blob(rand, x + 4, y + 8, 72, 60, 9, 0.25), "#f4c82a", { opacity: 0.95 }) + ellipse(x - 14, y - 10, 18, 9, "#fff8c0", { opacity: 0.7 });
  }
  return out + garnishLayer(rand, [g("ring", "#5fae3a", "#b6e39a"), g("speck", "#c2351d", "#e0663f")], CX, CY, 150, 8, 18);
}

/** Tamagoyaki: a rolled omelette cut in thick slices, each showing its yellow layers, with grated daikon and soy. */
export function rolledOmelette({ rand, ceramic }: Ctx): string {
  note("whole", "thick slices of rolled yellow omelette, grated radish and soy");
  let out = el("rect", { x: 110, y: 170, width: 400, height: 280, rx: 20, fill: "#000", opacity: 0.15 }) + el("rect", { x: 96, y: 154, width: 400, height: 280, rx: 20, fill: ceramic === "#3d4350" ? "#fbf8f3" : "#3d4350" });
  for (let i = 0; i < 4; i++) {
    const x = 170 + i * 78;
    // The cut face: a rounded block with the spiral of layers rolled inside it.
    out += group({ transform: at(x, 290, 0) }, el("rect", { x: -34, y: -70, width: 68, height: 140, rx: 16, fill: "#f2c230", stroke: "#c8901a", "stroke-width": 4 }) +
      stroke("M-22 -50h44M-22 -20h44M-22 10h44M-22 40h44", "#fbe27a", 5) + stroke("M-26 -58q0 -8 10 -8", "#b8761a", 3));
  }
  return out + circle(420, 200, 26, "#fbf8ee") + garnishPiece(rand, g("herb", "#4f8f3a", "#8bcf6a"), 430, 390, 28) + bowl(505, 470, 44, "#fbf8f3", "#4a2410");
}

/** Bubble and squeak: one big cake of fried mash in a pan, browned in patches, flecked with greens and carrot. */
export function potatoCake({ rand, free }: Ctx): string {
  note("whole", "one big browned cake of fried mash flecked with greens and carrot");
  let out = skillet(rand, CX, CY, 195, "#3a3f47", free) + path(blob(rand, CX, CY, 160, 150, 11, 0.08), "#b8742a") + path(blob(rand, CX, CY, 148, 138, 11, 0.1), "#e4c07a");
  for (const [x, y] of scatter(rand, CX, CY, 120, 8, 50)) out += path(blob(rand, x, y, 28, 18, 6, 0.3), "#a8622a", { opacity: 0.8 });
  return out + garnishLayer(rand, [g("leaf", "#3f8f3a", "#75c26a"), g("cube", "#f28c28", "#ffb866"), g("leaf", "#2f6a2a", "#5f9a4a")], CX, CY, 125, 18, 26);
}

/** Tortang talong: two flattened grilled aubergines fanned out in egg, purple skin and green stalk showing, with ketchup. */
export function aubergineOmelettes({ rand, ceramic }: Ctx): string {
  note("whole", "two flattened purple aubergines in egg, with ketchup");
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y, rot] of [[CX - 10, CY - 65, -8], [CX + 10, CY + 60, 6]] as const) {
    out += group({ transform: at(x, y, rot) },
      path("M-150 0Q-140 -56 40 -58Q140 -40 150 0Q140 40 40 58Q-140 56 -150 0Z", "#f0c83a", { stroke: "#c8941a", "stroke-width": 4 }) +
      path("M-110 0Q-100 -34 30 -36Q110 -24 118 0Q110 24 30 36Q-100 34 -110 0Z", "#7a5a6a", { opacity: 0.75 }) +
      stroke("M-90 -16Q0 -24 100 -10M-90 14Q0 22 100 10", "#4a2a4a", 4, { opacity: 0.6 }) +
      path("M150 0l26 -18q10 18 0 36Z", "#4f7a2a"));
  }
  return out + bowl(CX + 170, CY + 165, 40, "#fbf8f3", "#c8281f") + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), CX - 170, CY + 120, 26);
}

