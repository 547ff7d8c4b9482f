/**
 * More of the third picture test's unsure answers, drawn by what a cook sees first: a gratin's thin
 * potato layers at its cut edge, Turkish eggs' poached eggs on yoghurt with chilli butter, latkes'
 * flat lacy pancakes, a fish tagine beside its conical lid, a glazed lentil loaf with its slices,
 * courgette fritters as flat green-flecked pancakes, and maharagwe's red beans in coconut sauce.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { tagineLid } from "./table-siblings-sixth-bowls";
import { board, bowl, plate, pot } from "../vessels";

const dill = g("herb", "#2f8f46", "#59b96a");

/** Gratin dauphinois: an oval dish of overlapping thin potato slices, golden on top, a corner spooned out to show the creamy layers. */
export function gratinLayers({ rand }: Ctx): string {
  note("vessel", "oval dish");
  note("whole", "thin overlapping potato slices, golden on top, creamy layers showing");
  let out = ellipse(CX + 10, CY + 14, 250, 200, "#000", { opacity: 0.15 }) + ellipse(CX, CY, 250, 200, "#f4ecdc") + ellipse(CX, CY, 224, 176, "#f6e4b0");
  let slices = "";
  for (let row = -3; row <= 3; row++) {
    for (let col = -4; col <= 4; col++) {
      const x = CX + col * 46 + (row % 2 ? 23 : 0);
      const y = CY + row * 42;
      if (((x - CX) / 200) ** 2 + ((y - CY) / 150) ** 2 > 1 || (x > CX + 40 && y > CY + 20)) continue;
      slices += circle(x, y, 30, rand.pick(["#f2d27a", "#ecc060", "#f6dc90"]), { stroke: "#b8762a", "stroke-width": 3 });
    }
  }
  out += slices + path(blob(rand, CX - 60, CY - 40, 60, 40, 7, 0.3) + blob(rand, CX + 80, CY - 80, 40, 30, 6, 0.3), "#a8621a", { opacity: 0.35 });
  // The spooned-out corner: the cut face shows thin pale layers with cream between them.
  out += path(d`M${CX + 40} ${CY + 160}V${CY + 20}H${CX + 215}Q${CX + 200} ${CY + 110} ${CX + 40} ${CY + 160}Z`, "#fbf3dc");
  let layers = "";
  for (let k = 0; k < 5; k++) layers += d`M${CX + 50} ${CY + 40 + k * 22}H${CX + 200 - k * 18}`;
  return out + stroke(layers, "#e8cc80", 7) + stroke(d`M${CX + 40} ${CY + 20}H${CX + 210}`, "#a8621a", 8) + garnishLayer(rand, [g("herb", "#4f7a3a", "#8fbf6a")], CX - 40, CY - 20, 120, 5, 14);
}

/** Turkish eggs: two poached eggs on a pool of garlicky white yoghurt, red chilli butter spooned round them, dill. */
export function turkishEggs({ rand, ceramic }: Ctx): string {
  note("whole", "two poached eggs on white yoghurt with red chilli butter and dill");
  let out = plate(CX, CY, 228, ceramic) + path(blob(rand, CX, CY, 175, 165, 10, 0.08), "#fbfaf4") + stroke(d`M${CX - 130} ${CY + 60}q60 40 130 10t120 -30`, "#efeadc", 6);
  let butter = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 9, 48)) if ((x - CX) ** 2 + (y - CY) ** 2 > 80 ** 2) butter += blob(rand, x, y, 24, 16, 6, 0.35);
  out += path(butter, "#d8321e", { opacity: 0.9 });
  for (const [x, y] of [[CX - 52, CY - 20], [CX + 58, CY + 18]] as const) {
    out += path(blob(rand, x, y, 62, 52, 9, 0.14), "#fffef8", { stroke: "#ece6d4", "stroke-width": 3 }) + circle(x + 4, y + 2, 28, "#f8c640", { opacity: 0.85 }) + ellipse(x - 8, y - 10, 14, 8, "#fff", { opacity: 0.7 });
  }
  return out + garnishLayer(rand, [dill, g("speck", "#a81a12", "#c8381f")], CX, CY, 160, 12, 16);
}

