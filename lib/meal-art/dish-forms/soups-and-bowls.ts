/**
 * Dish forms for food in a pot, pan or bowl: stews and curries, soups, pasta and noodles, rice
 * dishes. Each returns the picture of the dish (vessel + food) centred on the canvas.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece, toppings } from "../garnish";
import { g } from "../palette";
import { drumstick, egg, prawn } from "../proteins";
import type { Rand } from "../random";
import { blob, scatter, shadow } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, fmt, group, path, shade, stroke } from "../svg";
import type { Ctx, MealArtInput, StewVessel } from "../types";
import { bowl, plate, pot, skillet } from "../vessels";


/** The vessel a stew is served in: cuisine first (tagine, karahi), then the category. */
function stewVessel(meal: MealArtInput, rand: Rand): StewVessel {
  if (/Moroccan|Tunisian|Algerian|Egyptian/.test(meal.area) || /tagine/i.test(meal.name)) return "tagine";
  if (/Indian|Malaysian|Saudi Arabian|Syrian|Kenyan/.test(meal.area)) return rand.pick<StewVessel>(["karahi", "bowl"]);
  if (/saganaki|skillet|sizzl|\bpan\b/i.test(meal.name)) return "skillet";
  if (/Lamb|Goat|Beef/.test(meal.category)) return rand.pick<StewVessel>(["pot", "pot", "bowl"]);
  return rand.pick<StewVessel>(["pot", "bowl", "bowl", "skillet"]);
}

/** Chunks of meat (or veg) in a sauce: stews, curries, tagines; a bowl of rice beside curries. */
export function stew({ rand, profile, ceramic, meal, free, vessel: chosen }: Ctx): string {
  const sauce = profile.sauce ?? rand.pick(["#a0522d", "#c0642a", "#8c3b22"]);
  const vessel = chosen ?? stewVessel(meal, rand);
  if (vessel === "tagine") note("vessel", "terracotta tagine");
  else if (vessel === "karahi") note("vessel", "copper karahi");
  const withRice = profile.features.has("rice") || /Indian|Thai|Malaysian|Jamaican|Japanese|Filipino|Chinese/.test(meal.area);
  const cx = withRice ? CX + 25 : CX;
  const cy = withRice ? CY - 25 : CY;
  const r = vessel === "tagine" ? 200 : withRice ? 170 : 185;
  let out = "";
  if (vessel === "pot") out += pot(cx, cy, r, rand.pick(["#c0392b", "#2a6f97", "#2d6a4f", "#e76f51", "#3d405b"]), sauce);
  else if (vessel === "tagine") {
    // Terracotta tagine base: a wide shallow dish with a thick glazed rim.
    out += shadow(cx, cy, r, r) + circle(cx, cy, r, "#c4673a") + circle(cx, cy, r * 0.9, "#a9532c") + circle(cx, cy, r * 0.86, sauce) +
      circle(cx, cy, r * 0.96, "none", { stroke: "#e08a55", "stroke-width": 4 });
  } else if (vessel === "karahi") {
    const ring = (x: number) => circle(x, cy, 26, "none", { stroke: "#8c5a2b", "stroke-width": 10 });
    out += shadow(cx, cy, r, r) + ring(cx - r - 8) + ring(cx + r + 8) + circle(cx, cy, r, "#b87333") + circle(cx, cy, r * 0.9, "#d08c4a") + circle(cx, cy, r * 0.84, sauce);
  } else if (vessel === "skillet") out += skillet(rand, cx, cy, r, sauce, free);
  else out += bowl(cx, cy, r, ceramic, sauce);
  // Lighter glossy patches make the sauce read as liquid.
  out += path(blob(rand, cx - 40, cy - 50, 70, 40), shade(sauce, 0.2), { opacity: 0.5 });
  const f = profile.features;
  const meatColor = f.has("beef") ? "#6e3421" : f.has("lamb") ? "#7d452b" : f.has("pork") ? "#9c5f3a" : f.has("chicken") ? "#f5e4c8"
    : f.has("fish") || f.has("salmon") ? "#f3e9dc" : undefined;
  const pts = scatter(rand, cx, cy, r * 0.62, meatColor ? 8 : 0, 44);
  // A darker rim on each chunk keeps pale meat visible on pale sauces.
  let chunks = "";
  for (const [x, y] of pts) chunks += blob(rand, x, y, 24, 20, 5, 0.2);
  note("food", `${meatColor ? `${meatColor === "#f5e4c8" ? "pale chicken" : meatColor === "#f3e9dc" ? "white fish" : "brown meat"} chunks in ` : ""}${colourWord(sauce)} sauce`);
  if (meatColor) out += path(chunks, meatColor, { stroke: shade(meatColor, -0.3), "stroke-width": 3 });
  if (f.has("prawn")) for (const [x, y] of scatter(rand, cx, cy, r * 0.55, 2, 80)) out += prawn(x, y, rand.int(0, 359), 0.8);
  if (f.has("shell")) note("food", "mussels");
  if (f.has("shell")) for (const [x, y] of scatter(rand, cx, cy, r * 0.6, 4, 45)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  const veg = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 4);
  out += garnishLayer(rand, veg.length ? veg : [g("cube", "#f08a24", "#ffb25e")], cx, cy, r * 0.65, meatColor ? 7 : 13, 28);
  if (profile.garnishes.some((x) => x.kind === "swirl")) out += garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), cx + 20, cy - 10, 60);
  out += garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "ring"), cx, cy, r * 0.6, 5, 22);
  if (withRice) note("side", "a bowl of white rice beside");
  if (withRice) {
    const rx = CX - 150;
    const ry = CY + 160;
    let grains = "";
    for (const [x, y] of scatter(rand, rx, ry, 60, 30, 8)) grains += d`M${x} ${y}l${rand.int(-5, 5)} 5`;
    out += bowl(rx, ry, 88, shade(ceramic, -0.04), "#f1ead9") + stroke(grains, "#fff", 5);
  }
  return out;
}

