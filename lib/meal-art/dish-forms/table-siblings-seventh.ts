/**
 * The seventh picture test's misses among savoury dishes, each drawn round what a stranger names it by:
 * akuri's pale soft egg on buttered toast with green chilli and red onion (never menemen's red pan);
 * bigos's shredded sauerkraut with kielbasa rounds and prunes (never whole sausages in beans); butter
 * bean stew's brothy bowl with greens and bread against gigantes baked in an oven dish under feta;
 * stuffed aubergines' whole purple boats (never caponata's cubes); mushy peas beside fish and chips;
 * arroz de marisco's soupy red rice with a ladle; fiskesuppe's creamy soup with carrot and leek strips.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { prawn } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate, pot } from "../vessels";
import { dillSprig, dots, lemonHalf } from "./table-siblings-sixth";

const herb = g("herb", "#2f8f46", "#59b96a");
const leaf = g("leaf", "#2f8f46", "#59b96a");
const light = (ceramic: string) => (ceramic === "#e9c46a" || ceramic === "#3d4350" ? "#fbf8f3" : ceramic);

/** Short curved strokes in one path: shreds of cabbage, strips of carrot, onion strands. */
export const shreds = (rand: Ctx["rand"], pts: [number, number][], len: number) =>
  pts.map(([x, y]) => { const a = rand.range(0, 6.28); return d`M${x} ${y}q${Math.cos(a) * len} ${Math.sin(a) * len * 0.3} ${Math.cos(a + 0.6) * len * 1.6} ${Math.sin(a + 0.6) * len * 1.6}`; }).join("");

/** An oven dish seen from above: a cream glazed rectangle with rounded corners and two lug handles. */
const ovenDish = (color = "#f4efe6") =>
  el("rect", { x: 52, y: 122, width: 510, height: 380, rx: 40, fill: "#000", opacity: 0.15 }) + el("rect", { x: 20, y: 228, width: 560, height: 140, rx: 30, fill: color }) +
  el("rect", { x: 40, y: 108, width: 520, height: 380, rx: 40, fill: color }) + el("rect", { x: 62, y: 130, width: 476, height: 336, rx: 28, fill: "#d8cfc0" });

/** Akuri: one soft pale-yellow mound of Parsi scrambled egg over buttered toast triangles, thick with red onion, green chilli and coriander. */
export function akuri({ rand, ceramic }: Ctx): string {
  note("whole", "soft pale scrambled egg over toast triangles, thick with red onion, green chilli and coriander");
  let out = plate(CX, CY, 232, light(ceramic));
  // The toast is cut in triangles that poke out round the egg: plain scrambled eggs sit on whole slices.
  for (const rot of [20, 140, 260]) out += group({ transform: at(CX, CY, rot) }, path("M40 -60L200 0L40 60Z", "#b86a22") + path("M56 -44L180 0L56 44Z", "#e8b060"));
  out += path(blob(rand, CX, CY, 140, 130, 11, 0.18), "#f6e08a") + path(blob(rand, CX - 20, CY - 20, 90, 70, 9, 0.25), "#fbeeb4");
  out += stroke(scatter(rand, CX, CY, 120, 14, 26).map(([x, y]) => d`M${x - 10} ${y}q10 -10 20 0`).join(""), "#9a2a6a", 7);
  out += stroke(scatter(rand, CX, CY, 120, 9, 30).map(([x, y]) => d`M${x - 9} ${y}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`).join(""), "#3f9b2a", 5);
  return out + garnishLayer(rand, [leaf], CX, CY, 120, 12, 22);
}

