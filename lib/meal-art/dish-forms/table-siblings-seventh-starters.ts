/**
 * The seventh picture test's misses among starters and bakes: onion bhajis' shaggy rounds of onion
 * strands with mint-yoghurt and tamarind (never squid rings); spring rolls' thin blistered rolls with
 * shredded vegetables showing at the cut (never cheese sticks); prawn toast's pink triangles under
 * sesame; vegetarian pigs in blankets wrapped in striped bacon; a lemon polenta cake's round with a
 * wedge of yellow grainy crumb and candied lemon (never a drizzled loaf); apple pie's lattice round with
 * the apple showing where a wedge was cut, custard beside (never baklava's diamonds).
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate } from "../vessels";
import { dots, lemonHalf } from "./table-siblings-sixth";
import { dipBowl, shreds } from "./table-siblings-seventh";

const dark = (ceramic: string) => (ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic);

/** Onion bhajis: round shaggy golden fritters made of visible onion strands, a mint-yoghurt and a tamarind dip. */
export function onionBhajis({ rand, ceramic }: Ctx): string {
  note("whole", "round shaggy golden fritters of onion strands with a mint-yoghurt dip and a tamarind dip");
  let out = plate(CX, CY, 232, dark(ceramic));
  for (const [x, y] of [[CX - 70, CY - 80], [CX + 70, CY - 50], [CX - 60, CY + 70], [CX + 80, CY + 100]] as const) {
    out += path(blob(rand, x + 4, y + 6, 62, 58, 10, 0.2), "#000", { opacity: 0.2 }) + path(blob(rand, x, y, 60, 56, 10, 0.22), "#a8601a");
    out += stroke(shreds(rand, scatter(rand, x, y, 50, 16, 12), 20), "#d8902a", 8) + stroke(shreds(rand, scatter(rand, x, y, 44, 10, 14), 16), "#f6c860", 4);
  }
  return out + dipBowl(CX + 150, CY - 150, "#b8d8a0", "#3f8f2a") + dipBowl(CX - 160, CY + 150, "#5a2a14") + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 120, 4, 22);
}

/** Vegetable spring rolls: thin tight blistered golden rolls, two cut to show shredded vegetables, sweet chilli dip. */
export function springRolls({ rand, ceramic, free }: Ctx): string {
  note("whole", "thin tight blistered golden rolls, cut ends showing shredded vegetables, with sweet chilli dip");
  const side = free === "right" ? 1 : -1;
  let out = plate(CX, CY, 232, dark(ceramic));
  [-110, -40, 30, 100].forEach((y, i) => {
    const cut = i % 2 === 1;
    out += group({ transform: at(CX - side * 20, CY + y, -18) }, el("rect", { x: -150, y: -24, width: cut ? 150 : 300, height: 48, rx: 22, fill: "#b8701e" }) + el("rect", { x: -144, y: -20, width: cut ? 138 : 288, height: 24, rx: 12, fill: "#e8a848" }) +
      dots(scatter(rand, 0, 0, 130, 16, 16).map(([x, py]) => [cut ? -Math.abs(x) : x, py * 0.15]), "#f6d08a", 6) +
      (cut ? ellipse(10, 0, 16, 24, "#d8902a") + ellipse(10, 0, 11, 19, "#f4ead0") + stroke("M4 -12l10 8M6 4l10 -4M4 10l12 0", "#4f9d3a", 3) + stroke("M6 -4l8 6M8 12l6 -6", "#f07a1a", 3) : ""));
  });
  return out + dipBowl(CX + side * 150, CY + 160, "#e8502a", "#a8140a");
}

