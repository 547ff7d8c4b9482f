/**
 * Dish forms a cook knows by their shape: grilled meat on a board (asado, nyama choma), a burger
 * seen from the side, tacos in a row, a burrito cut in half, sushi rolls on a slate.
 */
import { colourList, colourWord, note, quietly } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { sausage, slicedMeat } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

export interface GrillSpec {
  meat: string;
  /** Ribs with bones (asado), chopped pieces (nyama choma), or a whole sliced steak. */
  cut: "ribs" | "chopped" | "steak" | "pulled";
  /** The sauce in the little bowl: green chimichurri, red kachumbari… */
  sauce: string;
  sausages?: boolean;
}

/** Grilled meat on a wooden board, charred with grill marks, its sauce in a bowl beside it. */
export function grillBoard({ rand }: Ctx, spec: GrillSpec): string {
  note("dish", `${{ ribs: "charred ribs", chopped: `chopped ${colourWord(spec.meat)} grilled meat`, steak: `sliced ${colourWord(spec.meat)} meat`, pulled: `pulled ${colourWord(spec.meat)} meat` }[spec.cut]}${spec.sausages ? " and sausages" : ""}, ${colourWord(spec.sauce)} sauce beside`);
  let out = board(rand, CX, CY, 520, 440);
  const char = shade(spec.meat, -0.45);
  if (spec.cut === "ribs") {
    for (let i = 0; i < 3; i++) {
      const y = 170 + i * 70;
      out += group({ transform: at(250, y, -6 + i * 4) },
        el("rect", { x: -150, y: -26, width: 300, height: 52, rx: 20, fill: spec.meat }) +
        stroke("M-120 -22l20 44M-60 -22l20 44M0 -22l20 44M60 -22l20 44M110 -22l14 30", char, 7, { opacity: 0.8 }) +
        // Bone ends showing at the cut side.
        circle(-142, 0, 11, "#f3ead6") + circle(-142, 0, 5, "#d8c7a4"));
    }
  } else if (spec.cut === "chopped") {
    for (const [x, y] of scatter(rand, 240, 280, 130, 14, 48)) {
      out += path(blob(rand, x, y, 30, 24, 6, 0.25), spec.meat) + stroke(d`M${x - 18} ${y - 6}l30 12`, char, 6, { opacity: 0.8 }) +
        (rand.chance(0.4) ? circle(x + 14, y - 12, 7, "#f3ead6") : "");
    }
  } else if (spec.cut === "pulled") {
    // A heap of shreds, a brioche bun beside it.
    let shreds = "";
    for (const [x, y] of scatter(rand, 230, 280, 120, 60, 14)) shreds += d`M${x} ${y}l${rand.int(-16, 16)} ${rand.int(6, 14)}`;
    out += path(blob(rand, 230, 280, 140, 120, 9, 0.12), shade(spec.meat, -0.2)) + stroke(shreds, spec.meat, 9) + stroke(shreds, shade(spec.meat, 0.25), 3) +
      circle(420, 250, 70, "#c9782a") + circle(415, 244, 60, "#e29a45") + stroke("M385 230q30 -20 60 0", "#f4c27a", 6);
  } else out += quietly(() => slicedMeat(rand, 240, 250, char, "#c2524a", 6));
  if (spec.sausages) out += sausage(240, 405, 4, "#8a3a22") + sausage(320, 395, -6, "#8a3a22");
  out += bowl(455, 400, 62, "#fbf8f3", spec.sauce);
  let bits = "";
  for (const [x, y] of scatter(rand, 455, 400, 40, 14, 10)) bits += d`M${x} ${y}l4 3`;
  out += stroke(bits, shade(spec.sauce, -0.35), 5);
  return out + stroke("M470 150l50 -60", "#9aa3ad", 10) + path("M455 168l-16 40l30 -26z", "#c9ced6");
}

/** A burger from the side on a board: sesame bun, leaves, cheese, patty, tomato; chips beside it. */
export function burger({ rand, profile }: Ctx, patty = "#5a2f1c"): string {
  note("dish", `a ${patty === "#5a2f1c" ? "" : `${colourWord(patty)}-patty `}burger in a sesame bun with leaves, cheese and tomato, chips beside`);
  let out = board(rand, CX, CY + 10, 520, 400);
  const x = 250;
  const bun = "#d9913f";
  out += ellipse(x, 420, 150, 22, "#000", { opacity: 0.15 });
  out += path(d`M${x - 140} 395q0 -36 20 -40h240q20 4 20 40q0 24 -30 24h-220q-30 0 -30 -24Z`, bun);
  out += path(d`M${x - 150} 340q40 -26 80 0t80 0t80 0t70 0l-10 22h-290Z`, "#5fae3a");
  out += el("rect", { x: x - 145, y: 300, width: 290, height: 50, rx: 24, fill: patty }) +
    stroke(d`M${x - 120} 312h60M${x} 318h80`, shade(patty, 0.25), 5, { opacity: 0.7 });
  out += path(d`M${x - 150} 296h300l-30 30l-20 -12l-30 26l-18 -28l-150 0Z`, "#f4b92f");
  if (profile.features.has("beef") || patty !== "#5a2f1c") out += el("rect", { x: x - 130, y: 278, width: 260, height: 16, rx: 8, fill: "#d8352a" });
  out += path(d`M${x - 150} 280q0 -120 150 -120t150 120Z`, bun) + path(d`M${x - 120} 250q20 -60 100 -74`, shade(bun, 0.3), { opacity: 0.5 });
  let seeds = "";
  for (const [sx, sy] of scatter(rand, x, 215, 90, 14, 20)) if (sy < 260) seeds += d`M${sx} ${sy}l4 -2`;
  out += stroke(seeds, "#fbf1d8", 5);
  // A handful of chips on the right.
  for (let i = 0; i < 6; i++) out += el("rect", { x: -9, y: -50, width: 18, height: 100, rx: 5, fill: i % 2 ? "#f0c04a" : "#e8ae3a", transform: at(470 + i * 8, 230 + i * 14, -20 + i * 9) });
  return out;
}

