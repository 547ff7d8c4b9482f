/**
 * Dishes a blind viewer took for another of their category (issue 38, third picture test), each
 * drawn by what a cook sees first: a stout stew's near-black gravy in a black cast-iron casserole
 * with a pint standing beside it, nikujaga's light soy broth in a Japanese bowl with chopsticks across, nasu dengaku's miso-glazed aubergine halves, stuffing's crumbly tray with sage,
 * and Buddha's delight's glossy wok of tofu puffs and snow peas.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, pot, skillet } from "../vessels";


/** A pint of stout seen from the side, as a drinker knows it: a tall glass of near-black beer under its cream head. */
const pint = (x: number, y: number) =>
  ellipse(x + 8, y + 92, 54, 12, "#000", { opacity: 0.18 }) + path(d`M${x - 52} ${y - 96}L${x - 40} ${y + 88}Q${x} ${y + 98} ${x + 40} ${y + 88}L${x + 52} ${y - 96}Z`, "#e4eaf0") +
  path(d`M${x - 47} ${y - 62}L${x - 37} ${y + 82}Q${x} ${y + 90} ${x + 37} ${y + 82}L${x + 47} ${y - 62}Z`, "#1a0e08") +
  path(d`M${x - 49} ${y - 92}L${x - 47} ${y - 62}H${x + 47}L${x + 49} ${y - 92}Z`, "#f2e6c8") + stroke(d`M${x - 30} ${y - 50}l6 120`, "#fff", 6, { opacity: 0.35 });

/** Beef and stout stew: near-black gravy in a black cast-iron casserole, big beef chunks and bright carrot chunks, parsley; a pint of stout beside it. */
export function stoutStew({ rand, free }: Ctx): string {
  // The pint stands on the side without cutlery, the pot leans the other way.
  const side = free === "right" ? 1 : -1;
  const px = CX - side * 40;
  note("whole", "near-black gravy with beef chunks and bright carrot chunks, a pint of stout beside");
  let out = pot(px, CY + 20, 190, "#2a2c30", "#1e0f08");
  let beef = "";
  for (const [x, y] of scatter(rand, px, CY + 20, 130, 8, 58)) beef += path(blob(rand, x, y, 32, 26, 7, 0.2), "#3e1c10") + path(blob(rand, x - 6, y - 6, 16, 10, 6, 0.3), "#6a3a22");
  out += beef + stroke(d`M${px - 110} ${CY - 40}q60 -40 130 -20`, "#6a4a3a", 6, { opacity: 0.6 });
  for (const [x, y] of scatter(rand, px, CY + 20, 135, 9, 40)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-18 -12L20 -8L14 14L-16 10Z", "#f07a1a") + path("M-12 -8L12 -5L8 6L-10 4Z", "#ffa24a"));
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], px, CY + 20, 120, 5, 22) + pint(CX + side * 205, CY - 150);
}

