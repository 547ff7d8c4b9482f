/**
 * Plates the seventh test and a colleague found drawn as something else: stir-fried pak choi's halved
 * heads (white stems, dark leaves) against green beans; Glamorgan sausages' pale crumb with leek flecks
 * and chutney; roast pork's joint under a scored crackling rind with slices and apple sauce (it was
 * sausages); lamb and vegetable tagines with their conical lid standing beside; a vegetable curry of
 * big visible vegetables in a golden sauce, so it is no chickpea masala.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";
import { dots } from "./table-siblings-sixth";
import { tagineLid } from "./table-siblings-sixth-bowls";
import { dipBowl } from "./table-siblings-seventh";

const light = (ceramic: string) => (ceramic === "#e9c46a" || ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
const herb = g("herb", "#2f8f46", "#59b96a");

/** Stir-fried pak choi: whole heads halved lengthways, thick white stems and dark green leaves glossy with garlic sauce. */
export function pakChoi({ rand, ceramic }: Ctx): string {
  note("whole", "halved pak choi heads with thick white stems and dark green leaves, golden garlic slices");
  let out = plate(CX, CY, 232, light(ceramic));
  for (const [x, y, rot] of [[CX - 10, CY - 110, -25], [CX + 40, CY - 20, -18], [CX - 40, CY + 60, -30], [CX + 30, CY + 140, -12]] as const) {
    out += group({ transform: at(x, y, rot, 0.85) }, path("M-150 0Q-130 -56 -40 -52Q10 -50 20 -22Q30 -14 30 0Q30 14 20 22Q10 50 -40 52Q-130 56 -150 0Z", "#1f5a22") +
      path("M-120 0Q-100 -36 -40 -36Q0 -34 8 -12Q18 -6 18 0Q18 6 8 12Q0 34 -40 36Q-100 36 -120 0Z", "#2f7a2e") + stroke("M-110 -10Q-70 -14 -30 -8M-110 10Q-70 14 -30 8", "#5a9a3a", 3) +
      path("M-10 -24Q60 -22 120 -10Q132 0 120 10Q60 22 -10 24Z", "#eaf2d8") + stroke("M0 -12Q60 -10 116 -3M0 12Q60 10 116 3", "#c8dca8", 4));
  }
  out += ellipse(CX - 60, CY - 40, 80, 30, "#fff", { opacity: 0.18 });
  return out + dots(scatter(rand, CX, CY, 150, 14, 30), "#e8b860", 10) + dots(scatter(rand, CX, CY, 150, 10, 30), "#5a2a0e", 5, { opacity: 0.6 });
}

/** Glamorgan sausages: pale golden crumbed cheese and leek sausages with green leek flecks, a dish of chutney. */
export function glamorgan({ rand, ceramic }: Ctx): string {
  note("whole", "pale golden crumbed cheese and leek sausages with green leek flecks, a dish of chutney");
  let out = plate(CX, CY, 232, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic);
  for (const [x, y, rot, cut] of [[CX - 30, CY - 110, -8, false], [CX - 50, CY - 20, -4, true], [CX - 30, CY + 70, 2, false], [CX + 10, CY + 160, 6, false]] as const) {
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -120, y: -36, width: 240, height: 72, rx: 36, fill: "#c8902e" }) + el("rect", { x: -114, y: -30, width: 228, height: 48, rx: 24, fill: "#ecc36a" }) +
      dots(scatter(rand, 0, 0, 100, 22, 12).map(([px, py]) => [px, py * 0.3]), "#f8e0a0", 6) + dots(scatter(rand, 0, 0, 100, 8, 18).map(([px, py]) => [px, py * 0.3]), "#6aa83a", 7) +
      (cut ? ellipse(118, 0, 20, 34, "#f6ecc8") + dots([[114, -12], [122, 4], [112, 14]], "#4f9a2a", 8) : ""));
  }
  return out + dipBowl(CX + 160, CY - 140, "#8a3414", "#d8702a");
}

/** Roast pork: the joint under a scored, blistered crackling rind, thick slices fanned beside, apple sauce. */
export function roastPork({ rand, ceramic, free }: Ctx): string {
  note("whole", "a pork joint under scored golden crackling, thick slices beside and apple sauce");
  const side = free === "right" ? 1 : -1;
  let out = plate(CX, CY, 232, light(ceramic));
  const jx = CX - side * 60, jy = CY - 50;
  out += ellipse(jx + 6, jy + 10, 130, 100, "#000", { opacity: 0.2 }) + ellipse(jx, jy, 130, 100, "#f0d8b8") + ellipse(jx, jy - 6, 120, 88, "#c8781e");
  let scores = "";
  for (let k = -100; k <= 100; k += 22) scores += d`M${jx + k} ${jy - 80 + Math.abs(k) * 0.3}V${jy + 70 - Math.abs(k) * 0.3}`;
  out += stroke(scores, "#8a4a12", 5) + dots(scatter(rand, jx, jy, 90, 24, 14).map(([x, y]) => [x, jy + (y - jy) * 0.8]), "#f0b860", 8);
  for (let i = 0; i < 3; i++) {
    const x = CX + side * (60 + i * 40), y = CY + 110 - i * 10;
    out += group({ transform: at(x, y, side * 20) }, ellipse(0, 0, 50, 80, "#c8782a") + ellipse(0, 0, 42, 72, "#f4e0cc") + ellipse(-6, -6, 24, 40, "#f8ece0"));
  }
  out += circle(CX + side * 150, CY - 150, 46, "#f4f0e8") + circle(CX + side * 150, CY - 150, 38, "#f4e4a0") + path(blob(rand, CX + side * 150, CY - 150, 26, 22, 7, 0.3), "#e8d080");
  return out + garnishLayer(rand, [g("herb", "#4f7a3a", "#7aa85a")], jx, jy + 110, 40, 3, 22);
}

