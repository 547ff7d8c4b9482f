/**
 * Chicken dishes that all came out as one fan of sliced breast on a plate, each drawn by what sets it
 * apart: Kiev's crumbed roll cut open to green garlic butter, parmigiana's cutlet under red sauce and
 * blistered mozzarella, piccata's pale cutlets in lemon butter with capers and lemon slices, ayam
 * goreng's crisp fried pieces with their crunchy crumbs, rice and sambal, and teriyaki's glossy glazed
 * slices on white rice.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { drumstick } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";
import { dots, lemonHalf } from "./table-siblings-sixth";

const light = (ceramic: string) => (ceramic === "#e9c46a" || ceramic === "#3d4350" ? "#fbf8f3" : ceramic);

/** A golden breadcrumbed cutlet: a darker fried rim, the crumb texture in two tones. */
function breadedCutlet(rand: Ctx["rand"], x: number, y: number, rx: number, ry: number): string {
  const crumb = scatter(rand, x, y, Math.min(rx, ry) * 0.9, 36, 12);
  return path(blob(rand, x + 5, y + 7, rx, ry, 10, 0.08), "#000", { opacity: 0.15 }) + path(blob(rand, x, y, rx, ry, 10, 0.08), "#a8601c") +
    path(blob(rand, x - 3, y - 3, rx - 10, ry - 10, 10, 0.08), "#dc9c40") + dots(crumb.slice(0, 20), "#f4c86a", 7) + dots(crumb.slice(20), "#a05a1a", 5);
}

/** Chicken Kiev: a plump crumbed roll cut open, bright green garlic butter running out, with mash and peas. */
export function chickenKiev({ rand, ceramic }: Ctx): string {
  note("whole", "a crumbed chicken roll cut open with green garlic butter running out, mash and peas");
  let out = plate(CX, CY, 235, light(ceramic));
  out += path(blob(rand, CX + 90, CY + 100, 90, 70, 9, 0.15), "#fbf6e6") + garnishLayer(rand, [g("dot", "#4fa83a", "#a6de7a")], CX + 130, CY - 110, 45, 10, 18);
  // Two halves of the roll, the cut faces showing white chicken round a green butter core.
  for (const [x, y, rot] of [[CX - 90, CY - 40, -25], [CX + 10, CY + 10, 155]] as const) {
    out += group({ transform: at(x, y, rot) }, path("M-90 -46Q-110 0 -90 46L40 50Q60 0 40 -50Z", "#a8601c") + path("M-82 -38Q-100 0 -82 38L34 42Q50 0 34 -42Z", "#dc9c40") +
      ellipse(46, 0, 22, 46, "#f6efe0") + ellipse(48, 0, 10, 22, "#6aa83a"));
  }
  out += path(blob(rand, CX - 40, CY - 10, 54, 30, 8, 0.25), "#8ac04a", { opacity: 0.9 }) + ellipse(CX - 50, CY - 16, 18, 6, "#d8f0a0", { opacity: 0.8 });
  return out + dots(scatter(rand, CX - 40, CY - 10, 40, 10, 10), "#2f6a22", 5);
}

/** Chicken parmigiana: a crumbed cutlet, its middle under red tomato sauce and melted, browned mozzarella, with basil. */
export function chickenParmigiana({ rand, ceramic }: Ctx): string {
  note("whole", "a crumbed cutlet under red tomato sauce and browned mozzarella, basil");
  let out = plate(CX, CY, 235, light(ceramic)) + breadedCutlet(rand, CX, CY, 175, 130);
  out += path(blob(rand, CX, CY, 130, 96, 10, 0.15), "#c8281c") + path(blob(rand, CX + 4, CY, 96, 70, 10, 0.25), "#fbf0c8");
  out += dots(scatter(rand, CX, CY, 70, 10, 20), "#d89a48", 14, { opacity: 0.8 });
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 60, 3, 34);
}

