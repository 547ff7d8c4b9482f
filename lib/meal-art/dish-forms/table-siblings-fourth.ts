/**
 * The fourth picture test's mix-ups, each drawn by what a cook sees first: a prawn stir-fry's wok of
 * glossy sauce with broccoli, pepper strips and mangetout (not garlic prawns' golden butter pan), ful
 * medames' mashed brown fava with an olive-oil pool, egg and pitta (not githeri's whole maize and
 * beans), mashed potatoes' white swirl with melting butter (not stuffing's golden crumbs), and imam
 * bayildi's whole purple aubergine halves heaped with onion and tomato (not a coconut stew).
 */
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter, shadow } from "../shapes";
import { prawn } from "../proteins";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl } from "../vessels";

const parsley = g("herb", "#2f8f46", "#59b96a");

/** Prawn and vegetable stir-fry: a dark wok of glossy brown sauce with prawns, broccoli, red and yellow pepper strips and mangetout. */
export function prawnStirFry({ rand }: Ctx): string {
  const loop = (x: number) => el("rect", { x: x - 20, y: CY - 14, width: 40, height: 28, rx: 12, fill: "#1f2329" });
  let out = shadow(CX, CY, 215, 205) + loop(CX - 215) + loop(CX + 215) + circle(CX, CY, 210, "#2f343c") + circle(CX, CY, 188, "#3e444d") +
    path(blob(rand, CX, CY, 170, 166, 10, 0.08), "#8a4a1e");
  // Pepper strips in two colours, drawn as one path each (many short strokes, few bytes).
  for (const colour of ["#e0301e", "#f2c21a"]) {
    let strips = "";
    for (const [x, y] of scatter(rand, CX, CY, 140, 6, 40)) {
      const a = rand.range(0, Math.PI);
      strips += d`M${x - Math.cos(a) * 30} ${y - Math.sin(a) * 30}l${Math.cos(a) * 60} ${Math.sin(a) * 60}`;
    }
    out += stroke(strips, colour, 11);
  }
  for (const [x, y] of scatter(rand, CX, CY, 140, 5, 50)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-38 0Q0 -20 38 0Q0 20 -38 0Z", "#5fb03a") + stroke("M-26 0H26", "#b6e39a", 3));
  out += garnishLayer(rand, [g("floret", "#2f7a2a", "#7ab85a")], CX, CY, 135, 6, 46);
  for (const [x, y] of scatter(rand, CX, CY, 110, 5, 70)) out += prawn(x, y, rand.int(0, 359), 0.9);
  // The glaze: pale highlights that make the sauce look glossy.
  return out + path(blob(rand, CX - 50, CY - 70, 60, 18, 6, 0.2) + blob(rand, CX + 60, CY + 80, 40, 12, 6, 0.2), "#fff", { opacity: 0.3 });
}

/** Ful medames: mashed brown fava beans in a shallow bowl, a pool of olive oil, cumin, lemon, parsley, a halved egg, pitta beside. */
export function fulMedames({ rand, ceramic, free }: Ctx): string {
  const side = free === "right" ? 1 : -1;
  let out = "";
  // Pitta triangles tucked under the bowl's free side.
  for (const rot of [-30, 10, 50]) out += group({ transform: at(CX + side * 190, CY - 40 + rot, rot * side) }, path("M-60 -50L70 0L-60 50Q-80 0 -60 -50Z", "#e8c48a", { stroke: "#c8964a", "stroke-width": 4 }));
  out += bowl(CX - side * 20, CY, 200, ceramic, "#7a4a26");
  const x0 = CX - side * 20;
  // The mash's rough surface: dark smears of crushed beans.
  let smears = "";
  for (const [x, y] of scatter(rand, x0, CY, 140, 18, 30)) smears += d`M${x - 16} ${y}q16 -10 32 0`;
  out += stroke(smears, "#5e3418", 7);
  // A few beans left whole, so the mash reads as beans.
  for (const [x, y] of scatter(rand, x0, CY, 130, 9, 40)) out += group({ transform: at(x, y, rand.range(0, 180)) }, ellipse(0, 0, 17, 12, "#9a6236") + ellipse(-4, -3, 7, 4, "#c89a6a"));
  // Olive oil pooled in a well in the middle, golden green and shining.
  out += path(blob(rand, x0, CY, 70, 58, 8, 0.15), "#b8a82a") + path(blob(rand, x0 - 14, CY - 14, 34, 20, 6, 0.2), "#e8de6a", { opacity: 0.8 });
  out += garnishLayer(rand, [g("speck", "#8a4a1a", "#b06a2a")], x0, CY, 120, 10, 16);
  out += garnishLayer(rand, [g("egg", "#fffdf4", "#f2b01c")], x0 + 80, CY - 70, 10, 1, 70);
  out += garnishLayer(rand, [g("wedge", "#e8c81a", "#fff08a")], x0 - 90, CY + 70, 10, 1, 40);
  return out + garnishLayer(rand, [parsley], x0, CY, 130, 6, 22);
}

/** Mashed potatoes: a bowl of smooth white-cream mash swirled with a spoon, a butter pat melting in the well, a few chives. */
export function mashSwirl({ rand, ceramic }: Ctx): string {
  let out = bowl(CX, CY, 205, ceramic === "#fbf8f3" ? "#9ec1e0" : ceramic, "#f8f0da");
  // The spoon's swirl: a spiral of soft grooves, shadow under a highlight.
  let spiral = `M${CX} ${CY}`;
  for (let t = 0.3; t < 15; t += 0.3) spiral += `L${Math.round(CX + Math.cos(t) * t * 9.5)} ${Math.round(CY + Math.sin(t) * t * 9.5)}`;
  out += stroke(spiral, "#e2d2a8", 12) + stroke(spiral, "#fffdf4", 5, { transform: "translate(-4 -4)" });
  // Butter pat in the well, with melted butter running off it.
  out += path(blob(rand, CX + 14, CY + 10, 62, 50, 8, 0.25), "#f4d04a", { opacity: 0.85 }) +
    el("rect", { x: CX - 26, y: CY - 22, width: 52, height: 44, rx: 8, fill: "#f8e070", transform: `rotate(12 ${CX} ${CY})` }) +
    ellipse(CX - 8, CY - 10, 14, 6, "#fff", { opacity: 0.6 });
  return out + garnishLayer(rand, [g("ring", "#3f8f3a", "#6fbf5a")], CX, CY, 150, 8, 16);
}

/** Imam bayildi: whole halved aubergines, purple skin showing, heaped with onion and tomato, glossy oil in an oval dish, parsley. */
export function imamBayildi({ rand }: Ctx): string {
  let out = ellipse(CX + 10, CY + 14, 250, 200, "#000", { opacity: 0.15 }) + ellipse(CX, CY, 250, 200, "#f4ecdc") + ellipse(CX, CY, 226, 178, "#d8762a");
  out += path(blob(rand, CX - 60, CY + 110, 70, 20, 6, 0.2) + blob(rand, CX + 90, CY - 120, 50, 14, 6, 0.2), "#f0a84a", { opacity: 0.7 });
  for (const dy of [-95, 0, 95]) {
    const y = CY + dy;
    out += group({ transform: at(CX, y, rand.range(-6, 6)) },
      // Purple skin, the cut face pale green-cream at the edge, the filling heaped along the middle.
      ellipse(0, 0, 175, 48, "#4a1e4a") + path("M-176 0l-30 -10l6 18Z", "#3f7a2a") + ellipse(4, -4, 160, 38, "#e8e0a8") +
      path(blob(rand, 4, -6, 140, 28, 10, 0.2), "#c8301e") +
      stroke("M-110 -10q20 -12 40 0M-30 -14q20 -10 40 2M50 -12q20 -10 40 0", "#f6e6c8", 6) +
      ellipse(-60, 30, 70, 8, "#8a4a8a", { opacity: 0.8 }));
  }
  out += path(blob(rand, CX - 60, CY - 112, 40, 8, 6, 0.2) + blob(rand, CX + 50, CY - 18, 40, 8, 6, 0.2) + blob(rand, CX - 20, CY + 76, 40, 8, 6, 0.2), "#fff", { opacity: 0.45 });
  return out + garnishLayer(rand, [parsley], CX, CY, 150, 6, 24);
}
