/**
 * Dish forms for salads, vegetarian and vegan mains and side dishes. Each returns the picture of
 * the dish (vessel + food) centred on the canvas.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece, toppings } from "../garnish";
import { g } from "../palette";
import { egg, slicedMeat } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";
import { genericPlate } from "./plated-mains";

export function salad({ rand, profile, ceramic }: Ctx): string {
  note("dish", "green leaves");
  let out = bowl(CX, CY, 205, ceramic, "#cfe6b0");
  out += garnishLayer(rand, [g("leaf", "#3f9b4a", "#75c26a"), g("leaf", "#7cbf4e", "#b6e08a"), g("leaf", "#2e7d3c", "#5fae5a")], CX, CY, 140, 12, 54);
  const extras = profile.garnishes.filter((x) => x.kind !== "leaf" && x.kind !== "swirl").slice(0, 4);
  out += garnishLayer(rand, extras.length ? extras : [g("slice", "#e5392f", "#ff8a6b"), g("slice", "#4f8f3a", "#cfe8b0")], CX, CY, 125, 9, 34);
  if (profile.features.has("chicken")) out += slicedMeat(rand, CX, CY, "#d9953f", "#f6e3c6", 3);
  if (profile.features.has("egg")) out += egg(CX + 40, CY + 40, 0.6, rand);
  return out;
}

/** Vegan/vegetarian mains vary between three layouts so a page of them does not look the same. */
export function veggieMain(ctx: Ctx): string {
  const pick = ctx.rand.int(0, 2);
  if (pick === 0) return veggieBowl(ctx);
  if (pick === 1) return trayBake(ctx);
  return genericPlate(ctx);
}

/** Roasted vegetables in a roasting tray. */
function trayBake({ rand, profile }: Ctx): string {
  note("vessel", "roasting tray");
  note("dish", "roasted vegetables");
  let out = el("rect", { x: 102, y: 126, width: 420, height: 350, rx: 20, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 110, width: 420, height: 350, rx: 20, fill: "#5b6470" }) +
    el("rect", { x: 110, y: 130, width: 380, height: 310, rx: 12, fill: profile.sauce ? shade(profile.sauce, 0.2) : "#8a6a4a" });
  const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl" && x.kind !== "herb").slice(0, 4);
  if (veg.length < 2) veg.push(g("cube", "#f08a24", "#ffb25e"), g("ring", "#9b3f7a", "#e2b4d2"));
  for (const [x, y] of scatter(rand, CX, 285, 150, 20, 44)) out += garnishPiece(rand, veg[Math.floor(rand.next() * veg.length)]!, x, y, 40);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck"), CX, 285, 140, 6, 24);
}

/** Vegan/vegetarian bowl: sectors of grains and vegetables around a centre, buddha-bowl style. */
function veggieBowl({ rand, profile, ceramic, meal }: Ctx): string {
  let out = bowl(CX, CY, 205, ceramic, profile.features.has("rice") ? "#f4eee0" : "#e7dcc4");
  note("dish", `${profile.features.has("rice") ? "rice" : /egg/i.test(meal.name) ? "an egg" : "a dollop of sauce"} in the middle of vegetables in sections`);
  const items = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 5);
  while (items.length < 4) items.push(rand.pick([g("leaf", "#3f9b4a", "#75c26a"), g("cube", "#f08a24", "#ffb25e"), g("dot", "#c8904e", "#e8c08a"), g("slice", "#a3244f", "#e56b95"), g("slice", "#7cb342", "#cfe89a")]));
  const turn = rand.range(0, Math.PI * 2);
  items.forEach((item, i) => {
    const a = turn + (i / items.length) * Math.PI * 2;
    out += garnishLayer(rand, [item], CX + Math.cos(a) * 95, CY + Math.sin(a) * 95, 48, 4, 32);
  });
  if (profile.features.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 48, 26, 8)) grains += d`M${x} ${y}l${rand.int(-5, 5)} 5`;
    out += stroke(grains, "#fff", 5);
  } else if (/egg/i.test(meal.name)) {
    out += egg(CX, CY, 0.7, rand);
  } else {
    out += path(blob(rand, CX, CY, 45, 40), profile.sauce ?? "#f2e4c9") + garnishLayer(rand, [g("speck", "#5b4030", "#8a6a4f")], CX, CY, 25, 3, 20);
  }
  return out;
}

export function smallBowl(ctx: Ctx): string {
  const { rand, profile, ceramic, meal } = ctx;
  const f = profile.features;
  if (/asparagus|green beans|runner beans|spears|broccolini/i.test(meal.name)) return spears(ctx);
  if (/elote|corn on the cob|corn cob/i.test(meal.name)) return cobs(ctx);
  const fill = f.has("rice") ? "#f4eee0" : f.has("potato") ? "#f0c869" : profile.sauce ?? "#e8d9b5";
  let out = bowl(CX, CY, 150, ceramic, fill);
  note("dish", f.has("rice") ? "white rice" : f.has("potato") ? "golden potatoes" : `${colourWord(fill)} vegetables`);
  note("side", "a little dip bowl beside");
  if (f.has("rice")) {
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 110, 70, 9)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 6`;
    out += stroke(grains, "#fff", 5);
  }
  const veg = profile.garnishes.slice(0, 4);
  out += garnishLayer(rand, veg.length ? veg : [g("cube", "#f0c869", "#fde7a6")], CX, CY, 95, f.has("rice") ? 6 : 14, 32);
  // A second, tiny dip bowl: side dishes usually come in pairs on the table.
  const dx = rand.chance(0.5) ? 175 : -175;
  return out + bowl(CX + dx, CY + 150, 55, shade(ceramic, -0.05), profile.sauce ?? "#c8381f");
}

/** Vegetables laid side by side on a plate: asparagus or green beans with lemon and butter. */
function spears({ rand, profile, ceramic }: Ctx): string {
  note("dish", "green spears side by side with butter");
  let out = plate(CX, CY, 210, ceramic);
  let stalks = "";
  for (let i = 0; i < 9; i++) stalks += d`M${CX - 140 + rand.range(-10, 10)} ${CY - 80 + i * 20}L${CX + 120} ${CY - 95 + i * 20 + rand.range(-8, 8)}`;
  out += stroke(stalks, "#3f7f2f", 16) + stroke(stalks, "#6fae4a", 10);
  for (let i = 0; i < 9; i++) out += ellipse(CX + 128, CY - 95 + i * 20, 16, 10, "#4e8a34");
  out += path(blob(rand, CX - 20, CY, 40, 30), "#f8e08a", { opacity: 0.9 });
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "leaf"), CX, CY + 120, 50, 3, 34);
}

/** Corn on the cob, grilled, with crumbled cheese, chilli and lime. */
function cobs({ rand, profile, ceramic }: Ctx): string {
  note("dish", "three grilled corn cobs");
  let out = plate(CX, CY, 215, ceramic);
  for (let k = 0; k < 3; k++) {
    let kernels = "";
    for (let i = 0; i < 9; i++) for (let j = 0; j < 3; j++) kernels += d`M${-110 + i * 26} ${-14 + j * 14}h6`;
    out += group({ transform: at(CX - 10 + k * 10, CY - 100 + k * 95, -8 + k * 6) },
      el("rect", { x: -140, y: -34, width: 280, height: 68, rx: 34, fill: "#e3a92a" }) + stroke(kernels, "#f8d457", 11) +
      stroke("M-60 -20l10 40M20 -20l10 40", "#8a5a1e", 6, { opacity: 0.5 }));
  }
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "dot").slice(0, 3), CX, CY, 150, 10, 24);
}