export interface TacoSpec {
  filling: string;
  /** Bits on top of the filling: tomato, onion, coriander, cabbage… */
  extras: string[];
}

/** Three tacos side by side, folded shells seen from the side, filling and toppings spilling up. */
export function tacos({ rand }: Ctx, spec: TacoSpec): string {
  note("vessel", "dark slate");
  note("dish", `three folded tacos with ${colourWord(spec.filling)} filling and ${colourList(spec.extras)} toppings`);
  let out = el("rect", { x: 62, y: 142, width: 480, height: 340, rx: 40, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 50, y: 130, width: 480, height: 340, rx: 40, fill: "#3d4350" });
  for (let i = 0; i < 3; i++) {
    const x = 150 + i * 145;
    const y = 330;
    let taco = path("M-70 0q0 -70 70 -70t70 70Z", spec.filling) + path(blob(rand, 0, -52, 58, 22, 8, 0.3), shade(spec.filling, 0.15));
    spec.extras.forEach((color, k) => {
      for (const [px, py] of scatter(rand, 0, -56, 50, 5, 14)) taco += circle(px, Math.min(py, -30 + k * 3), 7, color);
    });
    taco += path("M-78 0q0 -82 78 -82t78 82q-10 24 -78 24t-78 -24Z", "none") +
      path("M-80 4q6 -86 80 -86q-60 20 -60 86Z", "#e8b44e") + path("M80 4q-6 -86 -80 -86q60 20 60 86Z", "#f0c35e") +
      path("M-80 4q80 40 160 0q-80 20 -160 0Z", "#d89b3a");
    out += group({ transform: at(x, y, -4 + i * 4) }, taco);
  }
  return out + garnishLayer(rand, [g("wedge", "#7dc242", "#d7f0a2")], 440, 420, 20, 2, 36);
}

/** A burrito cut in half: two cut faces showing the rice, beans and filling rolled inside. */
export function burrito({ rand, ceramic }: Ctx, inside: string[]): string {
  note("dish", `a wrap cut in half showing ${colourList(inside)} filling, salsa beside`);
  let out = plate(CX, CY, 225, ceramic);
  // Two halves lying side by side, cut ends towards the viewer: a ring of tortilla round the filling.
  for (const [y, rot] of [[215, -8], [375, 8]] as const) {
    let half = el("rect", { x: -150, y: -62, width: 250, height: 124, rx: 58, fill: "#e9c98a" }) +
      stroke("M-120 -30l30 14M-60 20l30 14M0 -36l30 14", "#c9964a", 6, { opacity: 0.6 }) +
      ellipse(100, 0, 54, 62, "#f4dca6") + ellipse(100, 0, 44, 52, inside[0] ?? "#f6efe1");
    inside.slice(1).forEach((color) => {
      for (const [px, py] of scatter(rand, 100, 0, 36, 4, 14)) half += circle(px, py, 8, color);
    });
    out += group({ transform: at(CX - 20, y, rot) }, half);
  }
  return out + bowl(470, 470, 46, "#fbf8f3", "#c8381f");
}

export interface SushiSpec {
  fillings: string[];
}

/** Maki rolls on a slate: rings of nori round white rice round the filling; ginger, wasabi, soy. */
export function sushiRolls({ rand }: Ctx, spec: SushiSpec): string {
  note("vessel", "dark slate");
  note("dish", "sushi rolls of white rice in nori round the filling, ginger and soy");
  let out = el("rect", { x: 72, y: 152, width: 470, height: 300, rx: 24, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 60, y: 140, width: 470, height: 300, rx: 24, fill: "#2f3a3a" });
  for (let i = 0; i < 8; i++) {
    const x = 130 + (i % 4) * 88;
    const y = 225 + Math.floor(i / 4) * 100;
    const filling = spec.fillings[i % spec.fillings.length]!;
    out += circle(x, y, 40, "#1c2a22") + circle(x, y, 34, "#fbfaf5") + circle(x, y, 14, filling) + circle(x + 5, y - 3, 7, shade(filling, 0.3));
    let grains = "";
    for (const [px, py] of scatter(rand, x, y, 28, 5, 9)) if ((px - x) ** 2 + (py - y) ** 2 > 300) grains += d`M${px} ${py}l3 2`;
    out += stroke(grains, "#e1dccd", 3);
  }
  out += path(blob(rand, 480, 215, 30, 24, 7, 0.3), "#f5b9b0") + path(blob(rand, 475, 300, 16, 12, 6, 0.2), "#8fbf3a");
  return out + circle(470, 390, 38, "#fbf8f3") + circle(470, 390, 28, "#4a230f");
}
