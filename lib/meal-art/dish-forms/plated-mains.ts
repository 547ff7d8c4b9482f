/**
 * Dish forms for plated mains: meat with sides, seafood on a platter, skewers, fish and chips,
 * and the generic plate other forms fall back to. Each returns the picture of the dish
 * (vessel + food) centred on the canvas.
 */
import { colourList, colourWord, note, quietly } from "../describe";
import { garnishLayer, garnishPiece, toppings } from "../garnish";
import { type Feature, g } from "../palette";
import { bacon, drumstick, fillet, prawn, sausage, searedPiece, slicedMeat, wholeFish } from "../proteins";
import { blob, scatter, shadow } from "../shapes";
import { at, CX, CY, d, el, ellipse, fmt, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, CERAMICS, plate } from "../vessels";

type MeatStyle = "plain" | "crumbed" | "glazed";

export function meatPlate({ rand, profile, ceramic }: Ctx, kind: Feature, style: MeatStyle = "plain"): string {
  const r = 205;
  let out = plate(CX, CY, r, ceramic);
  const sauce = profile.sauce ?? rand.pick(["#8a4a22", "#b5651d", "#f6efe1", "#6a8f3a"]);
  out += path(blob(rand, CX + 10, CY + 5, 120, 105, 9, 0.12), sauce, { opacity: 0.9 });
  // Sides go in a crescent on one side of the plate, the protein sits on the other.
  const sides = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  if (sides.length === 0) sides.push(g("cube", "#f0c869", "#fde7a6"), g("leaf", "#3f9b4a", "#75c26a"));
  out += garnishLayer(rand, sides, CX + 60, CY + 70, 70, 9, 34);
  if (style === "crumbed") {
    note("dish", "a golden breaded cutlet, sliced");
    // Breaded cutlet (tonkatsu, Kiev, schnitzel): golden crumb crust, pale meat where it is cut.
    out += quietly(() => slicedMeat(rand, CX - 40, CY - 20, "#c98632", "#f3dcc0", 5));
    let crumbs = "";
    for (const [x, y] of scatter(rand, CX - 40, CY - 20, 90, 24, 14)) crumbs += d`M${x} ${y}h.1`;
    out += stroke(crumbs, "#e8b45a", 7, { opacity: 0.8 });
  } else if (style === "glazed") {
    note("dish", "slices of sticky red-glazed meat");
    out += quietly(() => slicedMeat(rand, CX - 40, CY - 20, "#a3262a", kind === "chicken" ? "#f1d3b3" : "#e7a98f", 6));
  } else if (kind === "chicken") {
    if (rand.chance(0.5)) out += drumstick(CX - 40, CY - 50, -20, "#d98b3a") + drumstick(CX - 50, CY + 30, 15, "#c97a2e");
    else out += slicedMeat(rand, CX - 40, CY - 20, "#d9953f", "#f6e3c6", 5);
  } else if (kind === "pork") {
    out += rand.chance(0.5)
      ? searedPiece(rand, CX - 40, CY - 30, 90, 62, "#c98a5a", "#f2dcc0")
      : sausage(CX - 40, CY - 60, -15, "#9b5a32") + sausage(CX - 30, CY - 10, -10, "#a8633a") + sausage(CX - 50, CY + 40, -20, "#955530");
  } else if (kind === "bacon") {
    out += bacon(CX - 30, CY - 60, -12) + bacon(CX - 40, CY, -8);
  } else {
    const color = kind === "lamb" ? "#8f5a3c" : "#7a3b24";
    out += rand.chance(0.5) ? slicedMeat(rand, CX - 40, CY - 20, color, kind === "lamb" ? "#d98a7a" : "#c9524f", 5)
      : searedPiece(rand, CX - 40, CY - 30, 95, 70, color);
  }
  note("food", `${colourWord(sauce)} sauce`);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "sliver"), CX - 20, CY - 20, 120, 5, 22);
}

