/**
 * Bakes and egg plates that shared one drawing with a sibling (issue 38): a Cornish pasty's big
 * crimped D against a plate of small fork-sealed empanadas, a quiche whose filling shows its colour
 * (golden cheese and onion, green spinach and feta) with a wedge cut, bread and butter pudding's
 * browned triangles in custard, huevos rancheros' eggs on tortillas, and shredded hash browns.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Garnish } from "../palette";
import { egg } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

/** Pasties: two big D-shaped pasties with a rope-crimped ridge on a board, one cut open when `cutOpen` gives its filling's colour; empanadas: small half-moons with fork-marked edges and a salsa. */
export function pasties({ rand, ceramic }: Ctx, kind: "pasty" | "empanada", cutOpen?: string): string {
  note("dish", kind === "pasty" ? `two big crimped golden pasties${cutOpen ? ", one cut open" : ""}` : "small golden half-moon pastries");
  if (kind === "pasty") {
    let out = board(rand, CX, CY, 520, 440);
    const places = cutOpen ? [[CX + 30, CY - 70, 12], [CX - 30, CY + 80, 6]] as const : [[CX - 40, CY - 60, -14], [CX + 40, CY + 90, -8]] as const;
    for (const [i, [x, y, rot]] of places.entries()) {
      // Side on, a pasty's crimp runs along its top like a rope: the pasty's own mark.
      out += group({ transform: at(x, y, rot, 0.85) }, path("M-170 40Q-150 -90 0 -90Q150 -90 170 40Q0 70 -170 40Z", "#c8842e") + path("M-158 34Q-140 -78 0 -78Q140 -78 158 34Q0 58 -158 34Z", "#e4a548") +
        stroke("M-150 30Q-130 -66 0 -72Q130 -66 150 30", "#a8661e", 16, { "stroke-dasharray": "2 16" }) + stroke("M-100 -20q10 20 0 40M60 -24q10 20 0 40", "#f2c878", 6) +
        // Cut in half: the filling shows at the cut end (cheese and onion's pale, soft inside).
        (cutOpen && i === 1 ? path("M100 -56Q150 -30 160 36Q130 44 100 40Z", cutOpen, { stroke: "#c8842e", "stroke-width": 6 }) + stroke("M118 -20l12 8M124 10l10 -6", "#f6efd8", 6) : ""));
    }
    return out;
  }
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of scatter(rand, CX - 20, CY - 10, 105, 5, 95)) {
    out += group({ transform: at(x, y, rand.int(0, 359)) }, path("M-60 16A60 60 0 0 1 60 16Z", "#e0a040", { stroke: "#b8742a", "stroke-width": 4 }) + stroke("M-54 12H54", "#b8742a", 9, { "stroke-dasharray": "3 7" }));
  }
  return out + bowl(CX + 165, CY + 160, 50, "#fbf8f3", "#3f8f2a") + garnishLayer(rand, [g("cube", "#d8352a", "#ff7a6a")], CX + 165, CY + 160, 24, 4, 12);
}

/** A quiche on a plate: a fluted golden crust round its filling's colour, the pieces baked in, one wedge cut away. */
export function quiche({ rand, ceramic }: Ctx, filling: string, pieces: Garnish[]): string {
  note("dish", `a fluted quiche of ${colourWord(filling)} filling, a wedge cut away`);
  let out = plate(CX, CY, 225, ceramic);
  let flutes = "";
  for (let k = 0; k < 30; k++) flutes += d`M${CX + Math.cos(k * 0.2094) * 172} ${CY + Math.sin(k * 0.2094) * 172}h.1`;
  out += stroke(flutes, "#c8842e", 34) + circle(CX, CY, 172, "#e4a548") + circle(CX, CY, 152, filling);
  out += garnishLayer(rand, pieces, CX, CY, 125, 14, 30);
  for (const [x, y] of scatter(rand, CX, CY, 120, 7, 40)) out += path(blob(rand, x, y, 16, 11, 6, 0.3), "#c8862e", { opacity: 0.45 });
  // The cut wedge: the plate shows through, and the filling's depth along the cut edges.
  return out + path(d`M${CX} ${CY}L${CX + 200} ${CY + 40}A204 204 0 0 1 ${CX + 110} ${CY + 172}Z`, ceramic) + stroke(d`M${CX + 170} ${CY + 34}L${CX} ${CY}L${CX + 92} ${CY + 146}`, "#d8a23e", 8);
}

/** Bread and butter pudding: overlapping triangles of buttered bread, browned at the tips, sunk in custard with raisins. */
export function breadPudding({ rand }: Ctx): string {
  note("vessel", "baking dish");
  note("whole", "overlapping triangles of browned bread in custard with raisins");
  let out = el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: rand.pick(["#f3efe6", "#2a6f97", "#e9c46a"]) }) + el("rect", { x: 118, y: 148, width: 364, height: 274, rx: 22, fill: "#f4dc98" });
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 160 + col * 72 + (row % 2) * 20;
      const y = 195 + row * 85;
      out += group({ transform: at(x, y, -25 + (row % 2) * 10) }, path("M-44 30L0 -44L44 30Z", "#f0d49a", { stroke: "#a8662a", "stroke-width": 5, "stroke-linejoin": "round" }) + path("M-16 -16L0 -44L16 -16Z", "#a8662a"));
    }
  }
  return out + garnishLayer(rand, [g("dot", "#4a2418", "#7a4a2a")], CX, 285, 150, 16, 18);
}

/** Huevos rancheros: two tortillas on a plate, fried eggs on them under red salsa, black beans, avocado and coriander. */
export function huevosRancheros({ rand, ceramic }: Ctx): string {
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of [[CX - 60, CY - 40], [CX + 60, CY + 50]] as const) out += circle(x, y, 110, "#e8cf8a", { stroke: "#c8a050", "stroke-width": 4 }) + path(blob(rand, x, y, 96, 90, 9, 0.2), "#c8381f", { opacity: 0.9 });
  out += egg(CX - 60, CY - 40, 0.9, rand) + egg(CX + 60, CY + 50, 0.9, rand);
  let beans = "";
  for (const [x, y] of scatter(rand, CX - 110, CY + 110, 50, 12, 14)) beans += d`M${x} ${y}l4 2`;
  out += stroke(beans, "#2a1a1a", 11);
  return out + garnishLayer(rand, [g("slice", "#5f9b3a", "#d7f0a2"), g("herb", "#2f8f46", "#59b96a")], CX + 110, CY - 110, 50, 6, 30);
}

/** Hash browns: golden oblong patties of shredded potato, shreds showing at the crisp edges, with ketchup. */
export function hashBrowns({ rand, ceramic }: Ctx): string {
  note("whole", "golden oblong potato patties with ketchup");
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y, rot] of [[CX - 70, CY - 60, -15], [CX + 70, CY - 30, 10], [CX - 20, CY + 80, -5]] as const) {
    let shreds = "";
    for (const [sx, sy] of scatter(rand, 0, 0, 60, 16, 12)) shreds += d`M${sx * 1.5} ${sy * 0.7}l${rand.int(10, 18)} ${rand.int(-3, 3)}`;
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -100, y: -52, width: 200, height: 104, rx: 48, fill: "#b8702a" }) + el("rect", { x: -92, y: -45, width: 184, height: 90, rx: 42, fill: "#e0a848" }) + stroke(shreds, "#f6d88a", 5) + stroke(shreds, "#a8621e", 2, { transform: "translate(0 4)" }));
  }
  return out + bowl(CX + 165, CY + 160, 44, "#fbf8f3", "#c8281f") + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), CX + 150, CY + 60, 26);
}
