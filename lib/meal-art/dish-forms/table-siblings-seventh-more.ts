/**
 * Two more pairs a colour comparison found alike after the seventh round: the sweet potato and chickpea
 * curry (a golden bowl with rice, like the vegetable curry) now cooks in a cream enamel pot with big
 * orange sweet potato cubes, spinach and a coconut swirl; brownies (dark squares, like rocky road) are
 * served as a stack with a crackly paler top and a scoop of vanilla ice cream. Tequeños, taken for
 * spring rolls, show their spiral of dough round a white cheese end; falafel wraps, doubted against
 * black bean tacos, are cut open to show the green-centred falafel, salad and tahini.
 */
import { note } from "../describe";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, plate, pot } from "../vessels";
import { dots } from "./table-siblings-sixth";

/** Sweet potato and chickpea curry: a cream enamel pot of red-orange coconut curry, big orange sweet potato cubes, chickpeas, spinach, lime. */
export function sweetPotatoChickpea({ rand }: Ctx): string {
  note("whole", "red-orange coconut curry with big orange sweet potato cubes, chickpeas, spinach and a coconut swirl, lime");
  let out = pot(CX, CY, 212, "#f0ece0", "#d0481e") + ellipse(CX - 50, CY - 60, 70, 30, "#e8703a", { opacity: 0.6 });
  for (const [x, y] of scatter(rand, CX, CY, 150, 8, 56)) out += group({ transform: at(x, y, rand.range(-30, 30)) }, el("rect", { x: -24, y: -24, width: 48, height: 48, rx: 8, fill: "#e8701a" }) + el("rect", { x: -18, y: -20, width: 30, height: 14, rx: 5, fill: "#ffa040" }));
  out += dots(scatter(rand, CX, CY, 160, 16, 28), "#e8c07a", 22) + dots(scatter(rand, CX, CY, 160, 16, 28).map(([x, y]) => [x - 3, y - 3]), "#f6dca8", 8);
  for (const [x, y] of scatter(rand, CX, CY, 150, 5, 60)) out += path(blob(rand, x, y, 30, 20, 7, 0.3), "#2a5a22");
  out += stroke(d`M${CX - 70} ${CY + 30}q70 -50 140 0`, "#fbf6ea", 12);
  return out + group({ transform: at(CX + 120, CY - 110) }, circle(0, 0, 34, "#5a9a2a") + circle(0, 0, 27, "#c8e88a") + stroke("M0 0l20 -18M0 0l-20 -18M0 0v27", "#a8d06a", 3));
}

/** Brownies: a stack of fudgy squares with a crackly, shiny, paler top and dense dark sides, a scoop of vanilla ice cream beside. */
export function brownieStack({ rand, ceramic }: Ctx): string {
  note("whole", "a stack of fudgy chocolate squares with crackly shiny tops, a scoop of vanilla ice cream beside");
  let out = plate(CX, CY, 232, ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
  for (const [x, y, rot] of [[CX - 50, CY + 50, -6], [CX - 40, CY - 10, 8], [CX - 60, CY - 70, -14]] as const) {
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -96, y: -80, width: 192, height: 176, rx: 12, fill: "#000", opacity: 0.2 }) + el("rect", { x: -100, y: -90, width: 200, height: 180, rx: 12, fill: "#2e1608" }) +
      el("rect", { x: -92, y: -94, width: 184, height: 150, rx: 10, fill: "#7a4424" }) + stroke("M-70 -60l30 20l20 -30l40 26l30 -20M-60 10l40 -14l30 24l44 -18", "#b8825a", 4) + ellipse(-30, -50, 40, 14, "#c8926a", { opacity: 0.5 }));
  }
  out += dots(scatter(rand, CX - 60, CY - 80, 70, 8, 20), "#d8b890", 9);
  return out + circle(CX + 130, CY + 110, 62, "#000", { opacity: 0.15 }) + path(blob(rand, CX + 124, CY + 100, 62, 56, 10, 0.12), "#fbf4dc") + circle(CX + 110, CY + 84, 18, "#fffdf4") + dots(scatter(rand, CX + 124, CY + 100, 40, 10, 12), "#3a2010", 4);
}

/** Tequeños: golden sticks of dough wound in a spiral round cheese, the white cheese showing at the ends, a guasacaca dip. */
export function tequenos({ rand }: Ctx): string {
  note("whole", "golden dough sticks wound in a spiral round white cheese showing at the ends, a green dip");
  let out = board(rand, CX, CY, 500, 420);
  for (const [x, y, rot] of [[CX - 40, CY - 120, -10], [CX - 20, CY - 40, -6], [CX - 40, CY + 40, -12], [CX - 10, CY + 120, -4]] as const) {
    let spiral = "";
    for (let k = -110; k < 110; k += 26) spiral += d`M${k} -22q14 22 4 44`;
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -130, y: -26, width: 260, height: 52, rx: 20, fill: "#b8741e" }) + el("rect", { x: -124, y: -22, width: 248, height: 40, rx: 16, fill: "#e8b048" }) +
      stroke(spiral, "#a8601a", 5) + ellipse(128, 0, 14, 22, "#fffdf4") + ellipse(-128, 0, 12, 20, "#f8f4e4"));
  }
  return out + circle(CX + 170, CY - 150, 50, "#fbf8f3") + circle(CX + 170, CY - 150, 40, "#7aa83a") + dots(scatter(rand, CX + 170, CY - 150, 28, 6, 10), "#3f6a1a", 6);
}

/** Falafel wraps: two halves of a rolled flatbread cut open, brown falafel with green centres, lettuce, tomato, tahini drizzled. */
export function falafelWraps({ rand, ceramic }: Ctx): string {
  note("whole", "a rolled flatbread cut in half showing falafel with green centres, lettuce, tomato and tahini");
  let out = plate(CX, CY, 232, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic);
  for (const [x, y, rot] of [[CX - 70, CY - 30, -20], [CX + 80, CY + 40, 160]] as const) {
    out += group({ transform: at(x, y, rot) }, path("M-130 -70Q-150 0 -130 70H80Q110 0 80 -70Z", "#e8c88a") + stroke("M-110 -50H70M-110 50H70", "#c8a060", 3) +
      circle(90, 0, 74, "#d8b070") + circle(90, 0, 66, "#5fae3a") + circle(76, -22, 26, "#9a5a22") + circle(76, -22, 11, "#7ab84a") + circle(108, 18, 26, "#9a5a22") + circle(108, 18, 11, "#7ab84a") +
      circle(70, 28, 14, "#d8302a") + stroke("M60 -4q30 10 60 -6", "#fbf4e0", 8));
  }
  return out + stroke(scatter(rand, CX, CY, 60, 4, 20).map(([x, y]) => d`M${x - 20} ${y}q20 -12 40 0`).join(""), "#fbf4e0", 6);
}
