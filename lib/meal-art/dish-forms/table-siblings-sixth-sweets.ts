/**
 * Desserts that came out as the same pale rounds or brown cubes, each drawn by its tell: alfajores'
 * sandwiched biscuits with dulce de leche showing and coconut on the edge, Anzac biscuits' flat craggy
 * golden oat rounds on a rack, chocolate chip cookies' golden rounds studded with dark chips, sticky
 * toffee pudding's sponge under pouring toffee sauce with cream, Kaiserschmarrn's torn fluffy pancake in
 * a pan under icing sugar with plum compote, and lemon posset's pale yellow pots with shortbread.
 */
import { note } from "../describe";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate, skillet } from "../vessels";
import { garnishPiece } from "../garnish";
import { dots } from "./table-siblings-sixth";

const light = (ceramic: string) => (ceramic === "#e9c46a" || ceramic === "#3d4350" ? "#fbf8f3" : ceramic);

/** Alfajores: pale biscuits sandwiched with thick dulce de leche that shows at the edge, rolled in coconut, a spoonful of it beside. */
export function alfajores({ rand, ceramic }: Ctx): string {
  note("whole", "pale sandwich biscuits with caramel filling and coconut edges, a spoonful of caramel beside");
  let out = plate(CX, CY, 230, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic);
  for (const [x, y] of [[CX - 90, CY - 80], [CX + 80, CY - 90], [CX - 80, CY + 90], [CX + 90, CY + 70]] as const) {
    // The caramel ring rolled in coconut, then the top biscuit dusted with sugar.
    out += circle(x + 4, y + 6, 76, "#000", { opacity: 0.15 }) + circle(x, y, 76, "#b8702a") + dots(scatter(rand, x, y, 72, 18, 12).filter(([px, py]) => (px - x) ** 2 + (py - y) ** 2 > 60 ** 2), "#fffdf4", 9) +
      circle(x, y, 62, "#f4e2b8") + circle(x - 10, y - 10, 40, "#fbf2dc");
  }
  // A spoonful of dulce de leche in the middle, the filling they are known by.
  return out + path(blob(rand, CX, CY, 34, 28, 7, 0.2), "#a8601e") + ellipse(CX - 8, CY - 8, 12, 6, "#d89a5a");
}

/** Anzac biscuits: flat, craggy golden-brown oat and coconut rounds cooling on a wire rack. */
export function anzacBiscuits({ rand }: Ctx): string {
  note("vessel", "wire rack");
  note("whole", "flat craggy golden-brown oat biscuits");
  let rack = "";
  for (let x = 110; x <= 490; x += 38) rack += d`M${x} 110V490`;
  let out = el("rect", { x: 92, y: 104, width: 420, height: 400, rx: 14, fill: "#000", opacity: 0.12 }) + stroke(rack + "M100 110H500M100 490H500", "#8a9098", 4);
  for (const [x, y] of [[CX - 110, CY - 100], [CX + 30, CY - 120], [CX + 140, CY - 20], [CX - 120, CY + 50], [CX + 10, CY + 20], [CX - 30, CY + 150], [CX + 120, CY + 130]] as const) {
    out += path(blob(rand, x + 4, y + 6, 62, 58, 10, 0.12), "#000", { opacity: 0.15 }) + path(blob(rand, x, y, 62, 58, 10, 0.12), "#b8742a") + path(blob(rand, x - 3, y - 3, 54, 50, 10, 0.14), "#d8963e");
    // Cracks across the top and oats showing in them.
    out += stroke(d`M${x - 30} ${y - 10}l20 8l14 -12M${x + 4} ${y + 20}l16 -6l12 10`, "#9a5a1e", 4) + dots(scatter(rand, x, y, 44, 7, 14), "#f0cc88", 7);
  }
  return out;
}

/** Chocolate chip cookies: golden rounds studded with dark chocolate chips, on a plate. */
export function chocolateChipCookies({ rand, ceramic }: Ctx): string {
  note("whole", "golden cookies studded with dark chocolate chips");
  let out = plate(CX, CY, 230, light(ceramic));
  for (const [x, y] of [[CX - 90, CY - 80], [CX + 80, CY - 90], [CX - 85, CY + 85], [CX + 90, CY + 80], [CX, CY]] as const) {
    out += path(blob(rand, x + 4, y + 6, 70, 66, 10, 0.08), "#000", { opacity: 0.15 }) + path(blob(rand, x, y, 70, 66, 10, 0.08), "#c8842e") + path(blob(rand, x - 4, y - 4, 58, 54, 10, 0.1), "#e8b25a");
    // Chips: dark chocolate chunks pressed into the dough.
    out += dots(scatter(rand, x, y, 48, 7, 20), "#3a1a0e", 16, { "stroke-linecap": "square", "stroke-linejoin": "round" });
  }
  return out;
}