/** Bigos: a pot of pale brown-green shredded sauerkraut and cabbage, kielbasa rounds, mushroom pieces and dark prunes. */
export function bigos({ rand }: Ctx): string {
  note("whole", "shredded sauerkraut and cabbage with kielbasa rounds, mushrooms and dark prunes");
  let out = pot(CX, CY, 212, "#3a3e46", "#a89a5a");
  out += stroke(shreds(rand, scatter(rand, CX, CY, 170, 52, 16), 18), "#d8cc8a", 4) + stroke(shreds(rand, scatter(rand, CX, CY, 170, 28, 20), 18), "#7a7a3a", 4);
  for (const [x, y] of scatter(rand, CX, CY, 150, 7, 62)) out += circle(x, y, 27, "#7a2a1e") + circle(x, y, 22, "#c8705e") + dots(scatter(rand, x, y, 14, 5, 7), "#f0c8b8", 5);
  for (const [x, y] of scatter(rand, CX, CY, 150, 5, 50)) out += group({ transform: at(x, y, rand.range(0, 360)) }, path("M-16 6Q-18 -14 0 -16Q18 -14 16 6Z", "#8a6a4a") + stroke("M-5 6v12M5 6v12", "#d9c4a4", 6));
  for (const [x, y] of scatter(rand, CX, CY, 150, 6, 50)) out += path(blob(rand, x, y, 14, 11, 6, 0.3), "#2a1420") + circle(x - 4, y - 4, 3, "#6a4a5a");
  return out;
}

/** Butter bean stew: a bowl of big pale beans in a golden broth with dark green spinach and kale, a slice of bread beside. */
export function butterBeanStew({ rand, ceramic, free }: Ctx): string {
  note("whole", "big pale butter beans in a golden broth with dark green spinach and kale, a slice of bread beside");
  const side = free === "right" ? 1 : -1;
  let out = group({ transform: at(CX + side * 185, CY - 175, side * 20, 0.85) }, path("M-70 -60Q-70 -96 -30 -96Q0 -110 30 -96Q70 -96 70 -60V70H-70Z", "#9a5a22") + path("M-58 -52Q-58 -82 -26 -82Q0 -94 26 -82Q58 -82 58 -52V58H-58Z", "#f2dca8") + dots(scatter(rand, 0, 0, 44, 12, 14), "#e0c088", 5));
  out += bowl(CX - side * 20, CY + 20, 215, light(ceramic), "#d8b45a") + ellipse(CX - side * 60, CY - 20, 70, 40, "#e8cc7a", { opacity: 0.7 });
  for (const [x, y] of scatter(rand, CX - side * 20, CY + 20, 140, 8, 60)) out += path(blob(rand, x, y, 40, 30, 8, 0.25), "#2a5a22") + stroke(d`M${x - 26} ${y}q26 -8 52 0`, "#5a8a3a", 4);
  for (const [x, y] of scatter(rand, CX - side * 20, CY + 20, 140, 12, 40)) out += group({ transform: at(x, y, rand.range(0, 180)) }, ellipse(0, 0, 26, 17, "#c8b888") + ellipse(-2, -2, 22, 13, "#f6eed4"));
  return out + dots(scatter(rand, CX - side * 20, CY + 20, 140, 14, 20), "#f0a030", 6, { opacity: 0.7 });
}

/** Gigantes plaki: huge white beans baked in tomato in an oven dish, the top browned, crumbled feta and dill. */
export function gigantes({ rand }: Ctx): string {
  note("vessel", "oven dish");
  note("whole", "huge white beans baked in tomato, browned top, crumbled feta and dill");
  let out = ovenDish() + el("rect", { x: 62, y: 130, width: 476, height: 336, rx: 28, fill: "#b83a1e" }) + el("rect", { x: 80, y: 148, width: 440, height: 300, rx: 22, fill: "#d8542a" });
  for (const [x, y] of scatter(rand, CX, CY, 170, 13, 62)) {
    out += group({ transform: at(x, y, rand.range(0, 180)) }, ellipse(3, 4, 44, 28, "#8a2a12", { opacity: 0.5 }) + ellipse(0, 0, 42, 27, "#f2e8d2") + ellipse(-6, -6, 26, 14, "#fffbf0"));
  }
  // The oven's browning: dark caught patches on the sauce, then the crumbled feta over everything.
  out += dots(scatter(rand, CX, CY, 190, 24, 30), "#7a2a10", 18, { opacity: 0.7 });
  for (const [x, y] of scatter(rand, CX, CY, 160, 9, 40)) out += path(blob(rand, x, y, 16, 13, 6, 0.3), "#fffdf6");
  for (const [x, y] of scatter(rand, CX, CY, 160, 5, 80)) out += dillSprig(x, y, rand.range(0, 360), 1.1);
  return out;
}

