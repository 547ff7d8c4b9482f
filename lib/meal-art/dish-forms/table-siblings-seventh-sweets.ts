/**
 * Bakes and puddings the seventh test and a colleague found drawn as one plain slice or one dish:
 * crème brûlée's single ramekin with a glassy amber top cracked by a spoon; lemon drizzle's loaf cut
 * in slices under white drizzle lines; banana bread's loaf with a split banana baked on top; sticky
 * gingerbread's dark glossy squares with stem ginger; cheese scones' risen rounds under a cheese crust,
 * one split and buttered; poffertjes' heap of tiny puffed pancakes under icing sugar and butter.
 */
import { note } from "../describe";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, plate } from "../vessels";
import { dots } from "./table-siblings-sixth";

const dark = (ceramic: string) => (ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic);

/** Crème brûlée: one white fluted ramekin, a smooth glassy amber top cracked where the spoon went in, cream showing, berries beside. */
export function cremeBrulee({ rand, ceramic }: Ctx): string {
  note("vessel", "white ramekin");
  note("whole", "a smooth glassy amber caramel top cracked by a spoon, cream showing, berries beside");
  let out = plate(CX, CY, 232, dark(ceramic));
  let flutes = "";
  for (let k = 0; k < 28; k++) flutes += d`M${CX + Math.cos(k * 0.224) * 150} ${CY + Math.sin(k * 0.224) * 150}h.1`;
  out += circle(CX + 8, CY + 10, 160, "#000", { opacity: 0.2 }) + circle(CX, CY, 156, "#f8f6f0") + stroke(flutes, "#e4e0d6", 16) + circle(CX, CY, 126, "#e8e2d6") + circle(CX, CY, 120, "#c8781e");
  out += ellipse(CX - 30, CY - 40, 60, 30, "#e8a040", { opacity: 0.8 }) + ellipse(CX - 50, CY - 56, 22, 8, "#fff6d0", { opacity: 0.7 });
  // The spoon's hole: broken shards of caramel round a patch of pale custard.
  out += path(blob(rand, CX + 36, CY + 30, 38, 30, 7, 0.3), "#fbeec0") + stroke(d`M${CX + 6} ${CY + 4}l-40 -34M${CX + 60} ${CY + 10}l40 -30M${CX + 30} ${CY + 62}l-6 44M${CX + 4} ${CY + 44}l-50 20`, "#7a3a0a", 4);
  for (const [x, y, c] of [[CX + 150, CY + 150, "#c0102a"], [CX + 182, CY + 118, "#3a2a6a"], [CX + 128, CY + 186, "#3a2a6a"], [CX + 176, CY + 170, "#c0102a"]] as const) out += circle(x, y, 16, c) + circle(x - 5, y - 5, 4, "#fff", { opacity: 0.5 });
  return out + stroke(d`M${CX + 196} ${CY + 140}l22 -14M${CX + 196} ${CY + 140}l20 10`, "#3f8f2a", 6);
}

/** One loaf seen from above and its cut slices leaning in a row, for lemon drizzle and banana bread. */
function loafAndSlices(rand: Ctx["rand"], crumb: string, crust: string, top: string): string {
  let out = board(rand, CX, CY, 500, 400);
  out += el("rect", { x: 70, y: 130, width: 250, height: 150, rx: 26, fill: crust }) + el("rect", { x: 80, y: 138, width: 230, height: 134, rx: 22, fill: top });
  for (let i = 0; i < 3; i++) {
    const x = 150 + i * 110;
    out += group({ transform: at(x, 390, -6 + i * 4) }, el("rect", { x: -50, y: -70, width: 100, height: 140, rx: 16, fill: crust }) + el("rect", { x: -42, y: -60, width: 84, height: 126, rx: 12, fill: crumb }) + dots(scatter(rand, 0, 4, 34, 8, 14), crust, 5, { opacity: 0.5 }));
  }
  return out;
}

/** Lemon drizzle cake: a pale loaf and its slices under white sugar drizzle lines and a crunchy sugar crust, lemon zest. */
export function lemonDrizzle({ rand }: Ctx): string {
  note("whole", "a pale loaf cut into slices under white sugar drizzle lines and a crunchy sugar crust, lemon zest");
  let out = loafAndSlices(rand, "#fbeeb0", "#d8a048", "#f2d27a");
  let lines = "";
  for (let x = 96; x < 300; x += 26) lines += d`M${x} 140q12 66 -6 130`;
  // Each slice keeps its crunchy white sugar crust along the top edge.
  for (let i = 0; i < 3; i++) lines += d`M${112 + i * 110} ${322 + i * 8}q20 8 38 0t38 0`;
  out += stroke(lines, "#fffdf6", 8) + dots(scatter(rand, 195, 205, 90, 30, 10).map(([x, y]) => [x, 205 + (y - 205) * 0.6]), "#ffffff", 6);
  return out + stroke(scatter(rand, 195, 205, 80, 10, 18).map(([x, y]) => d`M${x} ${y}q6 -6 12 0`).join(""), "#f6c80a", 4) + group({ transform: at(470, 180) }, circle(0, 0, 40, "#f2c81a") + circle(0, 0, 32, "#fff1a0"));
}

