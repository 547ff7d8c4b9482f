/**
 * Meat stews that came out as one red pot of chunks, each given the thing a cook knows it by: chilli
 * con carne's minced beef with kidney beans under sour cream, cheese and tortilla chips; sausage
 * casserole's whole sausages among white beans; lamb keema's crumbly mince with bright peas; navarin's
 * spring vegetables (whole baby carrots, turnips, peas); bourguignon's dark wine sauce with button
 * mushrooms and pearl onions, a glass of red wine beside it.
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, pot } from "../vessels";
import { dots } from "./table-siblings-sixth";

const herb = g("herb", "#2f8f46", "#59b96a");

/** Minced meat: a crumbly texture of small dark and light bits over the sauce. */
const mince = (rand: Ctx["rand"], cx: number, cy: number, r: number, dark: string, lit: string) =>
  dots(scatter(rand, cx, cy, r, 60, 13), dark, 12) + dots(scatter(rand, cx, cy, r, 30, 16), lit, 7);

/** A glass of red wine seen from the side: a bowl on a stem, the wine dark red inside. */
const wineGlass = (x: number, y: number) =>
  ellipse(x + 6, y + 100, 40, 10, "#000", { opacity: 0.16 }) + ellipse(x, y + 96, 38, 9, "#e4eaf0") + stroke(d`M${x} ${y + 96}V${y + 20}`, "#e4eaf0", 7) +
  path(d`M${x - 44} ${y - 90}Q${x - 50} ${y + 24} ${x} ${y + 24}Q${x + 50} ${y + 24} ${x + 44} ${y - 90}Z`, "#e4eaf0", { opacity: 0.9 }) +
  path(d`M${x - 46} ${y - 30}Q${x - 44} ${y + 18} ${x} ${y + 18}Q${x + 44} ${y + 18} ${x + 46} ${y - 30}Z`, "#6a0e1e") + stroke(d`M${x - 28} ${y - 70}q-6 40 4 70`, "#fff", 5, { opacity: 0.5 });

/** Chilli con carne: red minced beef and kidney beans in a bowl, sour cream, grated cheddar and coriander, tortilla chips round it. */
export function chilliConCarne({ rand, ceramic }: Ctx): string {
  note("whole", "red minced beef and kidney beans with sour cream, cheddar and coriander, tortilla chips round it");
  let out = "";
  for (let i = 0; i < 7; i++) {
    const a = -2.4 + i * 0.55;
    out += group({ transform: at(CX + Math.cos(a) * 215, CY + Math.sin(a) * 215, (a * 180) / Math.PI + 90) }, path("M-34 30L0 -40L34 30Z", "#f0c050", { stroke: "#d8a030", "stroke-width": 4 }));
  }
  out += bowl(CX, CY, 205, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic, "#a8281a") + mince(rand, CX, CY, 150, "#6a1a0e", "#d85a3a");
  for (const [x, y] of scatter(rand, CX, CY, 140, 12, 36)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-18 -4C-18 -16 18 -16 18 -4C18 8 6 6 0 10C-8 14 -18 8 -18 -4Z", "#5a0e14") + ellipse(-5, -6, 5, 3, "#a8404a"));
  out += path(blob(rand, CX + 10, CY - 10, 52, 42, 7, 0.2), "#fbf8f0") + stroke(scatter(rand, CX - 40, CY + 40, 50, 14, 12).map(([x, y]) => d`M${x} ${y}l10 4`).join(""), "#f6b41c", 5);
  return out + garnishLayer(rand, [herb], CX, CY, 120, 4, 26);
}

/** Sausage casserole: whole browned sausages in a tomato and white-bean casserole in a cast-iron pot, rosemary. */
export function sausageCasserole({ rand }: Ctx): string {
  note("whole", "whole browned sausages in tomato and white beans, rosemary");
  let out = pot(CX, CY, 210, "#2f343c", "#b0401c");
  out += dots(scatter(rand, CX, CY, 160, 30, 22), "#f2e6c8", 18) + dots(scatter(rand, CX, CY, 160, 10, 30), "#d8602a", 10);
  for (const [x, y, rot] of [[CX - 60, CY - 80, 20], [CX + 70, CY - 40, -30], [CX - 70, CY + 60, -10], [CX + 50, CY + 90, 15]] as const) {
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -64, y: -22, width: 128, height: 44, rx: 22, fill: "#6a2e10" }) + el("rect", { x: -60, y: -20, width: 120, height: 36, rx: 18, fill: "#a8541e" }) + stroke("M-44 -8H40", "#e8a060", 6, { opacity: 0.7 }));
  }
  return out + stroke(d`M${CX - 20} ${CY - 10}l60 -40M${CX + 10} ${CY - 24}l-10 -14M${CX + 24} ${CY - 34}l14 2`, "#3f6a2a", 5);
}