/** Prawn toast: triangles of toast spread with a pink prawn layer, white sesame all over, sweet chilli dip and spring onion. */
export function prawnToast({ rand, ceramic, free }: Ctx): string {
  note("whole", "toast triangles with pink prawn and white sesame, sweet chilli dip and spring onion");
  const side = free === "right" ? 1 : -1;
  let out = plate(CX, CY, 232, dark(ceramic));
  for (const [x, y, rot] of [[CX - 80, CY - 70, 0], [CX + 60, CY - 90, 180], [CX - 60, CY + 70, 180], [CX + 80, CY + 60, 0]] as const) {
    out += group({ transform: at(x, y, rot + 10) }, path("M-90 50L90 50L0 -80Z", "#c8802a") + path("M-74 40L74 40L0 -64Z", "#f0a0a0") +
      dots(scatter(rand, 0, 10, 46, 18, 11).filter(([px, py]) => py > -50 + Math.abs(px) * 0.6 && py < 34), "#fffdf0", 6));
  }
  out += stroke(scatter(rand, CX, CY, 100, 8, 30).map(([x, y]) => d`M${x - 6} ${y}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`).join(""), "#4f9d3a", 3);
  return out + dipBowl(CX + side * 160, CY + 160, "#e8502a", "#a8140a");
}

/** Pigs in blankets (the vegetarian ones too): small sausages each wrapped round in a striped bacon strip, on a tray, thyme. */
export function wrappedPigs({ rand }: Ctx, sausage: string, wrap: string): string {
  note("vessel", "baking tray");
  note("whole", "small sausages wrapped in striped bacon strips, thyme");
  let out = el("rect", { x: 72, y: 92, width: 470, height: 430, rx: 24, fill: "#000", opacity: 0.15 }) + el("rect", { x: 60, y: 80, width: 480, height: 440, rx: 24, fill: "#3a3e46" }) + el("rect", { x: 76, y: 96, width: 448, height: 408, rx: 16, fill: "#4a4e58" });
  for (const [x, y] of [[190, 180], [400, 180], [190, 300], [400, 300], [190, 420], [400, 420]] as const) {
    const rot = rand.range(-20, 20);
    let wraps = "";
    for (let k = -36; k <= 36; k += 24) wraps += path(d`M${k - 10} -26L${k + 6} -26L${k + 14} 26L${k - 2} 26Z`, wrap) + stroke(d`M${k - 4} -24L${k + 8} 24`, "#f8e0d0", 3);
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -80, y: -24, width: 160, height: 48, rx: 24, fill: "#000", opacity: 0.25, transform: "translate(4 6)" }) + el("rect", { x: -80, y: -24, width: 160, height: 48, rx: 24, fill: sausage }) + wraps);
  }
  return out + garnishLayer(rand, [g("herb", "#4f7a3a", "#7aa85a")], CX, CY, 180, 6, 22);
}

/** Lemon polenta cake: a round cake with a syrup-glazed top, candied lemon slices and icing sugar, a wedge cut out showing coarse yellow grainy crumb. */
export function lemonPolentaCake({ rand, ceramic }: Ctx): string {
  note("whole", "a round cake with candied lemon slices and icing sugar, a wedge of coarse yellow crumb");
  let out = plate(CX, CY, 232, dark(ceramic));
  // The whole cake with a wedge gone (from -30° to 30°), the wedge itself laid beside it.
  const r = 170, cx = CX - 20;
  const p = (a: number) => [cx + Math.cos(a) * r, CY + Math.sin(a) * r] as const;
  const [x1, y1] = p(-0.5), [x2, y2] = p(0.5);
  out += path(d`M${cx} ${CY}L${x1} ${y1}A${r} ${r} 0 1 0 ${x2} ${y2}Z`, "#e0a02a") + path(d`M${cx} ${CY}L${x1 - 8} ${y1 + 8}A${r - 12} ${r - 12} 0 1 0 ${x2 - 8} ${y2 - 8}Z`, "#f2c23a");
  out += stroke(d`M${cx} ${CY}L${x1} ${y1}M${cx} ${CY}L${x2} ${y2}`, "#f6d86a", 12) + dots(scatter(rand, cx + 40, CY, 30, 8, 8), "#d8a02a", 4);
  for (const [x, y] of [[cx - 90, CY - 70], [cx - 100, CY + 60], [cx + 10, CY - 110], [cx + 10, CY + 110], [cx - 30, CY]] as const) out += lemonHalf(x, y, 30);
  out += dots(scatter(rand, cx - 30, CY, 150, 40, 16), "#fffdf6", 5, { opacity: 0.9 });
  out += group({ transform: at(CX + 105, CY + 10, 0) }, path("M-20 0L80 -56A110 110 0 0 1 80 56Z", "#e8b038") + path("M-10 0L70 -44A90 90 0 0 1 70 44Z", "#f6d65a") + dots(scatter(rand, 40, 0, 34, 16, 8), "#d8a82a", 6) + dots(scatter(rand, 40, 0, 34, 10, 9), "#fff0a0", 4));
  return out;
}

