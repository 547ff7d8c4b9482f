/**
 * Plates that a blind viewer mixed up with their neighbours, each drawn by the thing it is known by:
 * tortilla chips under sauce or cheese (chilaquiles, nachos), a dotted uttapam with its chutneys,
 * loose rice grains (jeera rice), stretchy cheesy mash (aligot), flat escalopes with ham and sage
 * (saltimbocca), round meatballs in cream gravy, and a foamy glass of zabaglione with biscuits.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Garnish } from "../palette";
import { egg } from "../proteins";
import { blob, scatter, shadow } from "../shapes";
import { at, circle, CX, CY, d, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";

export interface ChipsSpec {
  /** Red salsa roja (chilaquiles), or none: nachos' chips stay crisp under the cheese. */
  sauce?: string;
  /** Melted cheese poured over the chips. */
  cheese?: boolean;
  /** A fried egg on top (chilaquiles). */
  egg?: boolean;
  pieces: Garnish[];
}

/** Tortilla chips piled on a plate: big pale triangles that read as chips, then sauce, cheese and toppings. */
export function chipsPlate({ rand, ceramic }: Ctx, spec: ChipsSpec): string {
  note("dish", `a pile of golden tortilla chips${spec.sauce ? ` in ${colourWord(spec.sauce)} sauce` : ""}${spec.cheese ? " under melted cheese" : ""}${spec.egg ? " with a fried egg" : ""}`);
  let out = plate(CX, CY, 225, ceramic);
  if (spec.sauce) out += path(blob(rand, CX, CY, 170, 160, 10, 0.12), spec.sauce);
  for (const [x, y] of scatter(rand, CX, CY, 140, 16, 48)) {
    out += group({ transform: at(x, y, rand.int(0, 359)) }, path("M0 -40L36 24L-36 24Z", "#f0c35e", { stroke: "#c98a2e", "stroke-width": 4, "stroke-linejoin": "round" }));
  }
  if (spec.sauce) {
    let s = "";
    for (const [x, y] of scatter(rand, CX, CY, 130, 8, 45)) s += blob(rand, x, y, 22, 14, 6, 0.3);
    out += path(s, spec.sauce, { opacity: 0.85 });
  }
  if (spec.cheese) {
    let melt = "";
    for (let i = 0; i < 7; i++) melt += d`M${rand.range(150, 260)} ${rand.range(170, 430)}q${rand.range(40, 80)} ${rand.range(-40, 40)} ${rand.range(120, 200)} ${rand.range(-30, 30)}`;
    out += stroke(melt, "#f6b82a", 16, { opacity: 0.95 });
  }
  if (spec.egg) out += egg(CX + 10, CY - 10, 1.1, rand);
  return out + garnishLayer(rand, spec.pieces, CX, CY, 140, 10, 32);
}

/** Uttapam: a thick round pancake dotted with onion, tomato and chilli, two chutney bowls beside it. */
export function uttapam({ rand, ceramic }: Ctx): string {
  note("whole", "a thick round pancake dotted with onion, tomato and chilli, two chutney bowls beside");
  let out = plate(CX - 30, CY, 230, ceramic);
  out += circle(CX - 40, CY - 10, 165, "#c98a3e") + circle(CX - 42, CY - 12, 156, "#eec77a");
  let browning = "";
  for (const [x, y] of scatter(rand, CX - 40, CY - 10, 140, 30, 22)) browning += d`M${x} ${y}h.1`;
  out += stroke(browning, "#c98a3e", 14, { opacity: 0.5 });
  out += garnishLayer(rand, [g("sliver", "#9b3f7a", "#e2b4d2"), g("cube", "#e5392f", "#ff8a6b"), g("ring", "#3f9b3a", "#9fe07d"), g("herb", "#2f8f46", "#59b96a")], CX - 40, CY - 10, 125, 20, 26);
  for (const [x, y, fill] of [[470, 150, "#f6f1e0"], [480, 450, "#c8381f"]] as const) {
    out += bowl(x, y, 62, "#fbf8f3", fill) + garnishPiece(rand, g("speck", "#3a2a1a", "#5a4a3a"), x, y, 30);
  }
  return out;
}

/** Loose, separate rice grains in a bowl, with what flavours them scattered through (cumin, peas, saffron). */
export function riceGrains({ rand, ceramic }: Ctx, rice: string, pieces: Garnish[]): string {
  note("dish", `loose ${colourWord(rice)} rice grains`);
  let out = bowl(CX, CY, 195, ceramic, shade(rice, -0.06));
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 100, 15)) {
    const a = rand.range(0, Math.PI);
    grains += d`M${x} ${y}l${Math.cos(a) * 10} ${Math.sin(a) * 10}`;
  }
  out += stroke(grains, shade(rice, -0.3), 9) + stroke(grains, rice, 5);
  return out + garnishLayer(rand, pieces, CX, CY, 140, 16, 20);
}