/** Lamb keema with peas: crumbly minced lamb in a karahi, bright green peas all through, coriander and a swirl of yoghurt. */
export function keemaPeas({ rand }: Ctx): string {
  note("vessel", "karahi");
  note("whole", "crumbly minced lamb with green peas, coriander and a swirl of yoghurt");
  let out = circle(CX + 10, CY + 14, 215, "#000", { opacity: 0.15 }) + stroke(d`M${CX - 250} ${CY}h40M${CX + 210} ${CY}h40`, "#6a6e78", 22) +
    circle(CX, CY, 215, "#5a5e68") + circle(CX, CY, 196, "#8a4a1e") + mince(rand, CX, CY, 175, "#5a2a12", "#c8803a");
  out += dots(scatter(rand, CX, CY, 170, 34, 24), "#4fa83a", 18) + dots(scatter(rand, CX, CY, 170, 12, 30), "#a6de7a", 6);
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 150, 8, 24) + stroke(d`M${CX - 50} ${CY + 20}q50 -40 100 0`, "#fbf8f0", 12);
}

/** Navarin of lamb: a light brown spring stew with lamb pieces, whole baby carrots with their green tops, turnip halves and peas. */
export function navarin({ rand }: Ctx): string {
  note("whole", "light brown stew with lamb pieces, baby carrots with green tops, turnips and peas");
  let out = pot(CX, CY, 210, "#e8e4da", "#b07a3a");
  for (const [x, y] of scatter(rand, CX, CY, 140, 5, 70)) out += path(blob(rand, x, y, 30, 24, 7, 0.2), "#7a4022") + path(blob(rand, x - 5, y - 5, 14, 10, 6, 0.3), "#a06040");
  for (const [x, y, rot] of [[CX - 80, CY - 90, 30], [CX + 90, CY - 60, -20], [CX - 40, CY + 110, 70], [CX + 100, CY + 70, 150]] as const) {
    out += group({ transform: at(x, y, rot) }, path("M-50 -10Q0 -14 40 0Q0 14 -50 10Z", "#f07a1a") + stroke("M40 0l18 -10M40 0l20 4M40 0l14 12", "#4f9d3a", 4));
  }
  for (const [x, y] of [[CX - 120, CY + 10], [CX + 20, CY - 130], [CX + 30, CY + 20]] as const) out += circle(x, y, 26, "#f4f0f0") + path(d`M${x - 26} ${y}a26 26 0 0 1 52 0Z`, "#b06a9a") + circle(x, y - 4, 18, "#fbf8f6", { opacity: 0.6 });
  return out + dots(scatter(rand, CX, CY, 160, 16, 24), "#5fb344", 16) + garnishLayer(rand, [herb], CX, CY, 150, 4, 22);
}

/** Bourguignon: a very dark red-wine sauce in a pot, beef chunks (or big mushrooms), whole button mushrooms and pearl onions, thyme; a glass of red wine beside. */
export function bourguignon({ rand, free }: Ctx, meat: boolean): string {
  note("whole", "very dark red-wine stew with chunks, button mushrooms and pearl onions, a glass of red wine beside");
  const side = free === "right" ? 1 : -1;
  const px = CX - side * 40;
  let out = pot(px, CY + 20, 185, "#7a2a22", "#3a0e12");
  if (meat) for (const [x, y] of scatter(rand, px, CY + 20, 120, 6, 66)) out += path(blob(rand, x, y, 30, 24, 7, 0.2), "#4a1e14") + path(blob(rand, x - 6, y - 6, 14, 9, 6, 0.3), "#7a3a2a");
  for (const [x, y] of scatter(rand, px, CY + 20, 130, meat ? 6 : 10, 44)) out += circle(x, y, 20, "#8a6a4a") + circle(x - 2, y - 2, 15, "#d9c4a4") + circle(x, y, 5, "#8a6a4a");
  out += dots(scatter(rand, px, CY + 20, 130, 8, 36), "#f4eee0", 20) + dots(scatter(rand, px, CY + 20, 130, 8, 36), shade("#f4eee0", -0.2), 6);
  return out + garnishLayer(rand, [herb], px, CY + 20, 120, 5, 22) + wineGlass(CX + side * 205, CY - 150);
}

/** Koshari: a bowl heaped in sections of rice, brown lentils and short macaroni, red tomato sauce down the middle, crisp fried onions and chickpeas on top. */
export function koshari({ rand, ceramic }: Ctx): string {
  note("whole", "sections of rice, brown lentils and macaroni, red tomato sauce, fried onions and chickpeas");
  let out = bowl(CX, CY, 222, ceramic === "#3d4350" ? "#f4ecdc" : ceramic, "#f2ead4");
  // Macaroni: short pale tubes on one side, lentils brown on the other, rice showing between.
  let tubes = "";
  for (const [x, y] of scatter(rand, CX - 95, CY - 10, 80, 22, 24)) tubes += d`M${x - 9} ${y - 5}l18 10`;
  out += stroke(tubes, "#d8a850", 14) + stroke(tubes, "#f6dc98", 6);
  out += dots(scatter(rand, CX + 95, CY - 10, 80, 60, 11), "#7a5030", 12);
  out += path(blob(rand, CX, CY + 20, 70, 110, 8, 0.2), "#c8301c") + ellipse(CX - 14, CY - 10, 20, 40, "#e8603a", { opacity: 0.6 });
  let onions = "";
  for (const [x, y] of scatter(rand, CX, CY + 10, 60, 18, 14)) onions += d`M${x - 8} ${y}q8 -8 16 0`;
  out += stroke(onions, "#6a3410", 6) + dots(scatter(rand, CX, CY + 100, 60, 8, 22), "#e0b66a", 16);
  return out;
}