/** Apple pie: a round golden lattice pie with a wedge cut out showing apple slices, a jug of custard beside. */
export function applePie({ rand, free }: Ctx): string {
  note("vessel", "pie dish");
  note("whole", "a golden lattice pie with a cut wedge showing apple slices, a jug of custard beside");
  const side = free === "right" ? 1 : -1;
  const cx = CX - side * 30, r = 190;
  let out = circle(cx + 8, CY + 10, r + 14, "#000", { opacity: 0.15 }) + circle(cx, CY, r + 14, "#c8c0b8") + circle(cx, CY, r, "#c8782a");
  let lattice = "";
  for (let k = -150; k <= 150; k += 75) lattice += d`M${cx + k} ${CY - Math.sqrt(r * r - k * k) + 8}V${CY + Math.sqrt(r * r - k * k) - 8}M${cx - Math.sqrt(r * r - k * k) + 8} ${CY + k}H${cx + Math.sqrt(r * r - k * k) - 8}`;
  out += circle(cx, CY, r - 14, "#c8822a") + dots(scatter(rand, cx, CY, 160, 30, 24), "#e8b45a", 14) + group({ transform: `rotate(40 ${cx} ${CY})` }, stroke(lattice, "#a8601a", 26) + stroke(lattice, "#f0b860", 18) + stroke(lattice, "#f8d890", 5)) + circle(cx, CY, r - 6, "none", { stroke: "#d8963a", "stroke-width": 22 });
  // The missing wedge: its cut shows the filling, pale apple slices packed in golden juice.
  const a = side > 0 ? 0.35 : Math.PI - 0.35, b = side > 0 ? 1.25 : Math.PI - 1.25, sweep = side > 0 ? 1 : 0;
  const edge = (t: number, k: number) => `${cx + Math.cos(t) * k} ${CY + Math.sin(t) * k}`;
  out += path(`M${cx} ${CY}L${edge(a, r)}A${r} ${r} 0 0 ${sweep} ${edge(b, r)}Z`, "#c8862a") + stroke(`M${edge(a, r)}L${cx} ${CY}L${edge(b, r)}`, "#f0c070", 12);
  for (const [x, y] of scatter(rand, cx + Math.cos((a + b) / 2) * r * 0.62, CY + Math.sin((a + b) / 2) * r * 0.62, 46, 9, 20)) {
    out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-28 6Q0 -24 28 6Q0 -4 -28 6Z", "#fdf4d0") + stroke("M-26 5Q0 -20 26 5", "#8a5a1a", 3));
  }
  const jx = CX + side * 200, jy = CY - 190;
  out += ellipse(jx + 6, jy + 8, 62, 58, "#000", { opacity: 0.15 }) + stroke(d`M${jx + side * 50} ${jy - 10}q${side * 36} 10 ${side * 10} 40`, "#f4f0e8", 12) + circle(jx, jy, 60, "#f4f0e8") + circle(jx, jy, 50, "#f6d24a") + path(d`M${jx - side * 56} ${jy - 8}l${-side * 20} 8l${side * 20} 8Z`, "#f4f0e8") + ellipse(jx - 14, jy - 14, 18, 10, "#fff0a0");
  return out + dots(scatter(rand, cx, CY, 150, 10, 40), "#fffaf0", 6, { opacity: 0.6 });
}
