/**
 * Dish forms for the oven's big dishes, drawn by what covers them: a pie dish under mash, pastry
 * or sliced potato; a whole roast bird; sausages in risen batter (toad in the hole).
 */
import { colourList, colourWord, note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { sausage } from "../proteins";
import { blob, scatter, shadow } from "../shapes";
import { circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate } from "../vessels";

export type PieTop = "mash" | "pastry" | "potato";

/** An oval pie dish: the filling shows only at the edge, the top says which pie it is. */
export function pieDish({ rand, uid }: Ctx, top: PieTop, filling: string, lattice = rand.chance(0.5)): string {
  note("dish", top === "mash" ? `ridged golden mash over ${colourWord(filling)} filling` : top === "potato" ? `overlapping potato slices over ${colourWord(filling)} filling` : `a golden ${lattice ? "lattice " : ""}pastry lid over ${colourWord(filling)} filling`);
  const dish = rand.pick(["#f3efe6", "#2a6f97", "#c0392b", "#e9c46a"]);
  note("vessel", `${colourWord(dish)} oval pie dish`);
  let out = shadow(CX, CY, 240, 180) + ellipse(CX, CY, 240, 180, dish) + ellipse(CX, CY, 212, 154, filling);
  if (top === "mash") {
    // Fork ridges in the mash and browned peaks.
    out += ellipse(CX, CY, 200, 142, "#f4dc94");
    let ridges = "";
    for (let i = -5; i <= 5; i++) ridges += d`M${CX - 170} ${CY + i * 24}q40 -14 80 0t80 0t80 0t80 0`;
    out += stroke(ridges, "#e0b45a", 6);
    for (const [x, y] of scatter(rand, CX, CY, 150, 14, 40)) out += path(blob(rand, x, y, 14, 8, 6, 0.3), "#b8742a", { opacity: 0.7 });
  } else if (top === "pastry" && lattice) {
    // A lattice over the filling, crimped round the edge.
    let strips = "";
    for (let i = -3; i <= 3; i++) strips += d`M${CX + i * 56 - 90} ${CY - 140}l180 280M${CX + i * 56 + 90} ${CY - 140}l-180 280`;
    out += el("defs", {}, el("clipPath", { id: `l${uid}` }, ellipse(CX, CY, 206, 148, "#000"))) + group({ "clip-path": `url(#l${uid})` }, stroke(strips, "#e2a24a", 22)) +
      ellipse(CX, CY, 206, 148, "none", { stroke: "#c98632", "stroke-width": 24, "stroke-dasharray": "4 14", "stroke-linecap": "round" });
  } else if (top === "pastry") {
    out += ellipse(CX, CY, 206, 148, "#e2a24a") + ellipse(CX, CY, 206, 148, "none", { stroke: "#c98632", "stroke-width": 22, "stroke-dasharray": "4 14", "stroke-linecap": "round" }) +
      ellipse(CX - 30, CY - 40, 120, 60, "#f0be6a", { opacity: 0.7 }) + stroke(d`M${CX - 30} ${CY - 20}l30 20l30 -20M${CX - 30} ${CY + 20}l30 20l30 -20`, "#9a5a1e", 7) +
      path(d`M${CX + 70} ${CY - 70}q40 -30 80 0q-40 30 -80 0Z`, "#d8953f", { stroke: "#b8742a", "stroke-width": 3 });
  } else {
    // Overlapping rounds of sliced potato, browned at the edges (Lancashire hotpot).
    for (let row = -3; row <= 3; row++) {
      for (let i = -4; i <= 4; i++) {
        const x = CX + i * 44 + (row % 2 ? 22 : 0);
        const y = CY + row * 38;
        if (((x - CX) / 190) ** 2 + ((y - CY) / 132) ** 2 > 1) continue;
        out += circle(x, y, 30, "#e9b85a", { stroke: "#b8742a", "stroke-width": 4 });
      }
    }
  }
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX + 120, CY + 100, 30, 2, 26);
}

/** A whole roast bird on a platter with roast potatoes and herbs round it. */
export function roastBird({ rand, ceramic }: Ctx, skin = "#c9782a"): string {
  note("dish", `a whole ${colourWord(skin)} roast bird with roast potatoes round it`);
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of scatter(rand, CX, CY, 185, 14, 40)) if (((x - CX) / 150) ** 2 + ((y - CY) / 110) ** 2 > 1) out += path(blob(rand, x, y, 22, 18, 6, 0.25), "#e0a84a", { stroke: "#b8742a", "stroke-width": 3 });
  // Legs first, body over them, then the breast's sheen.
  out += ellipse(CX - 95, CY + 70, 50, 34, shade(skin, -0.1), { transform: `rotate(35 ${CX - 95} ${CY + 70})` }) +
    ellipse(CX + 95, CY + 70, 50, 34, shade(skin, -0.1), { transform: `rotate(-35 ${CX + 95} ${CY + 70})` }) +
    circle(CX - 125, CY + 105, 12, "#f3ead6") + circle(CX + 125, CY + 105, 12, "#f3ead6");
  out += ellipse(CX, CY - 10, 130, 100, skin) + ellipse(CX, CY - 20, 110, 78, shade(skin, 0.15)) +
    stroke(d`M${CX} ${CY - 90}V${CY + 60}`, shade(skin, -0.2), 5, { opacity: 0.5 }) + ellipse(CX - 40, CY - 50, 40, 18, "#fff", { opacity: 0.25 });
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a"), g("wedge", "#f7d43c", "#fff3a8")], CX, CY + 150, 60, 3, 34);
}

