/**
 * Dish forms for breakfasts and egg dishes: a cooked breakfast, a stack of pancakes, eggs in a
 * pan. Each returns the picture of the dish (vessel + food) centred on the canvas.
 */
import { colourWord, note, quietly } from "../describe";
import { garnishLayer, toppings } from "../garnish";
import { g } from "../palette";
import { bacon, egg } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { plate, skillet } from "../vessels";

/** A cooked breakfast: toast and a fried egg, then two "slots" filled from the ingredients. */
export function breakfast({ rand, profile, ceramic }: Ctx): string {
  note("dish", "toast and a fried egg");
  const f = profile.features;
  let out = plate(CX, CY, 210, ceramic);
  out += el("rect", { x: -68, y: -62, width: 136, height: 124, rx: 28, fill: "#c98a3e", transform: at(CX - 70, CY - 40, -12) }) +
    el("rect", { x: -56, y: -50, width: 112, height: 100, rx: 22, fill: "#efc27a", transform: at(CX - 70, CY - 40, -12) });
  out += quietly(() => egg(CX + 75, CY - 55, 1, rand));
  const slots: ((x: number, y: number) => string)[] = [];
  if (f.has("bacon")) slots.push((x, y) => bacon(x, y - 18, -20) + bacon(x, y + 18, -20));
  if (f.has("beans")) slots.push((x, y) => path(blob(rand, x, y, 58, 46), "#c9482a") + garnishLayer(rand, [g("dot", "#e0703e", "#f6a36f")], x, y, 40, 12, 20));
  for (const item of profile.garnishes) {
    if (slots.length >= 2) break;
    if (item.kind === "speck" || item.kind === "swirl" || item.kind === "herb" || item.kind === "ring") continue;
    slots.push((x, y) => garnishLayer(rand, [item], x, y, 40, 5, 38));
  }
  const fallbacks = [g("slice", "#e5392f", "#ff8a6b"), g("mushroom", "#b78a63", "#e9d6bd")];
  while (slots.length < 2) {
    const item = fallbacks[slots.length]!;
    slots.push((x, y) => garnishLayer(rand, [item], x, y, 40, 4, 40));
  }
  out += slots[0]!(CX + 80, CY + 80) + slots[1]!(CX - 70, CY + 95);
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck"), CX, CY, 160, 4, 22);
}

/** A stack of pancakes: sweet (syrup, butter, berries) or savoury (brown sauce, mayo zigzag, spring onion). */
export function pancakes({ rand, profile, ceramic, meal }: Ctx): string {
  const sweet = meal.category === "Dessert" || meal.category === "Breakfast" || (profile.features.has("sweet") && !profile.features.has("egg"));
  note("dish", sweet ? `a stack of pancakes with ${profile.features.has("chocolate") ? "chocolate sauce" : "syrup"} and butter` : "a stack of pancakes under brown sauce and a white zigzag");
  let out = plate(CX, CY, 200, ceramic);
  for (let i = 0; i < 4; i++) out += circle(CX - i * 3, CY + 12 - i * 8, 130, i % 2 ? "#e3a955" : "#d4913f");
  out += circle(CX - 12, CY - 20, 122, "#eab665") + circle(CX - 40, CY - 50, 40, "#f4cf8a", { opacity: 0.6 });
  if (!sweet) {
    const zig = d`M${CX - 90} ${CY - 80}l30 30 20 -40 30 40 20 -40 30 40 20 -40 30 40M${CX - 100} ${CY}l30 30 20 -40 30 40 20 -40 30 40 20 -40 30 40`;
    out += path(blob(rand, CX - 12, CY - 20, 105, 100, 9, 0.1), "#6b3a1e") + stroke(zig, "#fff8e6", 6);
    return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX - 12, CY - 20, 90, 10, 20);
  }
  const syrup = profile.features.has("chocolate") ? "#5a3422" : "#b8651b";
  out += path(blob(rand, CX - 5, CY - 25, 80, 70, 8, 0.25), syrup, { opacity: 0.85 }) + el("rect", { x: CX - 30, y: CY - 45, width: 36, height: 28, rx: 5, fill: "#fbe7a1" });
  const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "slice");
  return out + garnishLayer(rand, fruit.length ? fruit : [g("dot", "#5b3f8c", "#9c7bd1"), g("dot", "#d7263d", "#ff7a8a")], CX, CY - 10, 100, 9, 22);
}

/** Eggs cooked in a pan: poached in a spiced tomato sauce (shakshuka style) or a golden omelette. */
export function eggSkillet({ rand, profile, free }: Ctx, style: "sauce" | "omelette"): string {
  note("dish", style === "sauce" ? `eggs poached in ${colourWord(profile.sauce ?? "#c8381f")} sauce` : "a golden omelette");
  if (style === "sauce") {
    let out = skillet(rand, CX, CY, 190, profile.sauce ?? "#c8381f", free);
    out += path(blob(rand, CX - 40, CY - 50, 60, 35), "#fff", { opacity: 0.1 });
    out += garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 3), CX, CY, 140, 12, 28);
    for (const [x, y] of scatter(rand, CX, CY, 85, 3, 95)) out += quietly(() => egg(x, y, 0.75, rand));
    return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb"), CX, CY, 130, 5, 22);
  }
  let out = skillet(rand, CX, CY, 190, "#e9b949", free);
  out += path(blob(rand, CX, CY, 158, 155, 12, 0.04), "#f4cc5e");
  let spots = "";
  for (const [x, y] of scatter(rand, CX, CY, 140, 14, 30)) spots += d`M${x} ${y}l${rand.range(4, 10)} ${rand.range(-3, 3)}`;
  out += stroke(spots, "#c98a2e", 9, { opacity: 0.55 });
  // One cut wedge lifted out shows the thick inside.
  out += path(d`M${CX} ${CY}L${CX + 150} ${CY + 40}A155 155 0 0 1 ${CX + 70} ${CY + 138}Z`, "#f8e3a0");
  const fill = profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 3);
  return out + garnishLayer(rand, fill.length ? fill : [g("herb", "#2f8f46", "#59b96a")], CX - 20, CY - 20, 110, 8, 26);
}