/** A tagine: the clay base with its stew, the conical lid standing beside it (what a stranger knows it by). */
export function tagineWithLid({ rand }: Ctx, kind: "lamb" | "vegetable"): string {
  note("vessel", "clay tagine base");
  note("whole", kind === "lamb" ? "lamb in golden sauce with dark prunes, almonds and sesame, its conical lid beside" : "chickpeas, carrot, squash and apricots in golden sauce, its conical lid beside");
  const bx = CX - 60, by = CY + 70;
  let out = circle(bx + 10, by + 14, 190, "#000", { opacity: 0.15 }) + circle(bx, by, 190, "#a8482a") + circle(bx, by, 172, "#c8643a") + circle(bx, by, 158, "#d8902a");
  if (kind === "lamb") {
    for (const [x, y] of scatter(rand, bx, by, 100, 6, 60)) out += path(blob(rand, x, y, 32, 26, 7, 0.2), "#6a3018") + path(blob(rand, x - 6, y - 6, 14, 10, 6, 0.3), "#9a5a3a");
    out += dots(scatter(rand, bx, by, 120, 8, 34), "#2a1018", 20) + stroke(scatter(rand, bx, by, 120, 8, 30).map(([x, y]) => d`M${x - 8} ${y}h16`).join(""), "#f4e8d0", 8) + dots(scatter(rand, bx, by, 120, 30, 10), "#fff8e8", 4);
  } else {
    out += dots(scatter(rand, bx, by, 120, 18, 26), "#e8c07a", 20) + dots(scatter(rand, bx, by, 120, 8, 40), "#f07a1a", 26, { "stroke-linecap": "square" }) + dots(scatter(rand, bx, by, 120, 6, 40), "#f0a830", 30, { "stroke-linecap": "square" });
    for (const [x, y] of scatter(rand, bx, by, 120, 5, 40)) out += circle(x, y, 14, "#f8a040") + circle(x - 3, y - 3, 6, "#ffc870");
    out += garnishLayer(rand, [herb], bx, by, 120, 6, 22);
  }
  return out + tagineLid(CX + 170, CY - 150);
}

/** Vegetable curry: big visible vegetables (cauliflower, carrot rounds, green beans, peas, potato) in a golden curry, rice beside. */
export function vegetableCurry({ rand }: Ctx): string {
  note("whole", "cauliflower, carrot rounds, green beans, peas and potato in golden curry, rice beside");
  let out = circle(CX - 160, CY + 160, 90, "#fbf8f3") + path(blob(rand, CX - 160, CY + 160, 70, 64, 9, 0.15), "#f6f0e0") + stroke(scatter(rand, CX - 160, CY + 160, 56, 30, 10).map(([x, y]) => d`M${x} ${y}l6 3`).join(""), "#e4dcc8", 4);
  out += bowl(CX + 30, CY - 30, 190, "#3d4350", "#eebc1e") + ellipse(CX - 10, CY - 80, 60, 26, "#f8d860", { opacity: 0.6 });
  for (const [x, y] of scatter(rand, CX + 30, CY - 30, 120, 4, 60)) out += group({ transform: at(x, y, rand.range(0, 360)) }, stroke("M0 4v16", "#e8dcb0", 10) + circle(-11, -2, 13, "#fbf6e6") + circle(11, -2, 13, "#fbf6e6") + circle(0, -12, 14, "#fffdf4"));
  out += stroke(scatter(rand, CX + 30, CY - 30, 120, 7, 34).map(([x, y]) => d`M${x - 16} ${y - 6}l32 12`).join(""), "#3f8f2a", 9);
  for (const [x, y] of scatter(rand, CX + 30, CY - 30, 120, 5, 40)) out += circle(x, y, 15, "#f07a1a") + circle(x, y, 7, "#ffa850");
  return out + dots(scatter(rand, CX + 30, CY - 30, 120, 12, 22), "#6cc04a", 13) + dots(scatter(rand, CX + 30, CY - 30, 120, 5, 40), "#f6e4a0", 26, { "stroke-linecap": "square" }) + garnishLayer(rand, [herb], CX + 30, CY - 30, 110, 4, 22);
}


