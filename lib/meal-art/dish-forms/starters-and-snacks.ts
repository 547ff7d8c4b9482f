/**
 * Dish forms for starters and snacks: small bites, dumplings, sushi, sauces and dips, golden
 * rounds. Each returns the picture of the dish (vessel + food) centred on the canvas.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece, toppings } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, fmt, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

type BiteShape = "toast" | "round" | "triangle" | "egg";

/** Starter: small bites (toasts, rounds, triangles, egg halves) around a dip or in a row on a slate. */
export function starterPlate({ rand, profile, ceramic, meal }: Ctx): string {
  const name = meal.name.toLowerCase();
  const shape: BiteShape = /\beggs?\b/.test(name) ? "egg"
    : /quesadilla|spanakopita|samosa|triangle|wedge|börek|borek|pitta|pita/.test(name) ? "triangle"
    : /toast|rarebit|bruschetta|crostini|carrozza|canap|sandwich/.test(name) ? "toast"
    : rand.pick<BiteShape>(["toast", "round", "triangle"]);
  const base = shape === "toast" ? "#e6a85a" : shape === "triangle" ? "#eec27a" : profile.features.has("crumbed") ? "#d99a45" : "#f1d9a6";
  note("dish", `${{ egg: "halved eggs", triangle: "golden pastry triangles", toast: "small toasts", round: `small ${colourWord(base)} rounds` }[shape]} with a dip`);
  const tops = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  if (tops.length === 0) tops.push(g("herb", "#2f8f46", "#59b96a"));
  const bite = (x: number, y: number, rot: number) => {
    let out = "";
    if (shape === "egg") {
      out += ellipse(x, y, 46, 34, "#fffdf6", { stroke: "#e6dcc6", "stroke-width": 3, transform: `rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})` }) + circle(x, y, 18, "#f4b233");
      if (profile.sauce === "#8a4a22") out += ellipse(x, y, 46, 34, "none", { stroke: "#8a5a3a", "stroke-width": 5, transform: `rotate(${fmt(rot)} ${fmt(x)} ${fmt(y)})` });
      return out;
    }
    if (shape === "triangle") {
      out += path("M-48 34L0 -50L48 34Z", shade(base, -0.2), { transform: at(x, y, rot), "stroke-linejoin": "round", stroke: shade(base, -0.2), "stroke-width": 14 }) +
        path("M-40 28L0 -42L40 28Z", base, { transform: at(x, y, rot) });
    } else if (shape === "toast") {
      out += el("rect", { x: -50, y: -36, width: 100, height: 72, rx: 22, fill: shade(base, -0.2), transform: at(x, y, rot) }) +
        el("rect", { x: -43, y: -29, width: 86, height: 58, rx: 17, fill: base, transform: at(x, y, rot) });
    } else out += circle(x, y, 44, shade(base, -0.18)) + circle(x, y, 38, base);
    return out + garnishPiece(rand, tops[Math.floor(x) % tops.length]!, x - 10, y - 2, 26) + garnishPiece(rand, tops[Math.floor(y) % tops.length]!, x + 14, y + 8, 20);
  };
  if (rand.chance(0.4)) {
    // A long slate with a row of bites and the dip at the end.
    const slate = rand.pick(["#3d4350", "#fbf8f3", "#2f3a3a"]);
    note("vessel", `${colourWord(slate)} slate`);
    let out = el("rect", { x: 62, y: 212, width: 500, height: 200, rx: 24, fill: "#000", opacity: 0.15 }) +
      el("rect", { x: 50, y: 200, width: 500, height: 200, rx: 24, fill: slate });
    for (let i = 0; i < 3; i++) out += bite(140 + i * 105, 300 + (i % 2 ? 18 : -18), rand.int(-20, 20) + (i % 2 ? 180 : 0));
    return out + bowl(470, 300, 50, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1");
  }
  let out = plate(CX, CY, 205, ceramic);
  const n = rand.int(4, 5);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + 0.4;
    out += bite(CX + Math.cos(a) * 118, CY + Math.sin(a) * 118, (a * 180) / Math.PI + 90);
  }
  return out + bowl(CX, CY, 52, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1");
}

export function dumplings({ rand, profile, ceramic }: Ctx): string {
  note("dish", "six pleated dumplings");
  let out = plate(CX, CY, 205, ceramic);
  const skin = profile.features.has("bread") ? "#e2a85a" : rand.pick(["#f6ecd6", "#efd9b0", "#e8c28a"]);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const x = CX + Math.cos(a) * 110;
    const y = CY + Math.sin(a) * 110;
    out += group({ transform: at(x, y, (a * 180) / Math.PI + 90) },
      path("M-52 14Q0 -74 52 14Q0 34 -52 14Z", shade(skin, -0.25)) + path("M-46 12Q0 -64 46 12Q0 28 -46 12Z", skin) +
      path("M-40 16Q0 30 40 16Q0 6 -40 16Z", "#c98a3e", { opacity: 0.8 }) +
      stroke("M-30 -4q6 -8 10 0t10 0t10 0t10 0", shade(skin, -0.3), 3) + ellipse(-10, -16, 16, 6, "#fff", { opacity: 0.4 }));
  }
  return out + bowl(CX, CY, 48, shade(ceramic, -0.06), profile.sauce ?? "#8a4a22") + garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "wedge"), CX, CY, 180, 6, 20);
}