/** Sticky toffee pudding: a square of dark date sponge in a pool of toffee sauce, more sauce pouring over it, a scoop of cream. */
export function stickyToffee({ rand, ceramic }: Ctx): string {
  note("whole", "a square of dark sponge in toffee sauce with more sauce pouring over, a scoop of cream");
  let out = plate(CX, CY, 232, light(ceramic)) + path(blob(rand, CX, CY + 10, 180, 160, 10, 0.12), "#a8581a") + ellipse(CX - 60, CY + 90, 60, 14, "#d8883a", { opacity: 0.6 });
  out += el("rect", { x: CX - 96, y: CY - 104, width: 192, height: 192, rx: 18, fill: "#4a2410" }) + el("rect", { x: CX - 86, y: CY - 94, width: 172, height: 172, rx: 14, fill: "#6a3618" });
  // The sauce running down over the top and sides.
  out += path(d`M${CX - 90} ${CY - 90}H${CX + 90}V${CY - 30}Q${CX + 70} ${CY + 20} ${CX + 50} ${CY - 20}Q${CX + 20} ${CY + 50} ${CX - 10} ${CY - 10}Q${CX - 40} ${CY + 30} ${CX - 60} ${CY - 20}Q${CX - 80} ${CY + 10} ${CX - 90} ${CY - 30}Z`, "#b8621e") +
    stroke(d`M${CX - 60} ${CY - 70}q40 -12 90 0`, "#f0a050", 8, { opacity: 0.7 });
  out += path(blob(rand, CX + 120, CY + 110, 50, 40, 8, 0.15), "#fffaf0") + ellipse(CX + 110, CY + 100, 20, 10, "#fff", { opacity: 0.8 });
  return out + dots(scatter(rand, CX, CY - 20, 60, 5, 24), "#3a1a0a", 12);
}

/** Kaiserschmarrn: a pan of fluffy torn pancake pieces, golden and caramelised, snowed with icing sugar, plum compote beside. */
export function kaiserschmarrn({ rand, free }: Ctx): string {
  note("whole", "torn golden pancake pieces under icing sugar, plum compote beside");
  let out = skillet(rand, CX - 20, CY + 20, 200, "#d8a04a", free);
  for (const [x, y] of scatter(rand, CX - 20, CY + 20, 150, 16, 44)) out += path(blob(rand, x, y, 34, 24, 6, 0.35), "#c8802a") + path(blob(rand, x - 3, y - 3, 26, 17, 6, 0.35), "#f4d07a");
  out += dots(scatter(rand, CX - 20, CY + 20, 160, 60, 14), "#fffdf8", 8) + dots(scatter(rand, CX - 20, CY + 20, 130, 8, 40), "#4a1a2a", 12);
  // Plum compote in a small bowl.
  return out + circle(CX + 180, CY - 170, 60, "#f4f4f4") + circle(CX + 180, CY - 170, 48, "#5a1a3a") + dots(scatter(rand, CX + 180, CY - 170, 34, 6, 20), "#8a2a5a", 18) + ellipse(CX + 166, CY - 184, 14, 7, "#b04a7a");
}

/** Lemon posset: two small glasses of pale yellow set cream with lemon zest and a raspberry, shortbread fingers beside. */
export function lemonPosset({ rand }: Ctx): string {
  note("vessel", "two small glasses");
  note("whole", "pale yellow set cream with lemon zest and a raspberry, shortbread fingers beside");
  let out = "";
  for (const [x, y] of [[CX - 80, CY - 60], [CX + 90, CY + 20]] as const) {
    out += circle(x + 8, y + 10, 100, "#000", { opacity: 0.15 }) + circle(x, y, 100, "#e8eef2") + circle(x, y, 90, "#f8e27a") + circle(x - 20, y - 20, 40, "#fcf0b0", { opacity: 0.7 });
    out += stroke(scatter(rand, x, y, 50, 8, 14).map(([px, py]) => d`M${px} ${py}q6 -6 12 0`).join(""), "#f0b010", 4) + garnishPiece(rand, g("dot", "#d7263d", "#ff7a8a"), x + 10, y + 6, 36) + garnishPiece(rand, g("leaf", "#2f8f46", "#59b96a"), x + 30, y - 10, 24);
  }
  for (const [x, y, rot] of [[CX - 120, CY + 150, -20], [CX - 40, CY + 180, -14]] as const) out += group({ transform: at(x, y, rot) }, el("rect", { x: -60, y: -20, width: 120, height: 40, rx: 6, fill: "#f0d090" }) + stroke("M-40 0h1M-10 0h1M20 0h1", "#c8a060", 6));
  return out;
}