/** Stuffed aubergines: three whole purple aubergine halves, boat-shaped, heaped with filling under browned cheese. */
export function stuffedAubergines({ rand }: Ctx): string {
  note("vessel", "oven dish");
  note("whole", "three purple aubergine halves heaped with filling and browned cheese, parsley");
  let out = ovenDish("#e8e0d0");
  for (const [y, rot] of [[CY - 105, -4], [CY, 3], [CY + 105, -2]] as const) {
    out += group({ transform: at(CX, y, rot) }, path("M-210 0Q-200 -48 -40 -46Q140 -50 200 -14Q214 0 200 14Q140 50 -40 46Q-200 48 -210 0Z", "#3a1240") +
      path("M-196 0Q-186 -36 -40 -34Q130 -38 186 -10Q196 0 186 10Q130 38 -40 34Q-186 36 -196 0Z", "#b8642a") + path(blob(rand, -20, 0, 150, 26, 12, 0.15), "#e8b04a") +
      dots(scatter(rand, -20, 0, 120, 14, 20).map(([x, py]) => [x, py * 0.25]), "#a8601e", 9) + path("M200 -16Q236 -20 244 0Q236 20 200 16Z", "#4a7a2a") + stroke("M-160 -30Q-20 -40 120 -30", "#7a4a8a", 4));
  }
  return out + garnishLayer(rand, [herb], CX, CY, 150, 6, 22);
}

/** Mushy peas: a small bowl of bright green smooth mash with a knob of butter, beside the corner of a fish and chips supper. */
export function mushyPeas({ rand, ceramic, free }: Ctx): string {
  note("whole", "a bowl of bright green mushy peas with butter, beside battered fish, chips and lemon");
  const side = free === "right" ? 1 : -1;
  let out = plate(CX, CY, 232, light(ceramic));
  out += group({ transform: at(CX + side * 60, CY + 40, side * -30) }, path(blob(rand, -10, 0, 150, 66, 22, 0.08), "#b8741e") + path(blob(rand, -14, -4, 138, 56, 22, 0.1), "#e0a032") + dots(scatter(rand, -10, 0, 130, 30, 14).map(([x, y]) => [x, y * 0.42]), "#f6cc6a", 12) + dots(scatter(rand, -10, 0, 130, 16, 16).map(([x, y]) => [x, y * 0.42]), "#b86a18", 7));
  for (const [x, y, rot] of [[CX + side * 40, CY + 180, 10], [CX + side * 90, CY + 150, -20], [CX + side * 150, CY + 110, 40], [CX - side * 20, CY + 170, -30]] as const) out += group({ transform: at(x, y, rot) }, el("rect", { x: -50, y: -12, width: 100, height: 24, rx: 6, fill: "#e8b448" }) + el("rect", { x: -46, y: -8, width: 92, height: 10, rx: 4, fill: "#f8dc8a" }));
  out += lemonHalf(CX + side * 170, CY - 40, 30);
  const bx = CX - side * 95, by = CY - 85;
  out += circle(bx + 6, by + 8, 112, "#000", { opacity: 0.15 }) + circle(bx, by, 112, "#fbf8f3") + circle(bx, by, 96, "#e8e4dc") + circle(bx, by, 92, "#5cbf2e");
  out += path(blob(rand, bx, by, 70, 64, 8, 0.15), "#72d23e") + stroke(d`M${bx - 40} ${by + 20}q40 -30 80 0`, "#4aa822", 6);
  return out + el("rect", { x: bx - 18, y: by - 22, width: 36, height: 30, rx: 6, fill: "#f8e07a" }) + el("rect", { x: bx - 14, y: by - 20, width: 20, height: 12, rx: 4, fill: "#fff4c0" });
}