/** Toad in the hole: sausages sunk in risen golden batter in a roasting tin. */
export function toadInTheHole({ rand }: Ctx): string {
  note("vessel", "roasting tin");
  note("whole", "sausages sunk in risen golden batter");
  let out = el("rect", { x: 82, y: 122, width: 450, height: 370, rx: 26, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 70, y: 110, width: 450, height: 370, rx: 26, fill: "#4a5058" }) +
    path(blob(rand, 295, 295, 200, 160, 12, 0.08), "#c98a3a") + path(blob(rand, 295, 295, 170, 130, 12, 0.12), "#e8b65a");
  for (let i = 0; i < 4; i++) out += sausage(295 + (i % 2 ? 60 : -60), 200 + i * 60, 0, "#8a4a2a");
  return out + stroke(d`M150 160q40 -20 90 0M350 430q40 10 80 -10`, "#f6d58a", 10, { opacity: 0.7 });
}

/** A dark roasting tin of browned pieces: roast potatoes, roasted vegetables, a traybake. */
export function roastTin({ rand }: Ctx, pieces: string[]): string {
  note("vessel", "roasting tin");
  note("dish", `roasted ${colourList(pieces)} pieces`);
  let out = el("rect", { x: 82, y: 122, width: 450, height: 370, rx: 26, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 70, y: 110, width: 450, height: 370, rx: 26, fill: "#3a3f46" }) + el("rect", { x: 90, y: 130, width: 410, height: 330, rx: 16, fill: "#2b2f35" });
  // One path per colour (and one for all the browned edges) keeps the picture within its byte budget.
  const bodies = pieces.map(() => "");
  let edges = "";
  let shine = "";
  scatter(rand, 295, 295, 170, 20, 60).forEach(([x, y], i) => {
    edges += blob(rand, x + 3, y + 3, 34, 28, 6, 0.25);
    bodies[i % pieces.length] += blob(rand, x, y, 29, 23, 6, 0.25);
    shine += d`M${x - 12} ${y - 8}l10 -4`;
  });
  out += path(edges, "#000", { opacity: 0.35 }) + pieces.map((color, i) => path(bodies[i]!, color)).join("") + stroke(shine, "#fff", 5, { opacity: 0.4 });
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], 295, 295, 160, 5, 28);
}

/** Focaccia in its tin: golden, dimpled, with rosemary and flakes of salt. */
export function focaccia({ rand }: Ctx): string {
  note("vessel", "baking tin");
  note("dish", "golden dimpled bread with rosemary and salt flakes");
  let out = el("rect", { x: 82, y: 132, width: 450, height: 350, rx: 20, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 70, y: 120, width: 450, height: 350, rx: 20, fill: "#4a5058" }) +
    el("rect", { x: 88, y: 138, width: 414, height: 314, rx: 34, fill: "#e0a84a" }) + el("rect", { x: 110, y: 160, width: 370, height: 270, rx: 30, fill: "#eebd62" });
  let dimples = "";
  for (let row = 0; row < 5; row++) for (let col = 0; col < 7; col++) dimples += d`M${135 + col * 53 + (row % 2) * 20} ${185 + row * 55}h.1`;
  out += stroke(dimples, "#c98a3a", 16);
  return out + garnishLayer(rand, [g("herb", "#3f6b3a", "#6f9b5a"), g("speck", "#ffffff", "#f0f0f0")], 295, 295, 170, 12, 30);
}

/** Jacket potatoes split open: brown skins, fluffy white inside, butter, beans and cheese on top. */
export function jacketPotatoes({ rand, ceramic }: Ctx): string {
  note("whole", "split jacket potatoes with butter, beans and cheese");
  let out = plate(CX, CY, 220, ceramic);
  for (const [x, y, r] of [[CX - 75, CY - 20, -20], [CX + 85, CY + 30, 15]] as const) {
    out += ellipse(x, y, 105, 72, "#8a5a3a", { transform: `rotate(${r} ${x} ${y})` }) + ellipse(x, y, 80, 50, "#f6ecd0", { transform: `rotate(${r} ${x} ${y})` }) +
      path(blob(rand, x, y - 4, 42, 28, 7, 0.2), "#c9482a") + path(blob(rand, x + 10, y + 6, 30, 16, 6, 0.3), "#f5c542", { opacity: 0.9 });
  }
  return out + garnishLayer(rand, [g("ring", "#6fbf4f", "#b6e39a")], CX, CY, 120, 5, 22);
}