/** Nikujaga: a Japanese bowl of light soy broth, big potato chunks, thin beef slices, carrot, translucent onion and green peas, chopsticks across. */
export function nikujaga({ rand }: Ctx): string {
  note("whole", "light broth with thin beef slices, potato chunks, carrot, onion and green peas, chopsticks across");
  let out = bowl(CX - 10, CY + 10, 210, "#f4ecdc", "#d8a860") + circle(CX - 10, CY + 10, 198, "none", { stroke: "#2f4f8a", "stroke-width": 6, "stroke-dasharray": "4 10" });
  // Thin slices of beef lie limp over the top: wide, flat and wavy-edged, never strands.
  for (const [x, y] of scatter(rand, CX - 10, CY + 10, 110, 4, 80)) out += path(blob(rand, x, y, 46, 26, 9, 0.3), "#8a4a2c", { opacity: 0.9 }) + path(blob(rand, x - 4, y - 4, 30, 12, 7, 0.3), "#b06a44", { opacity: 0.8 });
  for (const [x, y] of scatter(rand, CX - 10, CY + 10, 120, 6, 70)) out += path(blob(rand, x, y, 42, 34, 6, 0.18), "#e8c070") + path(blob(rand, x - 6, y - 6, 24, 16, 6, 0.3), "#f8e4a8");
  let onion = "";
  for (const [x, y] of scatter(rand, CX - 10, CY + 10, 140, 6, 50)) onion += d`M${x - 22} ${y}q22 -20 44 0`;
  out += stroke(onion, "#f8f0d8", 8, { opacity: 0.75 });
  for (const [x, y] of scatter(rand, CX - 10, CY + 10, 130, 5, 60)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-20 -14L22 -6L10 16Z", "#f07a1a") + path("M-10 -8L12 -4L6 8Z", "#ffa24a"));
  out += garnishLayer(rand, [g("dot", "#4fa83a", "#a6de7a")], CX - 10, CY + 10, 140, 10, 18);
  // Chopsticks resting across the bowl's rim.
  return out + stroke(d`M${CX - 120} ${CY - 250}L${CX + 250} ${CY + 50}M${CX - 90} ${CY - 265}L${CX + 262} ${CY + 28}`, "#6a3a1e", 10) + stroke(d`M${CX - 120} ${CY - 250}l60 48M${CX - 90} ${CY - 265}l58 50`, "#2a1a10", 10);
}

/** Nasu dengaku: aubergine halves, purple skin round cross-hatched flesh under a shiny brown-orange miso glaze, sesame. */
export function nasuDengaku({ rand }: Ctx): string {
  note("vessel", "tray");
  note("whole", "aubergine halves under a shiny brown-orange glaze with sesame");
  let out = el("rect", { x: 70, y: 110, width: 460, height: 380, rx: 24, fill: "#000", opacity: 0.15, transform: "translate(10 14)" }) + el("rect", { x: 70, y: 110, width: 460, height: 380, rx: 24, fill: "#2b2f36" });
  for (const [x, y, rot] of [[CX - 95, CY, -8], [CX + 95, CY, 8]] as const) {
    const hatch = [-80, -40, 0, 40, 80].map((k) => d`M-40 ${k - 40}L40 ${k + 40}M40 ${k - 40}L-40 ${k + 40}`).join("");
    out += group({ transform: at(x, y, rot) },
      ellipse(0, 0, 84, 170, "#4a1f5a") + ellipse(0, -176, 18, 14, "#4f7a3a") + ellipse(0, 4, 70, 152, "#e8c070") +
      path("M0 -140C60 -140 62 130 0 146C-62 130 -60 -140 0 -140Z", "#c8642a", { opacity: 0.92 }) +
      stroke(hatch, "#7a3412", 4, { opacity: 0.6 }) + ellipse(-22, -60, 14, 44, "#fff", { opacity: 0.35 }));
  }
  return out + garnishLayer(rand, [g("speck", "#fbf6e6", "#fff"), g("ring", "#4f9d3a", "#b6e39a")], CX, CY, 150, 22, 14);
}

/** Sage and onion stuffing: a square dish of golden, crumbly baked bread with whole sage leaves on top. */
export function stuffingTray({ rand }: Ctx): string {
  note("vessel", "square dish");
  note("whole", "golden crumbly baked stuffing with whole sage leaves");
  let out = el("rect", { x: 92, y: 104, width: 420, height: 420, rx: 34, fill: "#000", opacity: 0.15 }) + el("rect", { x: 80, y: 90, width: 440, height: 420, rx: 34, fill: "#f4ecdc" }) +
    el("rect", { x: 112, y: 122, width: 376, height: 356, rx: 14, fill: "#c88a3a" });
  let crumbs = "";
  for (const [x, y] of scatter(rand, CX, CY + 2, 190, 34, 40)) if (Math.abs(x - CX) < 165 && Math.abs(y - CY) < 155) crumbs += path(blob(rand, x, y, 26, 22, 5, 0.3), rand.pick(["#e8b458", "#d99a3a", "#f2c870", "#b8762a"]));
  out += crumbs + stroke(d`M${CX - 30} 122V478M112 ${CY + 40}H488`, "#8a5220", 5, { opacity: 0.5 });
  let sage = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 7, 80)) sage += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-34 0Q0 -18 34 0Q0 18 -34 0Z", "#6f8f5a") + stroke("M-30 0H30", "#a8c08a", 3));
  return out + sage;
}

