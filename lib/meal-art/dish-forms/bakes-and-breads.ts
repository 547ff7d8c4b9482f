/**
 * Dish forms from the oven: pizza, baked dishes (lasagne, gratins, pies) and breads. Each
 * returns the picture of the dish (vessel + food) centred on the canvas.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, toppings } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl } from "../vessels";

export function pizza({ rand, profile }: Ctx): string {
  note("dish", `a pizza with ${profile.sauce === "#f6efe1" ? "white" : "red"} sauce and melted cheese`);
  let out = board(rand, CX, CY, 470, 470);
  out += circle(CX, CY, 195, "#d9954a") + circle(CX, CY, 175, profile.sauce === "#f6efe1" ? "#f6efe1" : "#c8381f") +
    path(blob(rand, CX, CY, 165, 160, 12, 0.08), "#f7df9a", { opacity: 0.9 });
  out += garnishLayer(rand, profile.garnishes.filter((x) => x.kind !== "swirl").slice(0, 4).concat(g("herb", "#2f8f46", "#59b96a")), CX, CY, 145, 18, 32);
  return out + stroke(d`M${CX - 195} ${CY}H${CX + 195}M${CX} ${CY - 195}V${CY + 195}`, "#b97838", 3, { opacity: 0.6 });
}

/** Baked dishes (lasagne, gratins, pies, parmigiana) in a dish: the top shows what is under the crust. */
export function bakingDish({ rand, profile, meal }: Ctx): string {
  const f = profile.features;
  const dish = rand.pick(["#f3efe6", "#c0392b", "#2a6f97", "#e76f51", "#e9c46a"]);
  note("vessel", `${colourWord(dish)} baking dish`);
  const tomato = profile.sauce === "#c8381f" || profile.sauce === "#d9442b";
  let out = el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: dish }) +
    el("rect", { x: 120, y: 150, width: 360, height: 270, rx: 22, fill: tomato && !f.has("cheese") ? "#c8502f" : "#e8a94f" });
  if (/cannelloni|enchilada|rolls?\b|štrukli|strukli/i.test(meal.name)) {
    // Rolled tubes side by side under the sauce.
    for (let i = 0; i < 5; i++) out += el("rect", { x: 140 + i * 66, y: 165, width: 56, height: 240, rx: 26, fill: "#f1d7a0", stroke: "#d4a862", "stroke-width": 3 });
  }
  if (tomato) out += path(blob(rand, CX, 285, 140, 95, 10, 0.2), profile.sauce!, { opacity: 0.85 });
  const cheesy = f.has("cheese") || f.has("crumbed") || /gratin|mac/i.test(meal.name);
  const spots = cheesy ? ["#c9792f", "#f2c46b", "#b5652a"] : ["#f6efe1", "#f2c46b"];
  for (const [x, y] of scatter(rand, CX, 285, 150, cheesy ? 14 : 8, 40)) out += path(blob(rand, x, y, 26, 18, 6, 0.3), rand.pick(spots), { opacity: 0.85 });
  note("dish", `${/cannelloni|enchilada|rolls?\b|štrukli|strukli/i.test(meal.name) ? "rolled tubes side by side under " : ""}${tomato ? `${colourWord(profile.sauce!)} sauce` : "a golden top"}${cheesy ? " with browned cheese" : ""}${f.has("crumbed") ? " and crumbs" : ""}`);
  if (f.has("crumbed")) {
    let crumbs = "";
    for (const [x, y] of scatter(rand, CX, 285, 150, 30, 16)) crumbs += d`M${x} ${y}h.1`;
    out += stroke(crumbs, "#d99a45", 7);
  }
  return out + garnishLayer(rand, toppings(profile).filter((x) => x.kind === "herb" || x.kind === "speck" || x.kind === "slice"), CX, 285, 120, 6, 24);
}

/** Bread on a board: a scored round loaf with two slices, or a stack of flatbreads and a dip. */
export function bread({ rand, profile }: Ctx, flat: boolean): string {
  note("dish", flat ? "a stack of flatbreads and a dip" : "a scored round loaf and two slices");
  let out = board(rand, CX, CY, 500, 420);
  if (flat) {
    for (let i = 0; i < 4; i++) {
      const x = CX - 40 + i * 8;
      const y = CY + 20 - i * 10;
      out += circle(x, y, 140, i % 2 ? "#e9c27f" : "#dcae66", { stroke: "#c48a45", "stroke-width": 3 });
    }
    let char = "";
    for (const [x, y] of scatter(rand, CX - 16, CY - 10, 120, 16, 28)) char += d`M${x} ${y}l${rand.range(5, 12)} ${rand.range(-4, 4)}`;
    out += stroke(char, "#9a5b25", 8, { opacity: 0.55 });
    return out + bowl(CX + 150, CY + 120, 60, "#fbf8f3", profile.sauce ?? "#f6efe1") + garnishLayer(rand, toppings(profile).slice(0, 1), CX + 150, CY + 120, 25, 2, 20);
  }
  out += circle(CX - 40, CY - 10, 150, "#b8743a") + circle(CX - 46, CY - 16, 140, "#cf8c46") +
    stroke(d`M${CX - 130} ${CY - 16}H${CX + 40}M${CX - 46} ${CY - 100}V${CY + 70}`, "#f3dcae", 14) +
    stroke(d`M${CX - 140} ${CY - 100}l16 8M${CX + 20} ${CY + 60}l12 -6M${CX - 100} ${CY + 80}l10 4`, "#fff", 6, { opacity: 0.6 });
  for (let i = 0; i < 2; i++) {
    out += el("rect", { x: -55, y: -70, width: 110, height: 140, rx: 40, fill: "#b8743a", transform: at(CX + 140 + i * 16, CY + 80 - i * 30, 15) }) +
      el("rect", { x: -47, y: -62, width: 94, height: 124, rx: 34, fill: "#f3dcae", transform: at(CX + 140 + i * 16, CY + 80 - i * 30, 15) });
  }
  return out + el("rect", { x: CX + 110, y: CY - 150, width: 60, height: 40, rx: 6, fill: "#fbe7a1" });
}
