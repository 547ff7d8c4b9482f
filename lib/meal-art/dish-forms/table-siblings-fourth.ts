/**
 * The fourth picture test's mix-ups, each drawn by what a cook sees first: a prawn stir-fry's wok of
 * glossy sauce with broccoli, pepper strips and mangetout (not garlic prawns' golden butter pan), ful
 * medames' mashed brown fava with an olive-oil pool, egg and pitta (not githeri's whole maize and
 * beans), mashed potatoes' white swirl with melting butter (not stuffing's golden crumbs), and imam
 * bayildi's whole purple aubergine halves heaped with onion and tomato (not a coconut stew).
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { dots } from "./table-siblings-sixth";
import { g } from "../palette";
import { blob, scatter, shadow } from "../shapes";
import { prawn, slicedMeat } from "../proteins";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

const parsley = g("herb", "#2f8f46", "#59b96a");

/** Prawn and vegetable stir-fry: a dark wok of glossy brown sauce with prawns, broccoli, red and yellow pepper strips and mangetout. */
export function prawnStirFry({ rand }: Ctx): string {
  note("vessel", "dark wok");
  note("whole", "glossy brown sauce with prawns, broccoli, red and yellow peppers");
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
  note("whole", "mashed brown beans with olive oil, parsley and a halved egg, pitta beside");
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
  // Two halves of a boiled egg, chopped tomato and parsley round the oil: the Egyptian breakfast bowl.
  out += garnishPiece(rand, g("egg", "#fffdf4", "#f2b01c"), x0 + 90, CY - 70, 74) + garnishPiece(rand, g("egg", "#fffdf4", "#f2b01c"), x0 + 100, CY + 50, 74);
  out += dots(scatter(rand, x0 - 70, CY + 40, 70, 9, 24), "#d8281c", 18, { "stroke-linecap": "square" });
  out += garnishLayer(rand, [g("wedge", "#e8c81a", "#fff08a")], x0 - 90, CY - 90, 10, 1, 40);
  return out + garnishLayer(rand, [parsley], x0, CY, 130, 7, 24);
}