/** Latkes: three flat, lacy golden potato pancakes with shreddy edges, soured cream on each, apple sauce in a dish. */
export function latkes({ rand, ceramic }: Ctx): string {
  note("whole", "three lacy golden potato pancakes with soured cream, apple sauce beside");
  let out = plate(CX, CY, 228, ceramic);
  for (const [x, y] of [[CX - 70, CY - 75], [CX + 80, CY - 40], [CX - 40, CY + 85]] as const) {
    let shreds = "";
    for (let k = 0; k < 14; k++) {
      const a = (k / 14) * Math.PI * 2;
      shreds += d`M${x + Math.cos(a) * 50} ${y + Math.sin(a) * 46}l${Math.cos(a + 0.4) * 30} ${Math.sin(a + 0.4) * 28}`;
    }
    out += stroke(shreds, "#b8742a", 8) + path(blob(rand, x, y, 78, 70, 12, 0.1), "#c8842e") + path(blob(rand, x - 3, y - 3, 66, 58, 12, 0.12), "#e8b04a");
    let lace = "";
    for (const [sx, sy] of scatter(rand, x, y, 50, 8, 16)) lace += d`M${sx - 10} ${sy}l20 ${rand.range(-8, 8)}`;
    out += stroke(lace, "#b8742a", 4) + path(blob(rand, x + 6, y + 4, 22, 16, 6, 0.2), "#fbfaf2");
  }
  return out + bowl(CX + 135, CY + 130, 58, "#fbf8f3", "#e8cc78") + garnishLayer(rand, [g("speck", "#b8862a", "#d8a84a")], CX + 135, CY + 130, 30, 5, 12) +
    garnishLayer(rand, [g("ring", "#4f9d3a", "#b6e39a")], CX - 40, CY, 120, 6, 14);
}

/** Chermoula fish tagine: the shallow clay base of green-herbed fish, olives and preserved lemon, its conical lid set beside it. */
export function fishTagine({ rand }: Ctx): string {
  note("vessel", "clay tagine base");
  note("whole", "green-herbed fish with olives and lemon, its conical lid beside");
  const bx = CX - 60;
  const by = CY + 70;
  let out = circle(bx + 10, by + 14, 190, "#000", { opacity: 0.15 }) + circle(bx, by, 190, "#a8482a") + circle(bx, by, 172, "#c8643a") + circle(bx, by, 158, "#b8862a");
  out += path(blob(rand, bx, by, 150, 140, 10, 0.3), "#4f8f2a", { opacity: 0.55 });
  for (const [x, y] of scatter(rand, bx, by, 100, 4, 70)) out += path(blob(rand, x, y, 42, 30, 7, 0.15), "#f6ecd8") + stroke(d`M${x - 20} ${y}h40`, "#3f7a2a", 6);
  out += garnishLayer(rand, [g("dot", "#3a4a1a", "#6a7a3a"), g("wedge", "#f2c81a", "#fff3a8"), g("herb", "#2f8f46", "#59b96a")], bx, by, 140, 14, 26);
  // The lid stands beside the dish, seen from the side: its cone is what a stranger knows a tagine by.
  return out + tagineLid(CX + 170, CY - 150);
}

/** Lentil loaf: a brown loaf on a board under a shiny red glaze, two slices cut off showing the speckled lentils. */
export function lentilLoaf({ rand }: Ctx): string {
  note("whole", "a brown loaf under a shiny red glaze, two slices cut");
  let out = board(rand, CX, CY, 520, 420) + el("rect", { x: CX - 200, y: CY - 150, width: 290, height: 160, rx: 40, fill: "#6a3a1a" }) +
    el("rect", { x: CX - 192, y: CY - 144, width: 274, height: 140, rx: 36, fill: "#b8321e" }) + stroke(d`M${CX - 170} ${CY - 110}q120 -20 230 0`, "#f08a6a", 8, { opacity: 0.7 });
  for (const [x, rot] of [[CX - 60, -8], [CX + 110, 6]] as const) {
    let flecks = "";
    for (const [fx, fy] of scatter(rand, 0, 10, 48, 12, 12)) flecks += d`M${fx} ${fy}h.1`;
    out += group({ transform: at(x, CY + 110, rot) }, el("rect", { x: -80, y: -56, width: 160, height: 112, rx: 22, fill: "#8a5230" }) + el("rect", { x: -80, y: -56, width: 160, height: 20, rx: 10, fill: "#b8321e" }) +
      stroke(flecks, "#e8a04a", 9) + stroke(flecks.replace(/h\.1/g, "h.2"), "#4a6a2a", 4));
  }
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX + 170, CY - 90, 40, 4, 18);
}

/** Courgette fritters: flat, pale-green-flecked pancakes with a yoghurt dip and lemon. */
export function courgetteFritters({ rand, ceramic }: Ctx): string {
  note("whole", "flat green-flecked fritters with a yoghurt dip and lemon");
  let out = plate(CX, CY, 225, ceramic);
  let flecks = "";
  for (const [x, y] of [[CX - 75, CY - 70], [CX + 70, CY - 70], [CX - 80, CY + 70]] as const) {
    out += path(blob(rand, x, y, 72, 64, 10, 0.12), "#a88a3a") + path(blob(rand, x - 3, y - 3, 64, 56, 10, 0.12), "#e2c87a");
    for (const [fx, fy] of scatter(rand, x, y, 50, 12, 14)) flecks += d`M${fx - 7} ${fy}l14 ${rand.range(-6, 6)}`;
  }
  out += stroke(flecks, "#3f8a2a", 6);
  return out + bowl(CX + 110, CY + 110, 62, "#fbf8f3", "#fbfaf2") + garnishLayer(rand, [dill], CX + 110, CY + 110, 30, 4, 14);
}