/** Buddha's delight: a wok of glossy light-brown sauce with golden tofu puffs, snow peas, baby corn, mushrooms, carrot flowers and glass noodles. */
export function buddhasDelight({ rand, free }: Ctx): string {
  note("vessel", "wok");
  note("whole", "glossy brown sauce with tofu puffs, snow peas, baby corn and mushrooms");
  const handle = free === "right" ? 1 : -1;
  let out = el("rect", { x: CX + handle * 200 - 60, y: CY - 16, width: 120, height: 32, rx: 14, fill: "#2b2f36" }) +
    circle(CX + 10, CY + 14, 215, "#000", { opacity: 0.15 }) + circle(CX, CY, 215, "#3a3f48") + circle(CX, CY, 196, "#262a31") + path(blob(rand, CX, CY, 172, 168, 10, 0.08), "#c8894a");
  let noodles = "";
  for (let i = 0; i < 7; i++) noodles += d`M${CX - 150} ${CY - 90 + i * 30}q75 ${rand.range(-40, 40)} 150 0t150 0`;
  out += stroke(noodles, "#f2ece0", 3, { opacity: 0.75 });
  for (const [x, y] of scatter(rand, CX, CY, 140, 5, 60)) out += el("rect", { x: x - 24, y: y - 22, width: 48, height: 44, rx: 12, fill: "#d99a2a", transform: `rotate(${Math.round(rand.range(0, 90))} ${Math.round(x)} ${Math.round(y)})` }) + circle(x - 6, y - 6, 8, "#f6cf6a");
  for (const [x, y] of scatter(rand, CX, CY, 140, 5, 50)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-40 0Q0 -22 40 0Q0 22 -40 0Z", "#5fb03a") + stroke("M-26 0H26", "#b6e39a", 3));
  for (const [x, y] of scatter(rand, CX, CY, 130, 3, 60)) out += group({ transform: at(x, y, rand.range(0, 180)) }, ellipse(0, 0, 34, 11, "#f2cf3a") + stroke("M-24 0H24", "#c8a020", 3, { "stroke-dasharray": "3 5" }));
  out += garnishLayer(rand, [g("mushroom", "#6a4a2a", "#d9c4a8"), g("floret", "#f07a1a", "#ffb060")], CX, CY, 140, 8, 26);
  return out + path(blob(rand, CX - 40, CY - 60, 60, 20, 6, 0.2), "#fff", { opacity: 0.25 });
}

/** A fried egg from above: a wobbly white and a round yolk. */
const friedEgg = (rand: Ctx["rand"], x: number, y: number, r: number) =>
  path(blob(rand, x, y, r, r * 0.9, 8, 0.18), "#fffdf6") + circle(x + 4, y + 2, r * 0.38, "#f6a21a") + circle(x, y - 2, r * 0.14, "#ffd27a");

/** Crisp golden cubes, each with a lit face, for bravas and hash. */
function cubes(rand: Ctx["rand"], cx: number, cy: number, radius: number, count: number, color: string): string {
  let out = "";
  for (const [x, y] of scatter(rand, cx, cy, radius, count, 38)) {
    const t = `rotate(${Math.round(rand.range(0, 90))} ${Math.round(x)} ${Math.round(y)})`;
    out += el("rect", { x: x - 20, y: y - 20, width: 40, height: 40, rx: 7, fill: shade(color, -0.25), transform: t }) + el("rect", { x: x - 17, y: y - 19, width: 32, height: 32, rx: 6, fill: color, transform: t });
  }
  return out;
}

/** Stuffed mushrooms: big flat grey-brown caps on a baking tray, gills' rim showing, heaped with a green-flecked crumb filling. */
export function stuffedMushrooms({ rand }: Ctx): string {
  note("vessel", "baking tray");
  note("whole", "big flat mushroom caps heaped with green-flecked crumbs");
  let out = el("rect", { x: 62, y: 92, width: 476, height: 416, rx: 20, fill: "#000", opacity: 0.15, transform: "translate(10 12)" }) + el("rect", { x: 62, y: 92, width: 476, height: 416, rx: 20, fill: "#b8bcc4" }) + el("rect", { x: 78, y: 108, width: 444, height: 384, rx: 12, fill: "#9aa0a8" });
  for (const [x, y] of [[CX - 110, CY - 90], [CX + 110, CY - 90], [CX - 110, CY + 90], [CX + 110, CY + 90]] as const) {
    out += path(blob(rand, x, y, 96, 86, 9, 0.08), "#8a7560") + path(blob(rand, x, y, 82, 72, 9, 0.1), "#5a4838") +
      path(blob(rand, x, y, 64, 54, 8, 0.22), "#d9b878") + garnishLayer(rand, [g("speck", "#2f6a2a", "#5f9a4a"), g("speck", "#a8682a", "#c8884a")], x, y, 46, 7, 12);
  }
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX, CY, 40, 3, 22);
}