/** Rice balls or sushi on a slate: white rice, a band of nori, a dish of soy sauce. */
export function sushi({ rand, profile }: Ctx): string {
  note("vessel", "slate");
  note("dish", "rice parcels wrapped in a band of nori, soy sauce beside");
  const slate = rand.pick(["#3d4350", "#2f3a3a", "#fbf8f3"]);
  let out = el("rect", { x: 82, y: 152, width: 460, height: 300, rx: 26, fill: "#000", opacity: 0.15 }) +
    el("rect", { x: 70, y: 140, width: 460, height: 300, rx: 26, fill: slate });
  for (let i = 0; i < 3; i++) {
    const x = 160 + i * 120;
    const y = 300 + (i % 2) * 16 - 8;
    out += group({ transform: at(x, y, rand.int(-10, 10)) },
      path("M0 -70Q10 -70 60 20Q66 42 44 44H-44Q-66 42 -60 20Q-10 -70 0 -70Z", "#fbfaf5") +
      el("rect", { x: -30, y: 8, width: 60, height: 38, rx: 4, fill: "#1f3b2c" }) +
      (profile.garnishes.some((x2) => x2.kind === "dot") ? circle(0, -20, 12, "#c0392b") : "") +
      stroke("M-20 -30l3 2M14 -24l3 -2M-4 -46l2 3", "#e3d6b4", 4));
  }
  out += circle(470, 200, 40, "#fbf8f3") + circle(470, 200, 30, "#5a2d16");
  return out + path(blob(rand, 140, 200, 36, 22, 7, 0.2), "#f4b6b0");
}

/** A sauce, paste or dip: a bowl of it in the middle, its raw ingredients around on the board. */
export function condiment({ rand, profile }: Ctx): string {
  note("dish", `a bowl of ${colourWord(profile.sauce ?? profile.garnishes.find((x) => x.kind === "herb" || x.kind === "leaf")?.color ?? profile.garnishes[0]?.color ?? "#c8381f")} sauce with a spoon`);
  const sauce = profile.sauce ?? profile.garnishes.find((x) => x.kind === "herb" || x.kind === "leaf")?.color ?? profile.garnishes[0]?.color ?? "#c8381f";
  let out = board(rand, CX, CY, 500, 440);
  out += bowl(CX - 20, CY, 130, rand.pick(["#fbf8f3", "#3d4350", "#dde9f3"]), sauce);
  let bits = "";
  for (const [x, y] of scatter(rand, CX - 20, CY, 80, 30, 12)) bits += d`M${x} ${y}l${rand.range(-4, 4)} ${rand.range(-4, 4)}`;
  out += stroke(bits, shade(sauce, -0.3), 6, { opacity: 0.6 }) + stroke(d`M${CX + 10} ${CY - 20}L${CX + 170} ${CY - 170}`, "#c9ced6", 12) + ellipse(CX - 10, CY + 12, 30, 22, "#c9ced6", { transform: `rotate(-45 ${CX - 10} ${CY + 12})` });
  const raw = profile.garnishes.filter((x) => x.kind !== "speck" && x.kind !== "swirl").slice(0, 3);
  const spots: [number, number][] = [[CX + 160, CY + 100], [CX - 160, CY + 150], [CX + 150, CY - 40], [CX - 170, CY - 140]];
  raw.forEach((item, i) => (out += garnishLayer(rand, [item], spots[i]![0], spots[i]![1], 30, 3, 44)));
  return out;
}

/** Small golden rounds (fritters, poffertjes, arancini, gougères) with a dip or a dusting of sugar. */
export function rounds({ rand, profile, ceramic, meal }: Ctx): string {
  note("dish", "small golden rounds");
  const sweet = meal.category === "Dessert" || meal.category === "Breakfast" || profile.features.has("sweet");
  const gold = profile.garnishes.some((x) => x.color === "#4f8f3a") ? "#b9a64f" : rand.pick(["#d99a45", "#e2a850", "#c98a3e"]);
  let out = plate(CX, CY, 210, ceramic);
  for (const [x, y] of scatter(rand, CX - 20, CY - 10, 105, 9, 62)) {
    out += circle(x, y, 34, shade(gold, -0.2)) + circle(x - 2, y - 2, 30, gold) + ellipse(x - 10, y - 12, 10, 6, "#fff", { opacity: 0.35 });
  }
  if (sweet) {
    let dust = "";
    for (const [x, y] of scatter(rand, CX - 20, CY - 10, 130, 40, 8)) dust += d`M${x} ${y}h.1`;
    out += stroke(dust, "#fff", 6, { opacity: 0.9 });
    const fruit = profile.garnishes.filter((x) => x.kind === "dot" || x.kind === "swirl");
    return out + garnishLayer(rand, fruit.length ? fruit : [g("swirl", "#fffaf0", "#efe4cf")], CX + 120, CY + 120, 30, 2, 50);
  }
  return out + bowl(CX + 130, CY + 130, 55, shade(ceramic, -0.06), profile.sauce ?? "#f6efe1") +
    garnishLayer(rand, toppings(profile).filter((x) => x.kind !== "cube"), CX - 20, CY - 10, 130, 6, 22);
}