/** Fish on an oval platter: prawns in a little sauce, salmon fillets with a side, or a whole fish. */
export function seafood({ rand, profile }: Ctx): string {
  const f = profile.features;
  const platter = rand.pick(["#fbf8f3", "#dde9f3", "#f4ecdc"]);
  note("vessel", `${colourWord(platter)} oval platter`);
  let out = shadow(CX, CY, 235, 160) + ellipse(CX, CY, 235, 160, platter) + ellipse(CX, CY, 205, 135, shade(platter, -0.05)) +
    ellipse(CX, CY, 205, 135, "none", { stroke: shade(platter, -0.12), "stroke-width": 3 });
  if (f.has("prawn") || (!f.has("fish") && !f.has("salmon") && rand.chance(0.5))) {
    out += path(blob(rand, CX, CY, 150, 90, 9, 0.1), profile.sauce ?? "#f6efe1", { opacity: 0.7 });
    for (const [x, y] of scatter(rand, CX, CY, 100, 6, 60)) out += prawn(x, y * 0.85 + CY * 0.15, rand.int(0, 359));
  } else if (f.has("salmon")) {
    // Fillets on the left, a heap of vegetables (or greens and new potatoes) on the right.
    const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "wedge" && x.kind !== "swirl").slice(0, 2);
    if (veg.length === 0) veg.push(g("leaf", "#4d9a3a", "#8bcf6a"), g("chunk", "#f0d27a", "#fdeab0"));
    out += garnishLayer(rand, veg, CX + 95, CY + 10, 60, 8, 36);
    out += fillet(rand, CX - 70, CY - 30, -8, "#f28a5b") + (rand.chance(0.5) ? fillet(rand, CX - 50, CY + 45, 5, "#f09a6a") : "");
  } else {
    out += wholeFish(CX, CY, rand.int(-12, 12), rand.pick(["#9fb4c7", "#b7c5cf", "#d9a45b"]), rand.chance(0.5));
  }
  if (f.has("shell")) note("dish", "mussels");
  if (f.has("shell")) for (const [x, y] of scatter(rand, CX, CY + 60, 70, 4, 45)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` }) + ellipse(x, y, 14, 7, "#f2a76b", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  const lemon = profile.garnishes.find((x) => x.kind === "wedge") ?? g("wedge", "#f7d43c", "#fff3a8");
  out += garnishPiece(rand, lemon, CX + 150, CY + 60, 34) + garnishPiece(rand, lemon, CX - 160, CY - 40, 30);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX, CY, 150, 7, 22);
}

/** Skewers on a board or plate: cubes alternating with vegetables, or long minced kofta. */
export function skewers({ rand, profile, meal }: Ctx): string {
  const f = profile.features;
  const meat = f.has("chicken") ? "#d98b3a" : f.has("prawn") ? "#f28c5b" : f.has("beef") ? "#7a3b24" : f.has("cheese") ? "#f2e6c4" : "#a0603a";
  const kofta = /adana|kofta|kofte|köfte|seekh|kebab/i.test(meal.name) && !/shish/i.test(meal.name);
  const veg = profile.garnishes.filter((x) => x.kind === "sliver" || x.kind === "ring" || x.kind === "cube").map((x) => x.color);
  const count = rand.int(2, 3);
  const tilt = rand.pick([-30, -15, 0, 15, 30]);
  let out = rand.chance(0.5) ? board(rand, CX, CY, 500, 400) : plate(CX, CY, 230, rand.pick(CERAMICS));
  // A flatbread or a bed of leaves under the skewers.
  out += kofta ? path(blob(rand, CX, CY, 190, 150, 10, 0.06), "#ecc98a") : garnishLayer(rand, [g("leaf", "#4f9d3a", "#8bcf6a")], CX, CY, 140, 6, 50);
  note("food", kofta ? `long ${colourWord(meat)} kofta on skewers` : `skewers of ${f.has("chicken") ? "golden chicken" : f.has("prawn") ? "prawns" : f.has("beef") ? "brown beef" : f.has("cheese") ? "white cheese" : "brown meat"}${veg.length ? ` and ${colourList(veg)} vegetables` : ""}`);
  let sticks = "";
  for (let k = 0; k < count; k++) {
    const y = (k - (count - 1) / 2) * 80;
    let pieces = stroke("M-200 0H200", "#c8a27a", 6);
    if (kofta) {
      pieces += el("rect", { x: -150, y: -22, width: 290, height: 44, rx: 22, fill: meat }) +
        stroke("M-120 -16l8 32M-60 -16l8 32M0 -16l8 32M60 -16l8 32", shade(meat, -0.45), 6, { opacity: 0.6 });
    } else {
      for (let i = 0; i < 5; i++) {
        const x = -130 + i * 60;
        const color = i % 2 && veg.length ? veg[(i + k) % veg.length]! : meat;
        pieces += el("rect", { x: x - 25, y: -25, width: 50, height: 50, rx: 13, fill: color }) + stroke(d`M${x - 10} -18l12 36`, shade(color, -0.4), 5, { opacity: 0.5 });
      }
    }
    sticks += group({ transform: `translate(0 ${fmt(y)})` }, pieces);
  }
  out += group({ transform: at(CX, CY, tilt) }, sticks);
  const side = profile.garnishes.filter((x) => x.kind === "wedge" || x.kind === "ring" || x.kind === "herb").slice(0, 2);
  return out + garnishLayer(rand, side.length ? side : [g("wedge", "#7dc242", "#d7f0a2")], CX, CY, 175, 4, 30);
}

export function genericPlate(ctx: Ctx): string {
  const { rand, profile, ceramic } = ctx;
  let out = plate(CX, CY, 205, ceramic);
  // The outline draws before the colour is picked: the order the random stream was always used in.
  const outline = blob(rand, CX, CY, 125, 115, 10, 0.12);
  const pool = profile.sauce ?? rand.pick(["#f1b43c", "#e8d9b5", "#e39a2d", "#c98a4b"]);
  note("food", `${profile.features.has("rice") ? "rice on " : ""}a pool of ${colourWord(pool)} sauce`);
  out += path(outline, pool);
  if (profile.features.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 95, 50, 9)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 6`;
    out += stroke(grains, "#fffaf0", 5);
  }
  const items = profile.garnishes.slice(0, 4);
  return out + garnishLayer(rand, items.length ? items : [g("herb", "#2f8f46", "#59b96a"), g("slice", "#e5392f", "#ff8a6b")], CX, CY, 120, 14, 30);
}