/** Banana bread: a brown loaf with a split banana baked into its cracked top, thick slices beside, a butter curl. */
export function bananaBread({ rand }: Ctx): string {
  note("whole", "a brown loaf with a split banana baked on top, thick slices beside and butter");
  let out = loafAndSlices(rand, "#c89a5a", "#6a3a16", "#8a5226");
  out += stroke("M96 205Q195 190 294 205", "#5a2a0e", 10);
  out += path("M100 185Q195 160 290 185Q290 200 270 200Q195 186 120 200Q100 200 100 185Z", "#f6e2a0") + stroke("M110 190Q195 170 282 190", "#c8a050", 3);
  out += dots(scatter(rand, 195, 240, 80, 12, 16).map(([x, y]) => [x, 220 + (y - 240) * 0.3]), "#4a2008", 8);
  return out + el("rect", { x: 440, y: 160, width: 60, height: 40, rx: 10, fill: "#f8e07a" });
}

/** Sticky gingerbread: dark glossy squares of ginger cake with pieces of stem ginger on top, on a board. */
export function stickyGingerbread({ rand }: Ctx): string {
  note("whole", "dark glossy squares of sticky ginger cake topped with stem ginger pieces");
  let out = board(rand, CX, CY, 480, 420);
  for (const [x, y] of [[190, 200], [330, 190], [200, 340], [340, 350], [460, 270]] as const) {
    const rot = rand.range(-8, 8);
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -62, y: -62, width: 124, height: 124, rx: 10, fill: "#3a1a08" }) + el("rect", { x: -56, y: -58, width: 112, height: 108, rx: 8, fill: "#5a2a0e" }) +
      ellipse(-18, -24, 30, 14, "#9a5a2a", { opacity: 0.7 }) + path(blob(rand, 10, 10, 16, 12, 6, 0.3), "#e8b040") + path(blob(rand, -20, 20, 12, 10, 6, 0.3), "#e8b040"));
  }
  return out;
}

/** Cheese scones: round golden risen scones with a browned cheese crust, one split open and buttered. */
export function cheeseScones({ rand, ceramic }: Ctx): string {
  note("whole", "round golden risen scones with a browned cheese crust, one split open with butter");
  let out = plate(CX, CY, 232, dark(ceramic));
  for (const [x, y] of [[CX - 80, CY - 80], [CX + 90, CY - 60], [CX - 60, CY + 100]] as const) {
    out += circle(x + 4, y + 8, 70, "#000", { opacity: 0.2 }) + circle(x, y, 70, "#c8862a") + circle(x - 2, y - 2, 60, "#e8b24a") + path(blob(rand, x, y, 52, 46, 9, 0.3), "#d8902a") + dots(scatter(rand, x, y, 46, 10, 12), "#a85a14", 8);
  }
  // The split one: two halves face up, crumb cream with butter melting on.
  for (const [x, y] of [[CX + 60, CY + 80], [CX + 150, CY + 150]] as const) out += circle(x, y, 60, "#d8962e") + circle(x, y, 52, "#f8e4b0") + dots(scatter(rand, x, y, 40, 8, 12), "#f0c860", 6) + el("rect", { x: x - 18, y: y - 16, width: 34, height: 26, rx: 6, fill: "#fbe680" });
  return out;
}

/** Poffertjes: a heap of tiny puffed pale pancakes with golden spots, under icing sugar, a pat of butter melting on top. */
export function poffertjes({ rand, ceramic }: Ctx): string {
  note("whole", "a heap of tiny puffed pale pancakes with golden tops under icing sugar, a pat of butter");
  let out = plate(CX, CY, 232, dark(ceramic));
  // Each little pancake is a dot of every layer: shadow, pale batter, golden top, a highlight.
  const cakes = scatter(rand, CX, CY, 160, 26, 44);
  const shift = (dx: number): [number, number][] => cakes.map(([x, y]) => [x + dx, y + dx]);
  out += dots(shift(3), "#000", 48, { opacity: 0.18 }) + dots(cakes, "#f4dca0", 48) + dots(shift(-2), "#e0a048", 30) + dots(shift(-6), "#f8d890", 10);
  out += dots(scatter(rand, CX, CY, 170, 70, 12), "#ffffff", 6, { opacity: 0.9 });
  return out + el("rect", { x: CX - 26, y: CY - 22, width: 52, height: 40, rx: 8, fill: "#f8e07a" }) + el("rect", { x: CX - 20, y: CY - 18, width: 26, height: 14, rx: 5, fill: "#fff4c0" });
}
