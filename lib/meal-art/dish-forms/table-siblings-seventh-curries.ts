/**
 * Vegan curries that were all one bowl of sauce with rice beside, each now served the way it comes to
 * the table: yasai curry's thick brown roux beside white rice on one plate with red pickles (chicken
 * katsu the same under a sliced golden cutlet); vegetable korma's pale cream sauce with almonds and a
 * naan; Thai green curry's pale green coconut broth with tofu, round Thai aubergines and basil; aloo
 * matar in a steel katori on a thali with rice and roti; rajma's dark kidney beans in a copper handi;
 * tofu adobo's glossy soy-dark cubes with bay leaves and peppercorns in a pan; three-bean chilli's three
 * colours of bean under sour cream and avocado.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, pot, skillet } from "../vessels";
import { dots } from "./table-siblings-sixth";

const light = (ceramic: string) => (ceramic === "#e9c46a" || ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
const coriander = g("leaf", "#2f8f46", "#59b96a");

/** A mound of white rice grains. */
const rice = (rand: Ctx["rand"], x: number, y: number, rx: number, ry: number) =>
  path(blob(rand, x, y, rx, ry, 9, 0.12), "#f8f4ea", { stroke: "#d8d0bc", "stroke-width": 4 }) + stroke(scatter(rand, x, y, Math.min(rx, ry) * 0.85, 26, 12).map(([px, py]) => d`M${px} ${py}l7 3`).join(""), "#e4dcc8", 4);

/** Japanese curry on one plate: rice on one side, thick glossy brown roux with carrot and potato chunks on the other, red pickles. */
export function japaneseCurry({ rand, ceramic }: Ctx, cutlet: boolean): string {
  note("whole", cutlet ? "a sliced golden breaded cutlet on thick brown curry sauce beside white rice, red pickles" : "thick glossy brown curry with carrot and potato chunks beside white rice on one plate, red pickles");
  let out = plate(CX, CY, 232, light(ceramic)) + rice(rand, CX - 80, CY - 70, 110, 100);
  out += path(blob(rand, CX + 60, CY + 60, 150, 120, 10, 0.1), "#5a2e10") + path(blob(rand, CX + 40, CY + 40, 90, 50, 8, 0.2), "#8a4a1e", { opacity: 0.6 });
  if (cutlet) {
    for (let i = 0; i < 5; i++) out += group({ transform: at(CX - 20 + i * 44, CY + 40 - i * 22, -30) }, el("rect", { x: -20, y: -70, width: 40, height: 140, rx: 8, fill: "#b8701e" }) + el("rect", { x: -16, y: -66, width: 28, height: 132, rx: 6, fill: "#e8b050" }) + dots(scatter(rand, 0, 0, 50, 6, 14).map(([x, y]) => [x * 0.25, y]), "#f6d690", 6));
  } else {
    for (const [x, y] of scatter(rand, CX + 60, CY + 60, 100, 5, 50)) out += path(blob(rand, x, y, 22, 18, 6, 0.2), "#f07a1a") + circle(x - 5, y - 5, 6, "#ffa860");
    for (const [x, y] of scatter(rand, CX + 60, CY + 60, 100, 5, 50)) out += el("rect", { x: x - 18, y: y - 16, width: 36, height: 32, rx: 8, fill: "#f0d890" });
  }
  return out + dots(scatter(rand, CX - 150, CY + 110, 24, 12, 9), "#d8203a", 10);
}

/** Vegetable korma: a pale cream cashew sauce with vegetables, toasted flaked almonds and a cream swirl, a naan beside. */
export function veganKorma({ rand, free }: Ctx): string {
  note("whole", "pale cream korma sauce with vegetables, toasted flaked almonds and a cream swirl, a naan beside");
  const side = free === "right" ? 1 : -1;
  let out = group({ transform: at(CX + side * 150, CY + 170, side * 30, 0.85) }, path("M-110 0Q-100 -70 0 -66Q110 -60 110 0Q100 60 0 64Q-100 66 -110 0Z", "#e8c88a") + dots(scatter(rand, 0, 0, 70, 10, 22), "#a86a2a", 14) + dots(scatter(rand, 0, 0, 60, 8, 20), "#f6e4b8", 10));
  // A copper bowl: the pale sauce reads against it, and it is neither a noodle broth nor a soup in china.
  out += bowl(CX - side * 20, CY - 20, 205, "#b87333", "#f0d49a") + stroke(d`M${CX - side * 20 - 80} ${CY - 30}q80 -60 160 0`, "#fffaf0", 12);
  for (const [x, y] of scatter(rand, CX - side * 20, CY - 20, 130, 6, 50)) out += el("rect", { x: x - 14, y: y - 14, width: 28, height: 28, rx: 6, fill: rand.pick(["#f07a1a", "#f6e4a0"]) });
  out += dots(scatter(rand, CX - side * 20, CY - 20, 130, 10, 26), "#6cc04a", 13);
  out += stroke(scatter(rand, CX - side * 20, CY - 20, 130, 14, 22).map(([x, y]) => d`M${x - 9} ${y}q9 -6 18 0`).join(""), "#d8a050", 7);
  return out + garnishLayer(rand, [coriander], CX - side * 20, CY - 20, 120, 4, 22);
}

