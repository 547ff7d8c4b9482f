/**
 * More siblings told apart (issue 38): naan's blistered teardrops against roti canai's flaky round
 * with its curry, cauliflower steaks as thick roasted slices (not a soup), and a turned-out panna
 * cotta on its coulis or its roasted plums; a pavlova's meringue disc, riskrem's red sauce pool, sweetcorn fritters,
 * tarte Tatin's caramel apple rings, a strudel log and kopytka's diamond dumplings.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Garnish } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate } from "../vessels";

/** Naan: two teardrop breads with dark blisters and coriander on a board; roti canai: a flaky, crumpled round with a bowl of dal. */
export function flatbreads({ rand }: Ctx, kind: "naan" | "roti"): string {
  note("dish", kind === "naan" ? "two blistered teardrop naans with coriander" : "a flaky crumpled flatbread with a bowl of dal");
  let out = board(rand, CX, CY, 520, 440);
  if (kind === "naan") {
    for (const [x, y, rot] of [[CX - 60, CY - 40, -20], [CX + 70, CY + 50, 160]] as const) {
      let blisters = "";
      for (const [bx, by] of scatter(rand, 0, 0, 80, 12, 28)) blisters += blob(rand, bx * 1.4, by * 0.7, 10, 7, 5, 0.3);
      out += group({ transform: at(x, y, rot) }, path("M-150 0Q-140 -78 20 -78Q140 -60 150 0Q140 60 20 78Q-140 78 -150 0Z", "#e8b868", { stroke: "#c08440", "stroke-width": 5 }) + path(blisters, "#6a3a1a", { opacity: 0.75 }));
    }
    return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 110, 7, 22);
  }
  // Roti canai: a round folded and crushed so its flaky layers show as loose spirals.
  out += circle(CX - 40, CY, 170, "#c88a40") + circle(CX - 40, CY, 160, "#f0c878");
  let layers = "";
  for (let i = 0; i < 9; i++) {
    const r = rand.range(30, 150);
    const a = rand.range(0, Math.PI * 2);
    layers += d`M${CX - 40 + Math.cos(a) * r} ${CY + Math.sin(a) * r}A${r} ${r} 0 0 1 ${CX - 40 + Math.cos(a + 1.6) * r} ${CY + Math.sin(a + 1.6) * r}`;
  }
  out += stroke(layers, "#b8742a", 7) + stroke(layers, "#fbe0a0", 3);
  return out + bowl(CX + 165, CY + 150, 70, "#fbf8f3", "#d9902a") + garnishLayer(rand, [g("chunk", "#f6e0a0", "#fff")], CX + 165, CY + 150, 34, 5, 16);
}

/** Cauliflower steaks: thick roasted slices showing the florets' tree shape, on a swoosh of sauce with herbs and seeds. */
export function cauliflowerSteaks({ rand, ceramic }: Ctx): string {
  note("whole", "thick roasted cauliflower slices on a swoosh of sauce");
  let out = plate(CX, CY, 225, ceramic) + path(blob(rand, CX, CY + 20, 170, 70, 9, 0.2), "#d8663a", { opacity: 0.9 });
  for (const [x, y, rot] of [[CX - 60, CY - 30, -12], [CX + 70, CY + 20, 10]] as const) {
    // A cross-section: a stalk branching into lumpy florets, browned where it met the pan.
    let florets = "";
    for (let k = 0; k < 7; k++) florets += circle(-72 + k * 24, -40 - Math.sin((k / 6) * Math.PI) * 34, 30, "#f6efd8");
    out += group({ transform: at(x, y, rot) },
      florets + path("M-50 -30Q-30 70 -16 96H16Q30 70 50 -30Z", "#efe6c8") + stroke("M0 90V-20M0 40l-30 -56M0 40l30 -56", "#e0d4ae", 8) +
      stroke("M-80 -60q20 -30 40 -20M20 -90q20 -10 40 10", "#a86a2a", 10, { opacity: 0.8 }));
  }
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a"), g("dot", "#e0c060", "#f8e8a0")], CX, CY, 150, 10, 22);
}

