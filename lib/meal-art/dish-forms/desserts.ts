/**
 * Dish forms for cakes and desserts: custards, cake slices, tarts, crumbles, dessert bowls and
 * biscuits. Each returns the picture of the dish (vessel + food) centred on the canvas.
 */
import { note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Profile } from "../palette";
import type { Rand } from "../random";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";

/** Set custards: crème brûlée in a fluted ramekin, or a turned-out flan in a pool of caramel. */
export function custard({ rand, profile, ceramic, meal }: Ctx): string {
  note("dish", /br[uû]l[eé]e/i.test(meal.name) ? "a crème brûlée in a ramekin" : "a turned-out caramel custard");
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "wedge" || x.kind === "herb").slice(0, 2);
  if (/br[uû]l[eé]e|ramekin|pot de/i.test(meal.name)) {
    let out = plate(CX, CY, 215, ceramic);
    const flutes = circle(CX, CY, 140, "none", { stroke: "#fbf8f3", "stroke-width": 28, "stroke-dasharray": "0 36.6", "stroke-linecap": "round" });
    out += circle(CX + 6, CY + 8, 150, "#000", { opacity: 0.12 }) + flutes + circle(CX, CY, 140, "#fbf8f3") + circle(CX, CY, 118, "#d99a3a");
    let burnt = "";
    for (const [x, y] of scatter(rand, CX, CY, 85, 6, 40)) burnt += blob(rand, x, y, 26, 18, 6, 0.3);
    out += path(burnt, "#8a4a16", { opacity: 0.35 }) + stroke(d`M${CX - 70} ${CY - 30}l30 -45`, "#f7d48c", 10, { opacity: 0.8 });
    return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a"), g("herb", "#2f8f46", "#59b96a")], CX + 150, CY + 150, 30, 3, 28);
  }
  let out = plate(CX, CY, 215, ceramic);
  out += path(blob(rand, CX, CY, 175, 165, 10, 0.08), "#b8651b", { opacity: 0.9 }) + circle(CX, CY, 125, "#c77d22") + circle(CX, CY, 110, "#f4cf6a") +
    circle(CX, CY, 80, "#f8dc86") + ellipse(CX - 45, CY - 50, 30, 14, "#fff", { opacity: 0.35 });
  return out + garnishLayer(rand, fruit, CX, CY, 60, 3, 26);
}

function dessertColors(profile: Profile, rand: Rand): { sponge: string; top: string } {
  if (profile.features.has("chocolate")) return { sponge: "#6b3e26", top: "#4a2a1a" };
  const fruit = profile.garnishes.find((x) => x.kind === "dot" || x.kind === "cube" || x.kind === "wedge");
  return { sponge: rand.pick(["#f2d29b", "#f5e1b8", "#efc98a"]), top: fruit ? shade(fruit.color, 0.55) : rand.pick(["#fff4e6", "#f9d5e5", "#fdf1c7"]) };
}

/** A slice of layer cake at a slight angle: top face, front face with cream layers. */
export function cakeSlice({ rand, profile, ceramic }: Ctx): string {
  note("dish", "a slice of layer cake with cream layers");
  const { sponge, top } = dessertColors(profile, rand);
  let out = plate(CX, CY + 20, 200, ceramic);
  const face = "M180 300L420 250 420 380 180 430Z";
  out += path(d`M170 310L330 140 430 250 180 300Z`, top) + path(face, sponge) + path("M180 430L420 380 420 420 180 470Z", shade(sponge, -0.2));
  out += path("M180 340L420 290 420 304 180 354Z", top) + path("M180 385L420 335 420 349 180 399Z", top);
  out += stroke("M170 310L330 140 430 250", shade(top, -0.1), 6);
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "slice" || x.kind === "speck");
  return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a")], 300, 225, 55, 5, 26);
}

export function tart({ rand, profile, ceramic }: Ctx): string {
  note("dish", "a slice of tart with a golden crust");
  const { sponge, top } = dessertColors(profile, rand);
  const crust = "#d9a055";
  let out = plate(CX, CY, 215, ceramic);
  // Crimped edge: a dashed ring of zero-length round caps, far smaller than 28 circles.
  const crimp = circle(CX, CY, 170, "none", { stroke: crust, "stroke-width": 32, "stroke-dasharray": "0 37.5", "stroke-linecap": "round" });
  out += circle(CX, CY, 168, crust) + crimp + circle(CX, CY, 150, profile.features.has("chocolate") ? sponge : top);
  const fruit = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "chunk");
  out += garnishLayer(rand, fruit.length ? fruit : [g("slice", "#e9e3a6", "#9cc24a")], CX, CY, 115, 12, 36);
  return out + stroke(d`M${CX} ${CY}L${CX + 150} ${CY - 20}M${CX} ${CY}L${CX + 110} ${CY + 102}`, shade(crust, -0.3), 4, { opacity: 0.6 });
}

