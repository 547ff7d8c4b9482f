/**
 * Proteins: meat, fish, seafood and egg pieces, each drawn at a given place and angle.
 */
import { colourWord, note } from "./describe";
import type { Rand } from "./random";
import { blob } from "./shapes";
import { at, circle, d, el, ellipse, group, path, shade, stroke } from "./svg";

/** A fan of overlapping slices of steak/lamb/chicken: browned crust around a juicy centre. */
export function slicedMeat(rand: Rand, cx: number, cy: number, crust: string, inside: string, count = 5): string {
  note("food", `slices of ${colourWord(inside).replace(/^(pale orange|cream|white)$/, "pale")} meat`);
  let out = "";
  const angle = rand.int(-35, 35);
  for (let i = 0; i < count; i++) {
    const x = (i - (count - 1) / 2) * 36;
    const y = Math.abs(i - (count - 1) / 2) * 6;
    out += path(d`M${x - 26} ${y - 48}Q${x} ${y - 62} ${x + 26} ${y - 48}L${x + 22} ${y + 50}Q${x} ${y + 62} ${x - 22} ${y + 50}Z`, crust) +
      path(d`M${x - 19} ${y - 42}Q${x} ${y - 52} ${x + 19} ${y - 42}L${x + 16} ${y + 44}Q${x} ${y + 53} ${x - 16} ${y + 44}Z`, inside) +
      ellipse(x - 4, y - 10, 5, 26, "#fff", { opacity: 0.18 });
  }
  return group({ transform: at(cx, cy, angle) }, out);
}

/** A whole seared piece with grill marks: steak, chop or chicken breast. */
export function searedPiece(rand: Rand, cx: number, cy: number, rx: number, ry: number, color: string, fat?: string): string {
  note("food", `${colourWord(color) === "brown" || colourWord(color) === "dark brown" ? "a seared steak" : `a ${colourWord(color)} grilled fillet`} with grill marks`);
  const outline = blob(rand, cx, cy, rx, ry, 9, 0.1);
  let marks = "";
  for (let i = -2; i <= 2; i++) marks += d`M${cx + i * 24 - ry * 0.5} ${cy - ry * 0.6}l${ry} ${ry * 1.2}`;
  return (fat ? path(blob(rand, cx, cy, rx + 9, ry + 9, 9, 0.08), fat) : "") + path(outline, color) +
    stroke(marks, shade(color, -0.45), 7, { opacity: 0.75 }) + ellipse(cx - rx * 0.3, cy - ry * 0.35, rx * 0.3, ry * 0.15, "#fff", { opacity: 0.15 });
}

export function drumstick(x: number, y: number, rot: number, color: string): string {
  note("food", "drumsticks");
  const bone = "#f7efe0";
  return group({ transform: at(x, y, rot) },
    stroke("M10 0H72", "#c9b89c", 17) + stroke("M10 0H72", bone, 12) + circle(76, -7, 10, bone, { stroke: "#c9b89c", "stroke-width": 2 }) +
    circle(76, 7, 10, bone, { stroke: "#c9b89c", "stroke-width": 2 }) +
    path("M-62 0C-62 -46 -8 -44 26 -10Q34 0 26 10C-8 44 -62 46 -62 0Z", shade(color, -0.25)) +
    path("M-56 0C-56 -38 -10 -36 20 -8Q26 0 20 8C-10 36 -56 38 -56 0Z", color) +
    ellipse(-28, -14, 18, 8, "#fff", { opacity: 0.25 }));
}

export function sausage(x: number, y: number, rot: number, color: string): string {
  note("food", "sausages");
  return group({ transform: at(x, y, rot) },
    el("rect", { x: -60, y: -15, width: 120, height: 30, rx: 15, fill: color }) +
    stroke("M-40 -6H30", "#fff", 4, { opacity: 0.25 }) + stroke("M-20 -15l6 30M10 -15l6 30", shade(color, -0.35), 3, { opacity: 0.6 }));
}

export function bacon(x: number, y: number, rot: number): string {
  note("food", "rashers of bacon");
  const wave = "M-70 0q17 -14 35 0t35 0t35 0t35 0";
  return group({ transform: at(x, y, rot) }, stroke(wave, "#b0413e", 26) + stroke(wave, "#f3c8b4", 7, { transform: "translate(0 -3)" }));
}

export function prawn(x: number, y: number, rot: number, s = 1): string {
  note("food", "pink prawns");
  // Shared stroke attributes on the group keep each prawn (drawn many times) short.
  const body = "M-22 8A24 24 0 1 1 18 16";
  return group({ transform: at(x, y, rot, s), fill: "none", "stroke-linecap": "round" },
    el("path", { d: body, stroke: "#f28c5b", "stroke-width": 18 }) + el("path", { d: body, stroke: "#ffb48f", "stroke-width": 6, opacity: 0.7 }) +
    el("path", { d: "M-10 -18l5 9M6 -21v10M19 -10l-8 5", stroke: "#d9623a", "stroke-width": 3 }) + path("M14 14l18 8 -4 -20Z", "#e0683f") +
    circle(-18, -4, 2.5, "#3a2a22"));
}

export function wholeFish(x: number, y: number, rot: number, color: string, grilled: boolean): string {
  note("food", grilled ? "a whole grilled fish" : "a whole fish");
  const belly = shade(color, 0.4);
  return group({ transform: at(x, y, rot) },
    path("M-120 0Q-40 -62 80 -8L130 -42Q122 0 130 42L80 8Q-40 62 -120 0Z", color) +
    path("M-110 6Q-30 40 70 6Q-30 24 -110 6Z", belly, { opacity: 0.7 }) +
    (grilled ? stroke("M-60 -30l24 60M-20 -34l24 68M20 -28l20 56", "#5a3523", 7, { opacity: 0.55 }) : stroke("M-50 -22q10 22 0 44M-10 -26q10 26 0 52M30 -20q8 20 0 40", shade(color, -0.25), 3)) +
    circle(-88, -8, 8, "#fff") + circle(-88, -8, 4, "#222"));
}

export function fillet(rand: Rand, x: number, y: number, rot: number, color: string): string {
  note("food", `${colourWord(color).replace(/^(pale orange|orange)$/, "pink")} fish fillets`);
  return group({ transform: at(x, y, rot) },
    path(blob(rand, 0, 0, 95, 45, 10, 0.06), color) +
    stroke("M-60 -30q18 30 0 60M-25 -38q18 38 0 76M10 -38q18 38 0 76M45 -30q16 30 0 60", shade(color, 0.45), 4, { opacity: 0.8 }) +
    ellipse(-30, -22, 30, 8, "#fff", { opacity: 0.2 }));
}

export function egg(x: number, y: number, s: number, rand: Rand): string {
  note("food", "fried eggs");
  return path(blob(rand, x, y, 58 * s, 52 * s, 7, 0.14), "#fffdf6") + circle(x + 4 * s, y + 2 * s, 22 * s, "#f7a51c") +
    circle(x - 4 * s, y - 6 * s, 7 * s, "#ffd98a");
}