/** Arroz de marisco: soupy red rice with prawns, mussels and clams in a deep pot, a ladle in it and coriander. */
export function arrozMarisco({ rand, free }: Ctx): string {
  note("whole", "soupy red rice with prawns, mussels and clams in a deep pot, a ladle and coriander");
  const side = free === "right" ? 1 : -1;
  let out = pot(CX, CY, 212, "#8a3a22", "#b8301a") + circle(CX, CY, 176, "#c83a1e");
  out += stroke(scatter(rand, CX, CY, 160, 90, 12).map(([x, y]) => d`M${x} ${y}l8 3`).join(""), "#f6d8b8", 6) + ellipse(CX - 50, CY - 60, 60, 24, "#e8603a", { opacity: 0.6 });
  for (const [x, y] of scatter(rand, CX, CY, 130, 4, 70)) out += prawn(x, y, rand.int(0, 359), 0.9);
  for (const [x, y] of scatter(rand, CX, CY, 140, 4, 60)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-26 0Q-16 -18 0 -16Q22 -12 28 0Q22 12 0 16Q-16 18 -26 0Z", "#20243a") + path("M-16 0Q-10 -8 2 -8Q16 -6 18 0Q16 6 2 8Q-10 8 -16 0Z", "#f0883a"));
  for (const [x, y] of scatter(rand, CX, CY, 140, 3, 60)) out += circle(x, y, 18, "#efe2c8") + stroke(d`M${x - 10} ${y + 8}l10 -16l10 16`, "#c8b490", 3);
  out += group({ transform: at(CX + side * 110, CY - 40, side * 35) }, ellipse(0, 0, 46, 40, "#c9ced6") + ellipse(0, 0, 38, 32, "#c83a1e") + el("rect", { x: -8, y: -250, width: 16, height: 214, rx: 8, fill: "#c9ced6" }));
  return out + garnishLayer(rand, [leaf], CX, CY, 150, 8, 24);
}

/** Fiskesuppe: a creamy pale Norwegian fish soup with carrot and leek strips, white fish, prawns and dill. */
export function fiskesuppe({ rand, ceramic }: Ctx): string {
  note("whole", "creamy pale fish soup with carrot and leek strips, white fish, prawns and dill");
  let out = bowl(CX, CY, 222, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d6a8a" : ceramic, "#f6ecd4") + ellipse(CX - 40, CY - 50, 80, 40, "#fffaf0", { opacity: 0.8 });
  out += stroke(scatter(rand, CX, CY, 160, 16, 26).map(([x, y]) => d`M${x - 18} ${y - 6}l36 12`).join(""), "#f07a1a", 7);
  out += stroke(scatter(rand, CX, CY, 160, 12, 30).map(([x, y]) => d`M${x} ${y - 18}l10 36`).join(""), "#8ac05a", 8) + stroke(scatter(rand, CX, CY, 160, 8, 30).map(([x, y]) => d`M${x} ${y - 12}l6 24`).join(""), "#d8ecb0", 6);
  for (const [x, y] of scatter(rand, CX, CY, 140, 5, 64)) out += path(blob(rand, x, y, 30, 22, 7, 0.2), "#fffdf8") + stroke(d`M${x - 14} ${y - 6}q6 6 0 12M${x} ${y - 8}q6 6 0 14`, "#e8dcc8", 3);
  for (const [x, y] of scatter(rand, CX, CY, 140, 3, 70)) out += prawn(x, y, rand.int(0, 359), 0.75);
  for (const [x, y] of scatter(rand, CX, CY, 140, 4, 70)) out += dillSprig(x, y, rand.range(0, 360));
  return out;
}

/** A little dip bowl: used by the starters for sweet chilli, mint yoghurt and tamarind. */
export const dipBowl = (x: number, y: number, sauce: string, fleck?: string) =>
  circle(x + 4, y + 6, 52, "#000", { opacity: 0.15 }) + circle(x, y, 52, "#fbf8f3") + circle(x, y, 42, sauce) + ellipse(x - 12, y - 12, 14, 8, "#fff", { opacity: 0.35 }) +
  (fleck ? stroke(d`M${x - 16} ${y + 4}h.1M${x + 8} ${y - 10}h.1M${x + 12} ${y + 14}h.1M${x - 4} ${y + 20}h.1`, fleck, 6) : "");