/** Mashed potatoes: a bowl of smooth white-cream mash swirled with a spoon, a butter pat melting in the well, a few chives. */
export function mashSwirl({ rand }: Ctx): string {
  note("whole", "smooth swirled mash with a melting butter pat and chives");
  // Always the dark bowl: white mash on it is never mistaken for a pale salad or crumbs in a light dish.
  let out = bowl(CX, CY, 205, "#3d4350", "#f8f0da");
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
  note("vessel", "oval dish");
  note("whole", "halved purple aubergines heaped with onion and tomato");
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

/** A small bowl of white rice beside the dish, on the side without cutlery. */
function riceOnSide(rand: Ctx["rand"], x: number, y: number): string {
  let grains = "";
  for (const [gx, gy] of scatter(rand, x, y, 52, 22, 13)) grains += d`M${gx} ${gy}l7 3`;
  return shadow(x, y, 78, 78) + circle(x, y, 78, "#f4ecdc") + circle(x, y, 66, "#fbf8f0") + stroke(grains, "#e0d8c4", 6);
}

/**
 * A Sichuan wok dish in a bowl, rice beside it: kung pao's diced chicken with peanuts, dried chillies and
 * spring onion; yu xiang aubergine's glossy dark batons with chillies. Pieces, never drumsticks or a curry.
 */
export function sichuanBowl({ rand, ceramic, free }: Ctx, kind: "kung pao" | "aubergine"): string {
  note("dish", kind === "aubergine" ? "glossy aubergine pieces in dark red sauce" : "chicken, peanuts and red chillies in dark sauce");
  note("side", "a bowl of rice beside");
  const side = free === "right" ? 1 : -1;
  const x0 = CX - side * 30;
  let out = riceOnSide(rand, CX + side * 190, CY + 150) + bowl(x0, CY - 10, 205, ceramic, kind === "aubergine" ? "#4a160c" : "#8a3a16");
  if (kind === "aubergine") {
    for (const [x, y] of scatter(rand, x0, CY - 10, 130, 11, 48)) {
      out += group({ transform: at(x, y, rand.range(0, 180)) }, el("rect", { x: -38, y: -14, width: 76, height: 28, rx: 10, fill: "#a8462a" }) + el("rect", { x: -38, y: -14, width: 76, height: 9, rx: 4, fill: "#4a1a4a" }) + ellipse(-6, 4, 18, 4, "#fff", { opacity: 0.35 }));
    }
  } else {
    for (const [x, y] of scatter(rand, x0, CY - 10, 130, 12, 42)) {
      out += el("rect", { x: x - 20, y: y - 18, width: 40, height: 36, rx: 8, fill: "#f0d8a8", stroke: "#b8762a", "stroke-width": 4, transform: `rotate(${Math.round(rand.range(0, 90))} ${Math.round(x)} ${Math.round(y)})` });
    }
    out += garnishLayer(rand, [g("dot", "#e8c88a", "#fff0c8")], x0, CY - 10, 140, 14, 34);
  }
  // Dried red chillies, whole and dark, and spring onion: the marks of a Sichuan wok.
  for (const [x, y] of scatter(rand, x0, CY - 10, 140, 7, 40)) out += group({ transform: at(x, y, rand.range(0, 360)) }, path("M-26 0Q-20 -10 22 -4L28 0L22 4Q-20 10 -26 0Z", "#b01818") + stroke("M-26 0h-8", "#4a6a2a", 4));
  return out + garnishLayer(rand, [g("ring", "#3f9b3a", "#b6e39a")], x0, CY - 10, 140, 8, 22);
}

/** Roast beef: rosy slices fanned on a plate with a risen Yorkshire pudding and roast potatoes, a gravy boat beside it. */
export function roastBeefDinner({ rand, ceramic, free }: Ctx): string {
  note("whole", "rosy slices of roast beef, a Yorkshire pudding and roast potatoes, gravy beside");
  const side = free === "right" ? 1 : -1;
  const x0 = CX - side * 30;
  // The gravy boat: a white oval with its spout and handle, full of brown gravy.
  const bx = CX + side * 170;
  const by = CY + 185;
  let out = ellipse(bx + 8, by + 10, 80, 54, "#000", { opacity: 0.15 }) + path(d`M${bx - side * 70} ${by}l${-side * 40} -18l${side * 4} 36Z`, "#fbf8f3") +
    ellipse(bx, by, 80, 54, "#fbf8f3") + ellipse(bx, by, 64, 40, "#6a3414") + ellipse(bx - 14, by - 10, 24, 8, "#fff", { opacity: 0.3 });
  out += plate(x0, CY - 10, 215, ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
  out += slicedMeat(rand, x0 - 20, CY + 40, "#7a3a22", "#d8707a", 5);
  // Yorkshire pudding: a tall golden rim round a hollow middle.
  out += circle(x0 + 90, CY - 100, 56, "#c8862a") + circle(x0 + 90, CY - 100, 44, "#f0c060") + circle(x0 + 92, CY - 96, 24, "#b8762a");
  for (const [x, y] of [[x0 - 100, CY - 100], [x0 - 40, CY - 130]] as const) out += path(blob(rand, x, y, 36, 30, 7, 0.25), "#d99a3a") + path(blob(rand, x - 6, y - 6, 20, 14, 6, 0.3), "#f2c870");
  // Gravy poured over the slices.
  return out + stroke(d`M${x0 - 110} ${CY + 70}q50 30 90 0t90 10`, "#6a3414", 12, { opacity: 0.85 }) + garnishLayer(rand, [g("floret", "#2f7a2a", "#7ab85a")], x0 + 100, CY + 60, 30, 2, 40);
}

/** Steak au poivre: one thick seared steak under creamy peppercorn sauce, a pile of golden chips beside it. */
export function steakAuPoivre({ rand, ceramic }: Ctx): string {
  note("whole", "a thick seared steak under creamy peppercorn sauce, golden chips beside");
  let out = plate(CX, CY, 215, ceramic === "#3d4350" ? "#fbf8f3" : ceramic);
  let chips = "";
  for (let i = 0; i < 11; i++) {
    const x = CX + 70 + rand.range(-40, 50);
    const y = CY - 90 + i * 18 + rand.range(-6, 6);
    const a = rand.range(-0.6, 0.6);
    chips += d`M${x - Math.cos(a) * 45} ${y - Math.sin(a) * 45}l${Math.cos(a) * 90} ${Math.sin(a) * 90}`;
  }
  out += stroke(chips, "#c8862a", 22) + stroke(chips, "#f4cc5a", 14);
  out += path(blob(rand, CX - 70, CY + 10, 110, 82, 9, 0.12), "#5a2a18") + path(blob(rand, CX - 74, CY + 4, 98, 70, 9, 0.12), "#8a4428") +
    stroke(d`M${CX - 140} ${CY - 20}l120 60M${CX - 130} ${CY + 30}l90 45`, "#4a1e10", 8, { opacity: 0.5 });
  // The cream sauce poured over, green and black peppercorns in it.
  out += path(blob(rand, CX - 50, CY + 40, 62, 34, 8, 0.3), "#f0e0b8") + path(blob(rand, CX - 40, CY + 96, 70, 24, 7, 0.3), "#e8d4a0");
  return out + garnishLayer(rand, [g("dot", "#2a2a2a", "#555"), g("dot", "#5a7a2a", "#8ab05a")], CX - 50, CY + 50, 50, 12, 14);
}

/** Stollen: a long loaf under thick icing-sugar snow on a board, one slice cut to show the fruit and the marzipan circle at its core. */
export function stollenLoaf({ rand }: Ctx): string {
  note("whole", "a long loaf under icing sugar, one slice showing fruit and marzipan");
  let out = board(rand, CX, CY, 500, 420);
  out += group({ transform: at(CX - 10, CY - 60, -8) },
    el("rect", { x: -200, y: -70, width: 360, height: 140, rx: 70, fill: "#c8863a" }) + el("rect", { x: -194, y: -66, width: 348, height: 118, rx: 60, fill: "#fbfaf6" }) +
    stroke("M-170 -20q80 -30 300 -6", "#e8e4dc", 10) +
    // The cut end: crumb, fruit and the marzipan core showing.
    ellipse(160, 0, 26, 70, "#e8c48a") + ellipse(160, 0, 12, 22, "#f4e08a"));
  // The slice lying in front.
  const sx = CX + 40;
  const sy = CY + 110;
  out += ellipse(sx + 6, sy + 8, 150, 76, "#000", { opacity: 0.15 }) + ellipse(sx, sy, 150, 76, "#fbfaf6") + ellipse(sx, sy + 4, 136, 62, "#e8c48a");
  out += ellipse(sx, sy + 4, 44, 26, "#f4e08a", { stroke: "#d8b84a", "stroke-width": 4 });
  // Fruit studding the crumb round the marzipan: raisins, orange peel, green citron.
  let i = 0;
  for (const [x, y] of scatter(rand, sx, sy + 4, 130, 40, 22)) {
    const [u, v] = [(x - sx) / 122, (y - sy - 4) / 54];
    if (u * u + v * v < 1 && ((x - sx) / 52) ** 2 + ((y - sy - 4) / 32) ** 2 > 1) out += circle(x, y, 7, ["#6a2a3a", "#e8782a", "#3f8f3a"][i++ % 3]!);
  }
  return out;
}

/** Gougères: puffed golden cheese choux on a wooden board, cracked tops flecked with baked cheese; no dip. */
export function gougeres({ rand }: Ctx): string {
  note("whole", "puffed golden cheese choux buns");
  let out = board(rand, CX, CY, 470, 420);
  for (const [x, y] of scatter(rand, CX, CY, 150, 9, 95)) {
    out += ellipse(x + 6, y + 10, 46, 40, "#000", { opacity: 0.15 }) + path(blob(rand, x, y, 46, 42, 9, 0.18), "#b06a1e") +
      path(blob(rand, x - 4, y - 4, 38, 34, 8, 0.25), "#f2c04a") + stroke(d`M${x - 18} ${y - 4}q10 -8 18 2t16 -6`, "#a8641a", 4) +
      circle(x + 10, y + 12, 6, "#f6d880") + circle(x - 14, y + 14, 4, "#f6d880");
  }
  return out + garnishLayer(rand, [g("leaf", "#3f7a2a", "#8ab05a")], CX, CY, 170, 3, 26);
}

/** Cod with tomatoes and olives: white flaky cod fillets in an oval dish of red tomato sauce with black olives, cherry tomatoes and basil. */
export function codTomatoOlives({ rand }: Ctx): string {
  note("vessel", "oval dish");
  note("whole", "white cod fillets in red tomato sauce with black olives and basil");
  let out = ellipse(CX + 10, CY + 14, 250, 200, "#000", { opacity: 0.15 }) + ellipse(CX, CY, 250, 200, "#fbf8f3") + path(blob(rand, CX, CY, 222, 172, 10, 0.08), "#c8301e");
  for (const [x, y, rot] of [[CX - 60, CY - 50, -12], [CX + 60, CY + 60, 8]] as const) {
    out += group({ transform: at(x, y, rot) }, path(blob(rand, 0, 0, 105, 52, 9, 0.08), "#fbf6ec") +
      stroke("M-60 -30q16 30 0 60M-20 -40q16 40 0 80M20 -40q16 40 0 80M60 -30q14 30 0 60", "#e2d8c4", 5) + ellipse(-20, -26, 50, 10, "#fff", { opacity: 0.5 }));
  }
  for (const [x, y] of scatter(rand, CX, CY, 190, 14, 44)) {
    if (Math.abs(x - CX) > 200 || Math.abs(y - CY) > 150) continue;
    out += (rand.next() < 0.5 ? ellipse(x, y, 15, 12, "#1f1a1e") + ellipse(x - 4, y - 4, 5, 3, "#6a5a6a") : circle(x, y, 16, "#e8401e") + circle(x, y, 10, "#f8804a"));
  }
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 160, 5, 26);
}

/** Slices of crusty bread for mopping up, tucked under a pan's lower corner on the side without cutlery. */
export function breadForMopping({ free }: Ctx): string {
  note("whole", "slices of crusty bread");
  const side = free === "right" ? 1 : -1;
  let out = "";
  for (const [dx, dy, rot] of [[0, 0, 20], [-side * 60, 30, -10]] as const) {
    out += group({ transform: at(CX + side * 200 + dx, CY + 190 + dy, rot) }, ellipse(6, 8, 70, 44, "#000", { opacity: 0.15 }) + ellipse(0, 0, 70, 44, "#b8742a") + ellipse(0, 0, 58, 34, "#f2dca0") + circle(-14, -6, 5, "#e0c080") + circle(18, 8, 4, "#e0c080"));
  }
  return out;
}

/** Elote: grilled cobs on wooden sticks, slathered white with mayonnaise and cotija, dusted red with chilli, lime wedges beside. */
export function eloteSticks({ rand }: Ctx): string {
  note("whole", "grilled corn cobs on sticks, coated white and dusted red, lime beside");
  let out = board(rand, CX, CY, 480, 420);
  for (let k = 0; k < 3; k++) {
    let kernels = "";
    for (let i = 0; i < 8; i++) kernels += d`M${-100 + i * 26} -22v44`;
    let dust = "";
    for (const [x, y] of scatter(rand, 0, 0, 100, 14, 14)) if (Math.abs(y) < 26) dust += d`M${x} ${y}h.1`;
    out += group({ transform: at(CX - 20, CY - 110 + k * 110, -6 + k * 5) },
      stroke("M130 0h70", "#c8964a", 14) + el("rect", { x: -130, y: -34, width: 270, height: 68, rx: 34, fill: "#e8b830" }) + stroke(kernels, "#f6d45a", 14) +
      path(blob(rand, 0, 0, 110, 24, 10, 0.25), "#fbf6ea", { opacity: 0.92 }) + stroke(dust, "#c8301e", 10));
  }
  return out + garnishLayer(rand, [g("wedge", "#3f9b2a", "#b6e36a")], CX + 150, CY + 140, 30, 2, 40);
}