/** A panna cotta turned out on a plate: a pale wobbling dome on its coulis, with its fruit. */
export function turnedOut({ rand, ceramic }: Ctx, spec: { cream: string; sauce: string; fruit: Garnish[] }): string {
  note("dish", `a pale wobbly dome on a pool of ${colourWord(spec.sauce)} sauce`);
  let out = plate(CX, CY, 220, ceramic) + path(blob(rand, CX, CY, 165, 155, 10, 0.12), spec.sauce);
  out += circle(CX + 8, CY + 12, 105, "#000", { opacity: 0.12 }) + circle(CX, CY, 105, shade(spec.cream, -0.06)) + circle(CX - 6, CY - 6, 88, spec.cream) + ellipse(CX - 40, CY - 44, 34, 16, "#fff", { opacity: 0.6 });
  out += path(blob(rand, CX + 10, CY + 10, 40, 30, 7, 0.3), spec.sauce, { opacity: 0.85 });
  let fruit = "";
  for (const [x, y] of scatter(rand, CX, CY, 180, 30, 30)) if ((x - CX) ** 2 + (y - CY) ** 2 > 125 ** 2) fruit += garnishPiece(rand, spec.fruit[fruit.length % spec.fruit.length]!, x, y, 34);
  return out + fruit;
}

/** Pavlova: one big meringue disc with a crisp, bumpy rim, whipped cream in the middle and the fruit piled on it. */
export function pavlova({ rand, ceramic }: Ctx): string {
  note("whole", "a big meringue disc with whipped cream and fruit piled on it");
  let out = plate(CX, CY, 225, ceramic) + circle(CX + 8, CY + 12, 172, "#000", { opacity: 0.12 });
  let rim = "";
  for (let k = 0; k < 18; k++) rim += d`M${CX + Math.cos(k * 0.35) * 150} ${CY + Math.sin(k * 0.35) * 150}h.1`;
  out += stroke(rim, "#efdcb8", 50) + circle(CX, CY, 150, "#fbf1dc") + path(blob(rand, CX, CY, 118, 110, 10, 0.15), "#fffdf6");
  return out + garnishLayer(rand, [g("slice", "#5f9b3a", "#cfe89a"), g("dot", "#d7263d", "#ff7a8a"), g("dot", "#e8b020", "#6a4a20")], CX, CY, 95, 14, 30);
}

/** Rice cream in a bowl with a red berry sauce poured in a pool over the middle (riskrem). */
export function creamWithSauce({ rand, ceramic }: Ctx, spec: { cream: string; sauce: string }): string {
  note("whole", `${colourWord(spec.cream)} rice cream with a pool of ${colourWord(spec.sauce)} sauce`);
  let out = bowl(CX, CY, 205, ceramic, spec.cream);
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 50, 16)) grains += d`M${x} ${y}l${rand.int(-6, 6)} 4`;
  out += stroke(grains, shade(spec.cream, -0.08), 6) + path(blob(rand, CX + 10, CY + 10, 95, 85, 9, 0.25), spec.sauce) + ellipse(CX - 20, CY - 20, 30, 12, "#fff", { opacity: 0.35 });
  return out + garnishLayer(rand, [g("sliver", "#f6ead0", "#fff")], CX - 80, CY - 90, 40, 4, 20);
}

/** Sweetcorn fritters: flat golden cakes studded with kernels, a bowl of sweet chilli sauce and lime. */
export function fritters({ rand, ceramic }: Ctx): string {
  note("whole", "flat golden fritters studded with corn, a bowl of chilli sauce");
  let out = plate(CX, CY, 225, ceramic);
  let kernels = "";
  for (const [x, y] of [[CX - 75, CY - 70], [CX + 60, CY - 80], [CX - 90, CY + 55], [CX + 40, CY + 50]] as const) {
    out += path(blob(rand, x, y, 66, 54, 9, 0.18), "#8a5220") + path(blob(rand, x - 3, y - 3, 58, 46, 9, 0.18), "#c98a3a");
    for (const [kx, ky] of scatter(rand, x, y, 46, 10, 13)) kernels += d`M${kx} ${ky}h.1`;
  }
  out += stroke(kernels, "#c8901a", 12) + stroke(kernels, "#fbd94a", 8);
  return out + bowl(CX + 150, CY + 150, 58, "#fbf8f3", "#e8502a") + garnishLayer(rand, [g("speck", "#a81a12", "#c8381f")], CX + 150, CY + 150, 28, 5, 12) +
    garnishPiece(rand, g("wedge", "#6fb33a", "#d7f0a2"), CX + 160, CY - 10, 32) + garnishLayer(rand, [g("ring", "#4f9d3a", "#b6e39a"), g("herb", "#2f8f46", "#59b96a")], CX - 20, CY, 140, 10, 20);
}