/** Maharagwe: dark red kidney beans in a pale coconut sauce in a bowl, coriander, with chapati. */
export function maharagwe({ rand, ceramic }: Ctx): string {
  note("whole", "dark red beans in pale coconut sauce with coriander, chapati beside");
  let out = bowl(CX - 30, CY + 10, 200, ceramic, "#f2e0b8") + path(blob(rand, CX - 30, CY + 10, 120, 110, 9, 0.2), "#e8c890", { opacity: 0.7 });
  for (const [x, y] of scatter(rand, CX - 30, CY + 10, 140, 16, 38)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-20 -4C-20 -18 20 -18 20 -4C20 10 6 6 0 11C-8 15 -20 9 -20 -4Z", "#8a1e22") + ellipse(-5, -7, 6, 3, shade("#8a1e22", 0.4)));
  out += garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX - 30, CY + 10, 130, 6, 22);
  return out + group({ transform: at(CX + 190, CY - 180, 0) }, circle(0, 0, 90, "#c8904a") + circle(0, 0, 82, "#ecc888") + garnishLayer(rand, [g("speck", "#8a5220", "#a8722a")], 0, 0, 70, 8, 14));
}

/** Githeri: yellow maize kernels and red-brown beans in a thin tomato broth in a pot, with greens. */
export function githeri({ rand }: Ctx): string {
  note("whole", "yellow maize and red-brown beans in tomato broth with greens");
  let out = pot(CX, CY, 195, "#3a3f48", "#b8642a");
  let kernels = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 40, 20)) kernels += d`M${x} ${y}h.1`;
  out += stroke(kernels, "#c8901a", 16) + stroke(kernels, "#f6d040", 11);
  for (const [x, y] of scatter(rand, CX, CY, 145, 12, 40)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-18 -4C-18 -16 18 -16 18 -4C18 9 5 5 0 10C-7 14 -18 8 -18 -4Z", "#7a2a1a"));
  return out + garnishLayer(rand, [g("leaf", "#2f6a2a", "#5f9a4a")], CX, CY, 130, 6, 22);
}

/** Bread salads in a wide bowl: panzanella's torn golden bread with tomato, cucumber and basil; Caesar's romaine with croutons and parmesan shavings. */
export function breadSalad({ rand, ceramic }: Ctx, kind: "panzanella" | "caesar"): string {
  note("dish", kind === "caesar" ? "long romaine leaves with croutons, dressing and parmesan shavings" : "torn golden bread with tomato, cucumber and red onion");
  let out = bowl(CX, CY, 215, ceramic, kind === "caesar" ? "#dfeec0" : "#f4e2c8");
  if (kind === "caesar") {
    for (const [x, y] of scatter(rand, CX, CY, 110, 6, 60)) out += group({ transform: at(x, y, rand.range(0, 180)) }, path("M-70 0Q-30 -34 70 -6Q-30 34 -70 0Z", "#5fae3a") + stroke("M-64 0L64 -4", "#d8f0b0", 5));
    out += stroke(d`M${CX - 120} ${CY - 30}q60 40 120 0t120 10`, "#fbf6e0", 10, { opacity: 0.9 });
  } else {
    out += garnishLayer(rand, [g("wedge", "#d62828", "#ff7b5c"), g("slice", "#4f8f3a", "#cfe8b0"), g("ring", "#9b3f7a", "#e2b4d2")], CX, CY, 140, 12, 34);
  }
  // Bread the eye can pick out: big golden chunks with a darker crust edge.
  for (const [x, y] of scatter(rand, CX, CY, 130, kind === "caesar" ? 8 : 7, 52)) {
    const size = kind === "caesar" ? 18 : 30;
    out += el("rect", { x: x - size, y: y - size, width: size * 2, height: size * 2, rx: size / 3, fill: "#a8621a", transform: `rotate(${Math.round(rand.range(0, 90))} ${Math.round(x)} ${Math.round(y)})` }) +
      path(blob(rand, x - 2, y - 2, size * 0.8, size * 0.75, 6, 0.2), "#f0c060");
  }
  if (kind === "caesar") {
    for (const [x, y] of scatter(rand, CX, CY, 130, 7, 40)) out += path(d`M${x - 22} ${y - 6}l40 -6l4 10l-42 8Z`, "#fbf6dc", { stroke: "#e0d4a8", "stroke-width": 2 });
    return out + garnishLayer(rand, [g("speck", "#2a2a2a", "#555")], CX, CY, 140, 8, 12);
  }
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX, CY, 140, 6, 26);
}