/** Battered fish and chips on paper, with a lemon wedge and mushy peas. */
export function fishAndChips({ rand, profile }: Ctx): string {
  note("vessel", "sheet of paper");
  note("dish", "battered fish and chips");
  let out = shadow(CX, CY, 230, 200) + path("M90 140L500 100 520 470 110 500Z", "#f6f1e4") + stroke("M90 140L500 100 520 470 110 500Z", "#e1d8c3", 4);
  let chips = "";
  for (let i = 0; i < 14; i++) {
    const x = rand.range(300, 450);
    const y = rand.range(150, 420);
    const a = rand.range(-0.5, 0.5);
    chips += d`M${x} ${y}l${Math.sin(a) * 60} ${Math.cos(a) * 60}`;
  }
  out += stroke(chips, "#d9a03f", 26) + stroke(chips, "#f4cb6b", 18);
  out += path(blob(rand, 210, 300, 90, 150, 12, 0.08), "#c98a2e") + path(blob(rand, 206, 292, 80, 138, 12, 0.08), "#e3a84c");
  let batter = "";
  for (const [x, y] of scatter(rand, 206, 292, 90, 18, 24)) batter += d`M${x} ${y}h.1`;
  out += stroke(batter, "#f2c46b", 14);
  out += path(blob(rand, 420, 450, 50, 34), "#7fb24a") + garnishLayer(rand, [g("dot", "#5fb344", "#9fe07d")], 420, 450, 30, 8, 20);
  return out + garnishPiece(rand, profile.garnishes.find((x) => x.kind === "wedge") ?? g("wedge", "#f7d43c", "#fff3a8"), 320, 160, 40);
}