/** A bowl of soup: noodles, fish or meat pieces floating in it, cream or oil on top, bread beside. */
export function soup({ rand, profile, ceramic, uid }: Ctx): string {
  const f = profile.features;
  const sauce = profile.sauce ?? rand.pick(["#e8a33d", "#7fae4a", "#d9442b", "#d9a05b"]);
  note("food", `${colourWord(sauce)} soup${f.has("noodle") || f.has("pasta") ? " with noodles" : ""}`);
  let out = bowl(CX, CY, 190, ceramic, sauce);
  let inside = circle(CX - 40, CY - 50, 40, "#fff", { opacity: 0.12 });
  if (f.has("noodle") || f.has("pasta")) {
    // Loose loops of noodles just under the surface.
    let strands = "";
    for (let i = 0; i < 12; i++) {
      const r = rand.range(30, 120);
      const ox = CX + rand.range(-30, 30);
      const oy = CY + rand.range(-30, 30);
      const a1 = rand.range(0, Math.PI * 2);
      const a2 = a1 + rand.range(1, 2.4);
      strands += d`M${ox + Math.cos(a1) * r} ${oy + Math.sin(a1) * r}A${r} ${r} 0 0 1 ${ox + Math.cos(a2) * r} ${oy + Math.sin(a2) * r}`;
    }
    inside += stroke(strands, "#f6ead0", 7, { opacity: 0.9 });
  }
  const meat = f.has("fish") || f.has("salmon") ? "#f6ede0" : f.has("beef") ? "#7a3f24" : f.has("chicken") ? "#f1dcc0" : f.has("tofu") || f.has("cheese") ? "#fbf8ee" : undefined;
  if (meat) note("food", `${meat === "#7a3f24" ? "brown" : "pale"} pieces of ${f.has("fish") || f.has("salmon") ? "fish" : f.has("beef") ? "beef" : f.has("chicken") ? "chicken" : "cheese or tofu"}`);
  if (meat) for (const [x, y] of scatter(rand, CX, CY, 100, 5, 50)) inside += el("rect", { x: x - 18, y: y - 14, width: 36, height: 28, rx: 8, fill: meat, stroke: shade(meat, -0.25), "stroke-width": 2 });
  if (f.has("prawn")) for (const [x, y] of scatter(rand, CX, CY, 90, 3, 60)) inside += prawn(x, y, rand.int(0, 359), 0.8);
  out += el("defs", {}, el("clipPath", { id: `c${uid}` }, circle(CX, CY, 156, "#000"))) + group({ "clip-path": `url(#c${uid})` }, inside);
  if (profile.garnishes.some((x) => x.kind === "swirl")) out += garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), CX + 10, CY, rand.range(60, 80));
  else {
    // Droplets of oil on the surface.
    let drops = "";
    for (const [x, y] of scatter(rand, CX, CY, 120, 9, 30)) drops += d`M${x} ${y}h.1`;
    out += stroke(drops, shade(sauce, 0.4), rand.range(8, 14), { opacity: 0.8 });
  }
  out += garnishLayer(rand, toppings(profile), CX, CY, 110, 8, 24);
  if (f.has("bread") || rand.chance(0.35)) {
    note("side", "a slice of bread beside");
    out += el("rect", { x: -70, y: -34, width: 140, height: 68, rx: 30, fill: "#c98a3e", transform: at(CX + 165, CY + 190, -35) }) +
      el("rect", { x: -62, y: -26, width: 124, height: 52, rx: 24, fill: "#f0d3a0", transform: at(CX + 165, CY + 190, -35) });
  }
  return out;
}