/** Aligot: smooth, pale cheesy mash, a spoon lifting a long stretchy ribbon of it out of the bowl. */
export function stretchyMash({ rand, ceramic }: Ctx): string {
  note("whole", "smooth pale mash, a spoon lifting a long stretchy ribbon");
  let out = bowl(CX - 30, CY + 20, 180, ceramic, "#f4ead0");
  out += path(blob(rand, CX - 30, CY + 20, 120, 110, 9, 0.12), "#f8f0d8") + stroke(d`M${CX - 110} ${CY + 40}q40 -30 80 0t80 0`, "#e8dab4", 6);
  // The stretch: a thick ribbon from the bowl to the spoon, thinning as it rises.
  out += stroke(d`M${CX - 30} ${CY + 20}C${CX + 40} ${CY - 20} ${CX + 90} ${CY - 120} ${CX + 170} ${CY - 190}`, "#c9b078", 46) +
    stroke(d`M${CX - 30} ${CY + 20}C${CX + 40} ${CY - 20} ${CX + 90} ${CY - 120} ${CX + 170} ${CY - 190}`, "#fbf0c8", 34) +
    stroke(d`M${CX + 10} ${CY}C${CX + 60} ${CY - 40} ${CX + 100} ${CY - 120} ${CX + 160} ${CY - 180}`, "#fff", 6, { opacity: 0.7 });
  out += ellipse(CX + 180, CY - 200, 44, 30, "#c9ced6", { transform: `rotate(-40 ${CX + 180} ${CY - 200})` }) + stroke(d`M${CX + 210} ${CY - 230}L${CX + 270} ${CY - 280}`, "#c9ced6", 14);
  return out + garnishLayer(rand, [g("speck", "#5b4030", "#8a6a4f")], CX - 30, CY + 20, 100, 4, 24);
}

/** Saltimbocca: flat, golden escalopes, each under a ruffled slice of ham pinned with a big sage leaf. */
export function escalopes({ rand, ceramic }: Ctx): string {
  note("whole", "flat golden escalopes under ruffled ham and big sage leaves");
  let out = plate(CX, CY, 225, ceramic) + path(blob(rand, CX, CY, 170, 150, 9, 0.15), "#b07a3a", { opacity: 0.5 });
  for (const [x, y, rot] of [[CX - 70, CY - 70, -20], [CX + 70, CY + 10, 15], [CX - 40, CY + 110, -5]] as const) {
    let s = path(blob(rand, 0, 0, 95, 55, 9, 0.1), "#d9a058", { stroke: "#b07a3a", "stroke-width": 4 });
    s += path("M-70 -30Q-40 -50 -10 -30T50 -30Q70 -10 60 20Q30 40 0 25T-60 25Q-80 0 -70 -30Z", "#e8909a", { stroke: "#c8606a", "stroke-width": 3 });
    s += path("M-30 0Q0 -40 40 0Q0 40 -30 0Z", "#6f8f5a") + stroke("M-28 0H36", "#a8c09a", 3);
    out += group({ transform: at(x, y, rot) }, s);
  }
  return out;
}

/** Meatballs: round balls in a pale cream gravy beside mash, with a spoon of lingonberries. */
export function meatballPlate({ rand, ceramic }: Ctx, spec: { gravy: string; side: string; berries?: string }): string {
  note("dish", `brown meatballs in ${colourWord(spec.gravy)} gravy beside ${colourWord(spec.side)} mash${spec.berries ? ", red berries" : ""}`);
  let out = plate(CX, CY, 225, ceramic);
  out += path(blob(rand, CX - 70, CY + 10, 130, 150, 10, 0.12), spec.gravy);
  out += path(blob(rand, CX + 120, CY - 40, 70, 90, 8, 0.15), spec.side) + stroke(d`M${CX + 90} ${CY - 80}q20 20 50 0M${CX + 95} ${CY - 20}q20 20 45 0`, shade(spec.side, -0.1), 5);
  for (const [x, y] of scatter(rand, CX - 70, CY + 10, 95, 8, 58)) {
    out += circle(x + 3, y + 5, 29, "#000", { opacity: 0.15 }) + circle(x, y, 29, "#7a4024") + circle(x - 3, y - 3, 24, "#94522e") + circle(x - 10, y - 11, 7, "#fff", { opacity: 0.3 });
  }
  if (spec.berries) out += garnishLayer(rand, [g("dot", spec.berries, "#ff7a8a")], CX + 120, CY + 130, 40, 7, 22);
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX - 70, CY + 10, 100, 4, 24);
}

/** Zabaglione: a stemmed glass of airy yellow foam from above, sponge fingers leaning on the saucer. */
export function foamGlass({ rand }: Ctx, foam: string, fruit?: string, biscuits = true): string {
  note("vessel", "stemmed glass");
  note("whole", `${colourWord(foam)} ${biscuits ? "airy foam, sponge fingers on the saucer" : "cream"}${fruit ? ` topped with ${colourWord(fruit)} berries` : ""}`);
  let out = shadow(CX - 20, CY, 170, 170) + circle(CX - 20, CY, 170, "#e6eef2", { opacity: 0.9 }) + circle(CX - 20, CY, 150, "#d4e0e6") + circle(CX - 20, CY, 140, foam);
  let bubbles = "";
  for (const [x, y] of scatter(rand, CX - 20, CY, 120, 40, 16)) bubbles += d`M${x} ${y}h.1`;
  out += stroke(bubbles, shade(foam, 0.5), 9, { opacity: 0.8 }) + path(blob(rand, CX - 30, CY - 20, 70, 55, 8, 0.2), shade(foam, 0.25), { opacity: 0.7 });
  for (let i = 0; biscuits && i < 2; i++) {
    out += group({ transform: at(470 + i * 40, 330, 10 + i * 14) }, ellipse(0, 0, 24, 120, "#e8b870", { stroke: "#c98a3e", "stroke-width": 3 }) + stroke("M0 -100V100", "#fbf3e2", 8, { "stroke-dasharray": "2 14" }));
  }
  if (fruit) out += garnishLayer(rand, [g("dot", fruit, "#ff7a8a")], CX - 20, CY, 40, 3, 26);
  return out;
}