/** Tarte Tatin: turned out, apple halves packed in rings under a deep amber caramel, cream beside. */
export function tatin({ rand, ceramic }: Ctx): string {
  note("whole", "apple halves packed in rings under deep amber caramel, cream beside");
  let out = plate(CX, CY, 225, ceramic) + circle(CX, CY, 170, "#a8602a") + circle(CX, CY, 160, "#c8782a");
  for (const [r, n] of [[110, 10], [50, 5]] as const) {
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      out += group({ transform: at(CX + Math.cos(a) * r, CY + Math.sin(a) * r, (a * 180) / Math.PI) }, path("M-30 -22Q34 -30 30 0Q34 30 -30 22Z", "#d98a32", { stroke: "#8a4a1a", "stroke-width": 3 }));
    }
  }
  return out + ellipse(CX - 50, CY - 60, 50, 18, "#fff", { opacity: 0.25 }) + path(blob(rand, CX + 170, CY + 150, 40, 30, 7, 0.2), "#fffaf0");
}

/** Apfelstrudel: a long rolled log of flaky pastry under icing sugar, one slice cut to show the apple spiral. */
export function strudel({ rand, ceramic }: Ctx): string {
  note("whole", "a long rolled pastry log under icing sugar, one slice showing the apple spiral");
  let out = plate(CX, CY, 225, ceramic) + group({ transform: at(CX - 20, CY - 30, -20) },
    el("rect", { x: -170, y: -56, width: 300, height: 112, rx: 50, fill: "#c8862e" }) + el("rect", { x: -160, y: -48, width: 280, height: 92, rx: 44, fill: "#e8b45a" }) +
    stroke("M-120 -40q10 40 0 80M-60 -42q10 42 0 84M0 -42q10 42 0 84M60 -42q10 42 0 84", "#c8862e", 4));
  let sugar = "";
  for (const [x, y] of scatter(rand, CX - 20, CY - 30, 130, 40, 14)) sugar += d`M${x} ${y}h.1`;
  out += stroke(sugar, "#fffdf6", 6, { opacity: 0.9 });
  // The cut slice lying flat: pastry round the spiral of apple and raisins.
  out += circle(CX + 120, CY + 120, 64, "#c8862e") + circle(CX + 120, CY + 120, 56, "#f2dc9a") + stroke(d`M${CX + 120} ${CY + 120}m-8 0a8 8 0 1 1 16 0a18 18 0 1 1 -34 4a30 30 0 1 1 56 -6`, "#c8862e", 5);
  return out + garnishLayer(rand, [g("dot", "#5a2a1a", "#8a4a2a")], CX + 120, CY + 120, 36, 5, 14) + path(blob(rand, CX - 150, CY + 120, 42, 30, 7, 0.2), "#fffaf0");
}

/** Kopytka: little diamond-cut potato dumplings, pan-fried golden, on a plate with browned butter, fried onion and dill. */
export function lozenges({ rand, ceramic }: Ctx): string {
  note("whole", "little golden diamond-cut dumplings with fried onion and dill");
  let out = plate(CX, CY, 220, ceramic);
  let pieces = "";
  for (const [x, y] of scatter(rand, CX, CY, 140, 16, 58)) {
    const r = rand.range(-0.5, 0.5);
    const p = (u: number, v: number) => [x + u * Math.cos(r) - v * Math.sin(r), y + u * Math.sin(r) + v * Math.cos(r)] as const;
    const [a, b, c, e] = [p(-36, 0), p(0, -20), p(36, 0), p(0, 20)];
    pieces += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${c[0]} ${c[1]}L${e[0]} ${e[1]}Z`;
  }
  out += path(pieces, "#e6ac48", { stroke: "#a86a22", "stroke-width": 5, "stroke-linejoin": "round" });
  return out + garnishLayer(rand, [g("sliver", "#8a4a1a", "#b8682a"), g("herb", "#4f8f3a", "#8bcf6a"), g("dot", "#e0a040", "#f6d080")], CX, CY, 140, 14, 22);
}