/** Chicken piccata: pale golden cutlets in a shiny lemon-butter sauce, capers, lemon slices and parsley. */
export function chickenPiccata({ rand, ceramic }: Ctx): string {
  note("whole", "pale golden cutlets in shiny lemon-butter sauce with capers, lemon slices and parsley");
  let out = plate(CX, CY, 235, light(ceramic)) + path(blob(rand, CX, CY, 190, 170, 10, 0.1), "#f2d880");
  for (const [x, y, rot] of [[CX - 70, CY - 60, -20], [CX + 70, CY + 50, 15]] as const) {
    out += group({ transform: at(x, y, rot) }, path("M-100 -10Q-96 -60 -10 -60Q90 -58 100 0Q96 56 0 60Q-96 56 -100 -10Z", "#d8a04a") + path("M-90 -10Q-86 -50 -10 -50Q80 -48 88 0Q84 46 0 50Q-86 46 -90 -10Z", "#f0cc7a"));
  }
  out += lemonHalf(CX + 110, CY - 100, 36) + lemonHalf(CX - 110, CY + 110, 32) + lemonHalf(CX + 10, CY - 10, 30);
  return out + dots(scatter(rand, CX, CY, 160, 22, 18), "#4f6a2a", 12) + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX, CY, 150, 6, 22);
}

/** Ayam goreng: deep golden fried chicken pieces under a scatter of crunchy crumbs, white rice, red sambal and cucumber. */
export function ayamGoreng({ rand, ceramic }: Ctx): string {
  note("whole", "golden fried chicken pieces under crunchy crumbs, white rice, red sambal and cucumber");
  let out = plate(CX, CY, 235, light(ceramic)) + path(blob(rand, CX + 90, CY + 90, 90, 80, 9, 0.12), "#f8f4ea");
  for (const [x, y, rot] of [[CX - 60, CY - 80, -40], [CX - 90, CY + 50, 30], [CX + 60, CY - 40, 160]] as const) out += group({ transform: at(x, y, rot, 1.2) }, drumstick(0, 0, 0, "#b8641a"));
  // The kremes: golden lacy crumbs scattered over, what makes it ayam goreng.
  out += dots(scatter(rand, CX - 30, CY - 30, 130, 40, 14), "#e8a83a", 9) + dots(scatter(rand, CX - 30, CY - 30, 130, 24, 18), "#f8d888", 5);
  out += circle(CX + 170, CY - 140, 40, "#fbf8f3") + circle(CX + 170, CY - 140, 32, "#c8281c");
  for (const [x, y] of [[CX + 20, CY + 170], [CX + 80, CY + 190]] as const) out += circle(x, y, 24, "#3f8f3a") + circle(x, y, 19, "#dcefc0");
  return out;
}

/** Chicken teriyaki: slices of chicken thigh in a dark glossy glaze on white rice, sesame and spring onion, with broccoli. */
export function chickenTeriyaki({ rand, ceramic }: Ctx): string {
  note("whole", "dark glazed chicken slices on white rice with sesame, spring onion and broccoli");
  let out = bowl(CX, CY, 222, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#2f3f6a" : ceramic, "#f6f3ea");
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 165, 50, 16)) grains += d`M${x} ${y}l8 4`;
  out += stroke(grains, "#e2dccb", 6);
  for (let i = 0; i < 5; i++) {
    out += group({ transform: at(CX - 90 + i * 42, CY - 10 + Math.abs(i - 2) * 10, 12) },
      path("M-22 -70Q0 -80 22 -70L24 70Q0 80 -24 70Z", "#5a2208") + path("M-16 -62Q0 -70 16 -62L18 62Q0 70 -18 62Z", "#9a4614") + stroke("M-6 -50v60", "#f0a060", 5, { opacity: 0.6 }));
  }
  out += stroke(d`M${CX - 120} ${CY + 60}q60 30 120 0t120 0`, "#4a1a06", 8, { opacity: 0.8 });
  out += garnishLayer(rand, [g("floret", "#2e7d3c", "#8fc86a")], CX + 40, CY + 120, 40, 3, 50);
  return out + dots(scatter(rand, CX, CY - 10, 110, 20, 14), "#fbf6e6", 5) + garnishLayer(rand, [g("ring", "#3f8f3a", "#8fcf6a")], CX, CY - 10, 110, 8, 16);
}