/** Pasta or noodles: a twirled nest of arcs, each drawn twice (edge + body) to give them volume. */
export function noodles({ rand, profile, ceramic, uid }: Ctx, asian: boolean): string {
  const sauce = profile.sauce;
  const noodle = asian ? (sauce === "#8a4a22" ? "#d9a45b" : "#f0d59a") : "#f3d27c";
  const inner = 164;
  let out = bowl(CX, CY, 200, ceramic, asian ? shade(noodle, -0.1) : "#e6bd62");
  let arcs = "";
  const short = !asian && profile.features.has("shortPasta");
  // Short pasta (macaroni, rigatoni, penne): many short fat tubes instead of long strands.
  for (let i = 0; short && i < 50; i++) {
    const a = rand.range(0, Math.PI * 2);
    const r = Math.sqrt(rand.next()) * 150;
    const t = rand.range(0, Math.PI);
    const x = CX + Math.cos(a) * r;
    const y = CY + Math.sin(a) * r;
    arcs += d`M${x} ${y}q${Math.round(Math.cos(t) * 10)} ${Math.round(Math.sin(t) * 10 + 6)} ${Math.round(Math.cos(t) * 20)} ${Math.round(Math.sin(t) * 20)}`;
  }
  for (let i = 0; !short && i < 26; i++) {
    const r = rand.range(20, 155);
    const ox = CX + rand.range(-25, 25);
    const oy = CY + rand.range(-25, 25);
    const a1 = rand.range(0, Math.PI * 2);
    const a2 = a1 + rand.range(1.2, 3);
    arcs += d`M${ox + Math.cos(a1) * r} ${oy + Math.sin(a1) * r}A${r} ${r} 0 ${a2 - a1 > Math.PI ? 1 : 0} 1 ${ox + Math.cos(a2) * r} ${oy + Math.sin(a2) * r}`;
  }
  // Arcs would spill over the rim: clip them to the inside of the bowl.
  note("food", `${short ? "short pasta" : asian ? "noodles" : "spaghetti"}${sauce && !asian ? ` under ${colourWord(sauce)} sauce` : ""}`);
  let food = stroke(arcs, shade(noodle, -0.3), asian ? 9 : short ? 20 : 13) + stroke(arcs, noodle, asian ? 5 : short ? 13 : 8);
  if (sauce && !asian) {
    food += path(blob(rand, CX, CY, 80, 70, 9, 0.2), sauce, { opacity: 0.92 }) + ellipse(CX - 22, CY - 24, 22, 12, "#fff", { opacity: 0.25 });
    if (profile.features.has("beef") || profile.features.has("pork") || profile.features.has("bacon")) {
      for (const [x, y] of scatter(rand, CX, CY, 60, 8, 24)) food += circle(x, y, 9, shade(sauce, -0.35));
    }
  }
  out += el("defs", {}, el("clipPath", { id: `c${uid}` }, circle(CX, CY, inner, "#000"))) + group({ "clip-path": `url(#c${uid})` }, food);
  if (profile.features.has("prawn")) out += prawn(CX - 60, CY + 50, 30) + prawn(CX + 60, CY - 50, -140);
  if (asian && (profile.features.has("beef") || profile.features.has("pork") || profile.features.has("chicken"))) {
    const meat = profile.features.has("chicken") ? "#e0a25a" : "#7a3f24";
    note("food", profile.features.has("chicken") ? "chicken pieces" : "brown meat pieces");
    for (const [x, y] of scatter(rand, CX, CY, 90, 5, 44)) out += path(blob(rand, x, y, 18, 14, 6, 0.2), meat);
  }
  if (profile.features.has("egg") && asian) out += egg(CX + 70, CY + 40, 0.55, rand);
  return out + garnishLayer(rand, toppings(profile), CX, CY, 110, 9, 24);
}