/** Thai green curry with tofu: pale green coconut broth, tofu cubes, round pale Thai aubergines, red chilli and basil, rice beside. */
export function thaiGreenTofu({ rand, ceramic }: Ctx): string {
  note("whole", "pale green coconut curry with tofu cubes, round Thai aubergines, red chilli and basil, rice beside");
  let out = circle(CX - 160, CY + 160, 88, "#fbf8f3") + rice(rand, CX - 160, CY + 160, 70, 64);
  out += bowl(CX + 30, CY - 30, 195, ceramic === "#e2ecd9" ? "#fbf8f3" : light(ceramic), "#b8d48a") + ellipse(CX - 10, CY - 80, 70, 30, "#e4f0c8", { opacity: 0.7 });
  for (const [x, y] of scatter(rand, CX + 30, CY - 30, 120, 5, 50)) out += el("rect", { x: x - 20, y: y - 20, width: 40, height: 40, rx: 6, fill: "#f4ead0" }) + el("rect", { x: x - 20, y: y - 20, width: 40, height: 12, rx: 5, fill: "#d8b070" });
  for (const [x, y] of scatter(rand, CX + 30, CY - 30, 120, 5, 50)) out += circle(x, y, 18, "#7aa83a") + circle(x, y, 13, "#eef4d0") + dots([[x - 4, y], [x + 4, y + 3], [x, y - 5]], "#8a9a5a", 3);
  out += stroke(scatter(rand, CX + 30, CY - 30, 120, 6, 40).map(([x, y]) => d`M${x - 12} ${y}l24 8`).join(""), "#d8201a", 7);
  return out + garnishLayer(rand, [g("leaf", "#1f6a2a", "#3f8f3a")], CX + 30, CY - 30, 120, 7, 28);
}

/** Aloo matar on a steel thali: a katori of orange-red tomato gravy with potato cubes and peas, rice and two folded rotis. */
export function alooMatar({ rand }: Ctx): string {
  note("vessel", "steel thali");
  note("whole", "a steel bowl of orange-red potato and pea curry with rice and two folded rotis");
  let out = circle(CX + 8, CY + 10, 240, "#000", { opacity: 0.15 }) + circle(CX, CY, 240, "#b8bec8") + circle(CX, CY, 222, "#d4d9e0") + circle(CX, CY, 218, "none", { stroke: "#a8aeb8", "stroke-width": 3 });
  const kx = CX + 60, ky = CY - 60;
  out += circle(kx, ky, 125, "#a8aeb8") + circle(kx, ky, 112, "#d8501e") + ellipse(kx - 30, ky - 40, 40, 20, "#f07a3a", { opacity: 0.6 });
  out += dots(scatter(rand, kx, ky, 80, 7, 34), "#f2cc6a", 30, { "stroke-linecap": "square" }) + dots(scatter(rand, kx, ky, 90, 22, 16), "#5fb344", 14) + garnishLayer(rand, [coriander], kx, ky, 80, 4, 20);
  out += rice(rand, CX + 40, CY + 130, 90, 60);
  for (const [x, y, rot] of [[CX - 120, CY - 40, -20], [CX - 110, CY + 70, 10]] as const) out += group({ transform: at(x, y, rot) }, path("M-80 -50A90 90 0 0 1 80 -50L0 60Z", "#d8a860") + path("M-70 -46A80 80 0 0 1 70 -46L0 48Z", "#ecc890") + dots(scatter(rand, 0, -20, 40, 6, 16), "#a8702a", 10));
  return out;
}