/** A spiral of growing half-turns, the rolled dough's swirl seen from above. */
function spiral(x: number, y: number): string {
  let out = d`M${x - 4} ${y}`;
  for (let i = 1; i <= 5; i++) out += d`a${i * 12} ${i * 12} 0 0 1 ${(i % 2 ? 1 : -1) * i * 24} 0`;
  return out;
}

/** Kanelbullar: knotted cinnamon buns whose brown swirl shows on top, white pearl sugar. */
export function cinnamonSwirls({ rand, ceramic }: Ctx): string {
  note("whole", "knotted cinnamon buns with white pearl sugar");
  // On a plate, not a board: the gingerbread biscuits beside them in the category sit on a board.
  let out = plate(CX, CY, 240, ceramic);
  for (const [x, y] of [[CX - 100, CY - 90], [CX + 95, CY - 85], [CX - 90, CY + 95], [CX + 100, CY + 90]] as const) {
    out += circle(x + 6, y + 8, 88, "#000", { opacity: 0.12 }) + circle(x, y, 88, "#c8843a") + circle(x, y, 80, "#e0a85a") +
      stroke(spiral(x, y), "#7a3e14", 8) +
      garnishLayer(rand, [g("speck", "#fffdf6", "#fff")], x, y, 60, 8, 10);
  }
  return out;
}

/** Chicken fajitas: a sizzling skillet of dry pepper and onion strips with chicken strips, warm tortillas and lime beside. */
export function fajitaSkillet({ rand, free }: Ctx): string {
  note("whole", "red, green and yellow pepper strips with golden strips, tortillas and lime beside");
  const x0 = CX - 40;
  let out = skillet(rand, x0, CY + 40, 180, "#3a2a20", free);
  for (const [x, y] of scatter(rand, x0, CY + 40, 130, 18, 26)) {
    const color = rand.pick(["#d62828", "#3f9b4a", "#f2c81a", "#d62828", "#e8c89a", "#e8c89a"]);
    out += group({ transform: at(x, y, rand.range(0, 180)) }, el("rect", { x: -38, y: -8, width: 76, height: 16, rx: 8, fill: color === "#e8c89a" ? "#c8904a" : color }) + stroke("M-30 -2H30", color === "#e8c89a" ? "#8a5a2a" : shade(color, 0.4), 3));
  }
  out += stroke(d`M${x0 - 60} ${CY - 170}q10 -20 0 -40M${x0} ${CY - 170}q10 -20 0 -40M${x0 + 60} ${CY - 170}q10 -20 0 -40`, "#fff", 5, { opacity: 0.6 });
  return out + circle(CX + 200, CY - 170, 82, "#eeddb0") + circle(CX + 200, CY - 170, 72, "#f6e8c4") + garnishLayer(rand, [g("speck", "#b8864a", "#d8a86a")], CX + 200, CY - 170, 60, 8, 12) +
    group({ transform: at(CX + 210, CY + 190, 20) }, path("M-36 0A36 36 0 0 1 36 0Z", "#5fae3a") + path("M-30 0A30 30 0 0 1 30 0Z", "#c8e88a"));
}