/** Rice dishes: a paella pan with seafood and meat, a platter with a golden mound, or a pan of pilaf. */
export function riceDish({ rand, profile, meal, ceramic, free }: Ctx, paella: boolean): string {
  const f = profile.features;
  const platter = /kabsa|mandi|biryani|maqluba|pilau|pilaf|plov|pulao/i.test(meal.name);
  const base = platter ? "#e9b04a" : profile.sauce ?? (paella ? "#f1b43c" : "#f4eee0");
  let out = "";
  const r = platter ? 165 : 150;
  if (!platter && paella) note("vessel", "wide black paella pan");
  note("food", `${platter ? "a mound of " : ""}${colourWord(base).replace("white", "white").replace(/^(cream|pale yellow)$/, "white")} rice`);
  if (platter) out += plate(CX, CY, 225, ceramic) + path(blob(rand, CX, CY, r, r - 8, 10, 0.06), base);
  else out += paella ? pot(CX, CY, 190, "#3a3d44", base) : skillet(rand, CX, CY, 180, base, free);
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, r - 10, 60, 11)) {
    const a = rand.range(0, Math.PI);
    grains += d`M${x} ${y}l${Math.round(Math.cos(a) * 6)} ${Math.round(Math.sin(a) * 6)}`;
  }
  out += stroke(grains, shade(base, 0.55), 5);
  if (f.has("prawn")) for (const [x, y] of scatter(rand, CX, CY, 100, 4, 80)) out += prawn(x, y, rand.int(0, 359), 0.9);
  if (f.has("shell")) note("food", "mussels");
  if (f.has("shell")) for (const [x, y] of scatter(rand, CX, CY, 120, 4, 50)) out += ellipse(x, y, 22, 13, "#2c2f45", { transform: `rotate(${rand.int(0, 180)} ${fmt(x)} ${fmt(y)})` });
  if (platter && f.has("chicken")) out += drumstick(CX - 30, CY - 40, -30, "#c97a2e") + drumstick(CX + 20, CY + 40, 150, "#d98b3a");
  else if (f.has("chicken") || f.has("beef") || f.has("lamb") || f.has("pork") || f.has("bacon")) {
    const meat = f.has("chicken") ? "#d98b3a" : "#7a3f24";
    note("food", f.has("chicken") ? "chicken pieces" : "brown meat pieces");
    for (const [x, y] of scatter(rand, CX, CY, 110, 6, 50)) out += path(blob(rand, x, y, 20, 16, 6, 0.2), meat, { stroke: shade(meat, -0.3), "stroke-width": 2 });
  }
  return out + garnishLayer(rand, profile.garnishes.slice(0, 4), CX, CY, 125, 10, 26);
}