/** Rajma: dark red kidney beans in a thick red-brown gravy in a copper handi, a cream swirl, onion rings and coriander, rice beside. */
export function rajma({ rand, free }: Ctx): string {
  note("vessel", "copper handi");
  note("whole", "dark red kidney beans in thick red-brown gravy with a cream swirl, onion rings and coriander, rice beside");
  const side = free === "right" ? 1 : -1;
  let out = circle(CX + side * 170, CY + 170, 80, "#fbf8f3") + rice(rand, CX + side * 170, CY + 170, 62, 56);
  const hx = CX - side * 30, hy = CY - 30;
  out += circle(hx + 8, hy + 12, 200, "#000", { opacity: 0.15 }) + circle(hx, hy, 200, "#b87333") + circle(hx, hy, 184, "#d8904a") + circle(hx, hy, 172, "#6a1e12");
  for (const [x, y] of scatter(rand, hx, hy, 140, 20, 30)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-16 -4C-16 -14 16 -14 16 -4C16 8 6 6 0 9C-7 12 -16 7 -16 -4Z", "#4a0a12") + ellipse(-4, -5, 5, 3, "#a8404a"));
  out += stroke(d`M${hx - 60} ${hy}q60 -50 120 0`, "#fbf8f0", 10) + stroke(scatter(rand, hx, hy, 110, 3, 50).map(([x, y]) => d`M${x - 20} ${y}a20 14 0 1 0 40 0a20 14 0 1 0 -40 0`).join(""), "#e8c8e0", 5);
  return out + garnishLayer(rand, [coriander], hx, hy, 120, 6, 24);
}

/** Tofu adobo: glossy soy-dark tofu cubes in a pan with bay leaves, whole black peppercorns and garlic cloves. */
export function tofuAdobo({ rand, free }: Ctx): string {
  note("whole", "glossy soy-dark tofu cubes with bay leaves, black peppercorns and garlic cloves");
  let out = skillet(rand, CX, CY, 215, "#3a1a0a", free) + ellipse(CX - 50, CY - 60, 90, 40, "#6a3a1a", { opacity: 0.6 });
  for (const [x, y] of scatter(rand, CX, CY, 150, 11, 54)) out += group({ transform: at(x, y, rand.range(-20, 20)) }, el("rect", { x: -24, y: -24, width: 48, height: 48, rx: 8, fill: "#6a3412" }) + el("rect", { x: -18, y: -20, width: 30, height: 14, rx: 5, fill: "#a8642a" }));
  for (const [x, y] of scatter(rand, CX, CY, 150, 4, 70)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-34 0Q0 -18 34 0Q0 18 -34 0Z", "#6a7a3a") + stroke("M-30 0H30", "#9aa86a", 3));
  return out + dots(scatter(rand, CX, CY, 160, 20, 18), "#111", 10) + dots(scatter(rand, CX, CY, 150, 6, 40), "#f6efd8", 20);
}

/** Three-bean chilli: a red chilli with dark red kidney, black and white cannellini beans, sour cream, avocado and coriander. */
export function threeBeanChilli({ rand }: Ctx): string {
  note("whole", "red chilli with kidney, black and white beans, sour cream, avocado slices and coriander");
  let out = pot(CX, CY, 212, "#2a6f97", "#a82a16");
  // Each bean a short fat capsule (one path per colour keeps 27 beans small), with a glint.
  const beans = (color: string, lit: string) => {
    const pts = scatter(rand, CX, CY, 160, 9, 34);
    return stroke(pts.map(([x, y]) => d`M${x - 6} ${y - 3}l12 6`).join(""), color, 20) + dots(pts.map(([x, y]) => [x - 4, y - 5]), lit, 5);
  };
  out += beans("#5a0e14", "#a8404a") + beans("#1a1a22", "#5a5a6a") + beans("#f4ecd8", "#fff");
  out += path(blob(rand, CX - 20, CY - 10, 46, 38, 7, 0.2), "#fbf8f0");
  for (const [x, y, rot] of [[CX + 70, CY + 40, 20], [CX + 40, CY + 90, 50]] as const) out += group({ transform: at(x, y, rot) }, path("M-50 0Q0 -24 50 0Q0 10 -50 0Z", "#4a7a1a") + path("M-44 -2Q0 -18 44 -2Q0 4 -44 -2Z", "#c8e07a"));
  return out + garnishLayer(rand, [coriander], CX, CY, 140, 6, 24);
}