/** Mujadara: rice and brown lentils speckled together in a wide dish, a big heap of dark crisp fried onions on top, yoghurt beside. */
export function mujadara({ rand, ceramic }: Ctx): string {
  note("whole", "rice and brown lentils under a heap of dark crisp fried onions, yoghurt beside");
  let out = plate(CX, CY, 230, ceramic === "#3d4350" ? "#f4ecdc" : ceramic) + path(blob(rand, CX, CY, 180, 170, 10, 0.08), "#d8c8a0");
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 165, 70, 16)) grains += d`M${x} ${y}l8 4`;
  out += stroke(grains, "#f6efdc", 6) + dots(scatter(rand, CX, CY, 165, 50, 14), "#6a4a2a", 10);
  let onions = "";
  for (const [x, y] of scatter(rand, CX - 10, CY - 10, 80, 36, 12)) onions += d`M${x - 12} ${y}q12 -12 24 ${rand.range(-6, 6)}`;
  out += path(blob(rand, CX - 10, CY - 10, 90, 80, 9, 0.2), "#6a3410", { opacity: 0.5 }) + stroke(onions, "#4a2008", 7) + stroke(onions, "#a8581a", 3);
  return out + circle(CX + 170, CY + 160, 52, "#f4f4f4") + circle(CX + 170, CY + 160, 42, "#fbfaf2") + garnishLayer(rand, [herb], CX + 170, CY + 160, 14, 2, 20);
}

/** Aloo gobi: a dry turmeric-yellow fry of cauliflower florets and potato cubes in a karahi, no sauce, coriander on top. */
export function alooGobi({ rand }: Ctx): string {
  note("vessel", "karahi");
  note("whole", "dry turmeric-yellow cauliflower florets and potato cubes with coriander");
  let out = circle(CX + 10, CY + 14, 215, "#000", { opacity: 0.15 }) + stroke(d`M${CX - 250} ${CY}h40M${CX + 210} ${CY}h40`, "#6a6e78", 22) + circle(CX, CY, 215, "#5a5e68") + circle(CX, CY, 196, "#3a3e46");
  for (const [x, y] of scatter(rand, CX, CY, 150, 9, 60)) {
    out += group({ transform: at(x, y, rand.range(0, 360)) }, stroke("M0 6v20", "#e8d090", 12) + circle(-13, -2, 15, "#f0c83a") + circle(13, -2, 15, "#f0c83a") + circle(0, -16, 16, "#f6d860") + circle(-4, -18, 5, "#fff0a0"));
  }
  out += dots(scatter(rand, CX, CY, 160, 14, 40), "#e8a82a", 26, { "stroke-linecap": "square" }) + dots(scatter(rand, CX, CY, 160, 30, 16), "#2a1a0a", 4);
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 150, 8, 24);
}

/** Chana masala: whole chickpeas thick in a dark orange-brown masala in a karahi, raw onion rings, coriander and a lemon wedge. */
export function chanaMasala({ rand }: Ctx): string {
  note("vessel", "karahi");
  note("whole", "chickpeas in thick orange-brown masala with onion rings, coriander and a lemon wedge");
  let out = circle(CX + 10, CY + 14, 215, "#000", { opacity: 0.15 }) + stroke(d`M${CX - 250} ${CY}h40M${CX + 210} ${CY}h40`, "#8a6a3a", 22) + circle(CX, CY, 215, "#b8862a") + circle(CX, CY, 196, "#9a3a14");
  // Chickpeas everywhere: round, pale gold with their little beak and a highlight.
  out += dots(scatter(rand, CX, CY, 170, 46, 30), "#c8904a", 28) + dots(scatter(rand, CX, CY, 170, 46, 30).map(([x, y]) => [x, y]), "#e8c07a", 20);
  out += stroke(scatter(rand, CX, CY, 150, 5, 60).map(([x, y]) => d`M${x - 26} ${y}a26 20 0 1 0 52 0a26 20 0 1 0 -52 0`).join(""), "#f4e8f0", 6) + stroke(scatter(rand, CX, CY, 150, 5, 60).map(([x, y]) => d`M${x - 16} ${y}a16 12 0 1 0 32 0`).join(""), "#b06a9a", 4);
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 150, 8, 24) + garnishPiece(rand, g("wedge", "#f2c81a", "#fff1a0"), CX + 120, CY - 120, 36);
}