/** Crumbles and cobblers: a baking dish of golden crumbs with a spoonful scooped out to show the fruit. */
export function crumble({ rand, profile }: Ctx): string {
  note("vessel", "baking dish");
  note("dish", "golden crumble with a spoonful scooped out to show the fruit");
  const dish = rand.pick(["#f3efe6", "#2a6f97", "#c0392b", "#e9c46a"]);
  const fruit = profile.garnishes.find((x) => x.kind === "slice" || x.kind === "dot" || x.kind === "cube" || x.kind === "wedge")
    ?? g("dot", "#8e2c48", "#c75b7a");
  let out = el("rect", { x: 112, y: 126, width: 400, height: 330, rx: 60, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 100, y: 110, width: 400, height: 330, rx: 60, fill: dish }) +
    el("rect", { x: 128, y: 138, width: 344, height: 274, rx: 42, fill: "#c98a3e" });
  // Crumbs: one path of dots (zero-length round-capped strokes), light ones over dark ones.
  const crumbs = (n: number) => {
    let out2 = "";
    for (let i = 0; i < n; i++) out2 += d`M${rand.range(150, 450)} ${rand.range(160, 390)}h.1`;
    return out2;
  };
  out += stroke(crumbs(50), "#e8b461", 22) + stroke(crumbs(40), "#f6d794", 12) + stroke(crumbs(25), "#a8692e", 5, { opacity: 0.7 });
  // The scooped-out corner: syrupy fruit under the crumble.
  const fx = rand.chance(0.5) ? 370 : 230;
  out += path(blob(rand, fx, 330, 62, 48, 8, 0.12), shade(fruit.color, -0.25)) + garnishLayer(rand, [fruit], fx, 330, 30, 3, 30);
  return out + garnishPiece(rand, g("swirl", "#fffaf0", "#efe4cf"), fx === 370 ? 220 : 380, 230, 80);
}

export function dessertBowl({ rand, profile, ceramic }: Ctx): string {
  note("dish", "a creamy pudding");
  const { sponge, top } = dessertColors(profile, rand);
  let out = bowl(CX, CY, 180, ceramic, profile.features.has("chocolate") ? sponge : top);
  // Scoops or dollops of cream, then fruit and crumbs.
  for (const [x, y] of scatter(rand, CX, CY, 60, 3, 70)) out += path(blob(rand, x, y, 55, 50, 8, 0.12), rand.pick(["#fffaf0", shade(top, -0.05), sponge])) + circle(x - 18, y - 18, 12, "#fff", { opacity: 0.4 });
  const fruit = profile.garnishes.filter((x) => x.kind !== "swirl");
  out += garnishLayer(rand, fruit.length ? fruit : [g("dot", "#d7263d", "#ff7a8a"), g("herb", "#2f8f46", "#59b96a")], CX, CY, 120, 10, 24);
  // A wafer or biscuit leaning on the rim.
  return out + el("rect", { x: -14, y: -60, width: 28, height: 120, rx: 6, fill: "#e7b26a", transform: at(CX + 120, CY - 60, 40) });
}

/** Biscuits and bakes on a plate: rounds, squares (bars, fudge) or diamonds (baklava). */
export function cookies({ rand, profile, ceramic, meal }: Ctx): string {
  note("dish", "golden biscuits");
  const { sponge } = dessertColors(profile, rand);
  const shape = /baklava|diamond/i.test(meal.name) ? "diamond" : /bar|square|fudge|brownie|slice/i.test(meal.name) ? "square" : "round";
  const topping = profile.garnishes.filter((x) => x.kind === "speck" || x.kind === "dot" || x.kind === "chunk").slice(0, 1);
  let out = plate(CX, CY, 210, ceramic);
  for (const [x, y] of scatter(rand, CX, CY, 110, 6, 95)) {
    if (shape === "round") out += circle(x, y, 52, shade(sponge, -0.12)) + circle(x - 3, y - 3, 46, sponge);
    else if (shape === "diamond") {
      // Baklava: golden filo diamonds with a green pistachio centre.
      out += el("rect", { x: -40, y: -40, width: 80, height: 80, rx: 6, fill: "#c9852f", transform: at(x, y, 45) }) +
        el("rect", { x: -34, y: -34, width: 68, height: 68, rx: 5, fill: "#e6ad52", transform: at(x, y, 45) }) + circle(x, y, 10, "#7da33c");
      continue;
    } else {
      // Bars: a biscuit base with a chocolate layer on top.
      const rot = rand.int(-12, 12);
      out += el("rect", { x: -44, y: -44, width: 88, height: 88, rx: 10, fill: shade(sponge, -0.15), transform: at(x, y, rot) }) +
        el("rect", { x: -38, y: -38, width: 76, height: 30, rx: 8, fill: "#4a2a1a", transform: at(x, y, rot) });
    }
    out += garnishLayer(rand, topping, x, y, 28, 3, 18);
  }
  return out;
}