/** Tteokbokki: white cylinder rice cakes in a thick red sauce, fish-cake triangles, a halved boiled egg, spring onion. */
export function tteokbokki({ rand, free }: Ctx): string {
  note("whole", "white rice cakes in thick red sauce with a halved egg and spring onion");
  let out = skillet(rand, CX, CY, 200, "#d8321e", free);
  for (const [x, y] of scatter(rand, CX, CY, 140, 12, 44)) out += group({ transform: at(x, y, rand.range(0, 180)) }, el("rect", { x: -34, y: -13, width: 68, height: 26, rx: 13, fill: "#fbf6ea" }) + stroke("M-24 -5H24", "#fff", 4));
  for (const [x, y] of scatter(rand, CX, CY, 120, 3, 80)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-30 20L0 -30L30 20Z", "#e8b868") + stroke("M-18 8H18", "#c8904a", 3));
  return out + garnishLayer(rand, [g("egg", "#fffdf6", "#f6a21a"), g("ring", "#4f9d3a", "#b6e39a"), g("speck", "#fbf6e6", "#fff")], CX, CY, 120, 9, 30);
}

/** Corned beef hash: a skillet of crisp potato cubes and beef bits with two fried eggs on top. */
export function beefHash({ rand, free }: Ctx): string {
  note("whole", "crisp potato cubes and beef bits with two fried eggs");
  let out = skillet(rand, CX, CY, 200, "#8a5a32", free) + cubes(rand, CX, CY, 150, 14, "#e8b458");
  out += garnishLayer(rand, [g("chunk", "#8a2a2a", "#b84a4a")], CX, CY, 150, 7, 22);
  return out + friedEgg(rand, CX - 60, CY - 40, 62) + friedEgg(rand, CX + 70, CY + 50, 58) + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX, CY, 160, 5, 18);
}

/** Patatas bravas: crisp golden cubes on a plate, a stripe of red bravas sauce and one of white aioli across them. */
export function bravas({ rand, ceramic }: Ctx): string {
  note("whole", "crisp golden potato cubes with stripes of red sauce and white aioli");
  const out = plate(CX, CY, 220, ceramic) + cubes(rand, CX, CY, 150, 24, "#f0bc50");
  const zig = (dy: number) => d`M${CX - 140} ${CY + dy}q35 -40 70 0t70 0t70 0t70 0`;
  return out + stroke(zig(-30), "#c8261a", 18) + stroke(zig(40), "#fbf6e0", 12) + garnishLayer(rand, [g("speck", "#2f8f46", "#59b96a")], CX, CY, 140, 8, 12);
}

/** Salt and pepper squid: crisp golden rings on a flat plate with chilli, spring onion and a lemon wedge. */
export function squidRings({ rand, ceramic }: Ctx): string {
  note("whole", "crisp golden squid rings with chilli, spring onion and lemon");
  let out = plate(CX, CY, 225, ceramic);
  for (const [x, y] of scatter(rand, CX, CY, 140, 12, 60)) out += ellipse(x, y, 32, 26, "none", { stroke: "#c8862e", "stroke-width": 17 }) + ellipse(x, y, 32, 26, "none", { stroke: "#f0c060", "stroke-width": 10 });
  return out + garnishLayer(rand, [g("ring", "#d62828", "#ff6b4a"), g("ring", "#4f9d3a", "#b6e39a"), g("speck", "#2a2a2a", "#555")], CX, CY, 160, 14, 16) +
    group({ transform: at(CX + 150, CY + 140, 30) }, path("M-40 0A40 40 0 0 1 40 0Z", "#f7d43c") + path("M-32 0A32 32 0 0 1 32 0Z", "#fff3a8"));
}
