/**
 * Dishes the sixth picture test named right but without being sure, each given its strongest cue:
 * bolognese's heap of red-brown meat sauce on the spaghetti, raggmunk's lacy potato pancakes with fried
 * pork belly and lingonberries, kimchi fried rice's red rice under a fried egg with seaweed strips,
 * tofu teriyaki's glossy dark-glazed slabs on white rice, duck à l'orange's fanned pink slices in orange
 * sauce with orange wheels, and gazpacho's chilled red soup with its diced vegetables in neat heaps.
 */
import { note } from "../describe";
import { garnishLayer } from "../garnish";
import { g } from "../palette";
import { egg } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";
import { dots } from "./table-siblings-sixth";

const basil = g("leaf", "#2f8f46", "#59b96a");
const springOnion = g("ring", "#3f8f3a", "#8fcf6a");

/** An orange wheel: peel, pith and flesh with its segment spokes. */
const orangeWheel = (x: number, y: number, r: number) =>
  circle(x, y, r, "#f08a1a") + circle(x, y, r * 0.86, "#fbe0b0") + circle(x, y, r * 0.78, "#f8a030") +
  stroke([0, 1, 2, 3, 4, 5, 6, 7].map((k) => d`M${x} ${y}l${Math.cos(k * 0.785) * r * 0.74} ${Math.sin(k * 0.785) * r * 0.74}`).join(""), "#fbd08a", 3);

/** Rice grains: short pale strokes in every direction over a disc. */
function grains(rand: Ctx["rand"], cx: number, cy: number, r: number, count: number, color: string): string {
  let out = "";
  for (const [x, y] of scatter(rand, cx, cy, r, count, 14)) {
    const a = rand.range(0, Math.PI);
    out += d`M${x} ${y}l${Math.cos(a) * 9} ${Math.sin(a) * 9}`;
  }
  return stroke(out, color, 6);
}

/** Spaghetti bolognese: a nest of spaghetti, a big heap of red-brown minced-meat ragù on top, grated Parmesan and basil. */
export function bolognese({ rand, ceramic }: Ctx): string {
  note("whole", "spaghetti under a heap of red-brown meat sauce, grated Parmesan and basil");
  let out = plate(CX, CY, 235, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic) + circle(CX, CY, 170, "#f0cf78");
  let strands = "";
  for (let i = 0; i < 16; i++) {
    const r = rand.range(60, 165);
    const a = rand.range(0, Math.PI * 2);
    strands += d`M${CX + Math.cos(a) * r} ${CY + Math.sin(a) * r}A${r} ${r} 0 0 1 ${CX + Math.cos(a + 1.6) * r} ${CY + Math.sin(a + 1.6) * r}`;
  }
  out += stroke(strands, "#f8e0a0", 6) + stroke(strands.replace(/M(\d+)/g, (_m, x) => `M${Number(x) + 5}`), "#d8a848", 3);
  // The ragù: a thick mound of sauce, the mince showing as crumbs through it.
  out += path(blob(rand, CX, CY, 115, 105, 10, 0.15), "#8a2a14") + path(blob(rand, CX - 8, CY - 8, 95, 85, 9, 0.15), "#b03a1c");
  out += dots(scatter(rand, CX - 5, CY - 5, 85, 34, 14), "#6a1e0e", 12) + dots(scatter(rand, CX - 5, CY - 5, 80, 12, 20), "#d8603a", 8);
  out += dots(scatter(rand, CX - 10, CY - 20, 60, 22, 10), "#fff8dc", 6);
  return out + garnishLayer(rand, [basil], CX + 20, CY - 30, 30, 2, 34);
}

/** Raggmunk: flat lacy potato pancakes fried golden, strips of crisp pork belly and a bowl of red lingonberries. */
export function raggmunk({ rand, ceramic }: Ctx): string {
  note("whole", "lacy golden potato pancakes, crisp pork belly strips and red lingonberries");
  let out = plate(CX, CY, 232, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic);
  for (const [x, y] of [[CX - 70, CY - 70], [CX + 60, CY - 40], [CX - 40, CY + 70]] as const) {
    out += path(blob(rand, x, y, 100, 86, 14, 0.16), "#c8802a") + path(blob(rand, x - 4, y - 4, 86, 72, 12, 0.14), "#e8b050");
    // Grated potato shows as golden shreds with crisp brown lace at the edge.
    let shreds = "";
    for (const [sx, sy] of scatter(rand, x, y, 80, 18, 14)) shreds += d`M${sx - 10} ${sy}l20 ${rand.range(-8, 8)}`;
    out += stroke(shreds, "#a86220", 4) + stroke(shreds.replace(/l20/g, "m3 4l14"), "#f8d890", 3);
  }
  // Crisp pork belly: striped rashers of brown meat and pale fat.
  for (const [x, y, rot] of [[CX + 110, CY + 80, -20], [CX + 80, CY + 140, -10]] as const) {
    out += group({ transform: at(x, y, rot) }, el("rect", { x: -70, y: -20, width: 140, height: 40, rx: 8, fill: "#8a3a1a" }) + stroke("M-64 -6H64M-64 8H64", "#f4dcb8", 5));
  }
  // Lingonberries: a heap of bright red beads in a small white bowl.
  out += circle(CX + 180, CY - 170, 60, "#fbf8f3") + circle(CX + 180, CY - 170, 48, "#a8141e");
  return out + dots(scatter(rand, CX + 180, CY - 170, 40, 16, 14), "#e02a34", 12) + dots(scatter(rand, CX + 180, CY - 170, 36, 8, 18), "#ff8a90", 4);
}

/** Kimchi fried rice: red-orange rice with the grains showing in a black pan-bowl, a fried egg on top, kimchi, seaweed strips, spring onion and sesame. */
export function kimchiFriedRice({ rand }: Ctx): string {
  note("whole", "red-orange fried rice with a fried egg on top, kimchi, seaweed strips and spring onion");
  let out = bowl(CX, CY, 220, "#2b2f36", "#d8502a") + grains(rand, CX, CY, 165, 80, "#f8a070");
  for (const [x, y] of scatter(rand, CX, CY, 150, 8, 50)) out += path(blob(rand, x, y, 22, 16, 6, 0.3), "#b8201a") + path(blob(rand, x - 3, y - 3, 12, 8, 5, 0.3), "#f6d8b0", { opacity: 0.8 });
  out += egg(CX + 10, CY - 10, 1.5, rand);
  // Roasted seaweed cut in thin strips, piled on the egg's edge.
  let seaweed = "";
  for (let i = 0; i < 8; i++) seaweed += d`M${CX - 70 + i * 6} ${CY + 50 + rand.range(-6, 6)}l${rand.range(30, 46)} ${rand.range(-20, 20)}`;
  out += stroke(seaweed, "#1a2a1e", 5);
  return out + garnishLayer(rand, [springOnion], CX, CY, 160, 10, 18) + dots(scatter(rand, CX, CY, 150, 16, 16), "#f6ecd0", 4);
}

/** Tofu teriyaki: thick slabs of tofu lacquered dark brown and shining, on white rice, sesame, spring onion and broccoli. */
export function tofuTeriyaki({ rand, ceramic }: Ctx): string {
  note("whole", "dark shiny glazed tofu slabs on white rice with sesame, spring onion and broccoli");
  let out = bowl(CX, CY, 222, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic, "#f6f3ea") + grains(rand, CX, CY, 165, 60, "#e6e0d0");
  for (const [x, y, rot] of [[CX - 60, CY - 50, -20], [CX + 40, CY - 70, -20], [CX - 40, CY + 40, -20], [CX + 60, CY + 20, -20]] as const) {
    out += group({ transform: at(x, y, rot) },
      el("rect", { x: -50, y: -34, width: 100, height: 68, rx: 12, fill: "#4a1e08" }) + el("rect", { x: -44, y: -28, width: 88, height: 56, rx: 10, fill: "#8a3a12" }) +
      stroke("M-30 -16H24", "#f0a060", 7, { opacity: 0.7 }));
  }
  // The sauce poured over them, dark and glossy, running onto the rice.
  out += stroke(d`M${CX - 130} ${CY - 10}q60 40 130 10t120 20`, "#5a2008", 10, { opacity: 0.8 });
  for (const [x, y] of [[CX - 140, CY + 90], [CX + 130, CY + 100], [CX + 140, CY - 100]] as const) out += garnishLayer(rand, [g("floret", "#2e7d3c", "#8fc86a")], x, y, 10, 1, 56);
  return out + dots(scatter(rand, CX, CY - 10, 110, 20, 14), "#fbf6e6", 5) + garnishLayer(rand, [springOnion], CX, CY, 120, 8, 16);
}

/** Duck à l'orange: slices of pink duck breast with a crisp brown skin edge, fanned in glossy orange sauce, orange wheels and zest. */
export function duckOrange({ rand, ceramic }: Ctx): string {
  note("whole", "fanned pink duck slices in glossy orange sauce with orange wheels");
  let out = plate(CX, CY, 235, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic) + path(blob(rand, CX, CY + 20, 170, 130, 10, 0.1), "#e8781a") +
    ellipse(CX - 40, CY - 20, 90, 20, "#ffb050", { opacity: 0.5 });
  for (let i = 0; i < 6; i++) {
    out += group({ transform: at(CX - 110 + i * 40, CY + 10 - Math.abs(i - 2.5) * 8, 14) },
      path("M-24 -80Q0 -90 24 -80L22 80Q0 90 -22 80Z", "#6a2a10") + path("M-18 -72Q0 -80 18 -72L16 72Q0 80 -16 72Z", "#d87a7a") + ellipse(-4, 0, 6, 40, "#f0a8a0", { opacity: 0.7 }));
  }
  out += orangeWheel(CX + 150, CY - 130, 52) + orangeWheel(CX - 150, CY + 140, 44) + orangeWheel(CX + 160, CY + 110, 36);
  let zest = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 10, 30)) zest += d`M${x} ${y}q8 -8 16 0`;
  return out + stroke(zest, "#f06a0a", 5) + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX - 150, CY - 110, 20, 2, 28);
}

/** Gazpacho: a chilled bright red soup, neat little heaps of diced cucumber, green pepper, red onion and croutons on top, a swirl of green olive oil, an ice cube. */
export function gazpacho({ rand, ceramic }: Ctx): string {
  note("whole", "bright red chilled soup topped with little heaps of diced cucumber, pepper, onion and croutons");
  let out = bowl(CX, CY, 222, ceramic === "#f6dcd5" ? "#fbf8f3" : ceramic, "#e0382a") + ellipse(CX - 60, CY - 70, 60, 20, "#ff7a60", { opacity: 0.45 });
  // The diced garnish, each its own small heap round the middle: the way gazpacho is brought to the table.
  const heaps: [number, number, string][] = [[CX - 70, CY - 40, "#7abf4a"], [CX + 70, CY - 40, "#3f8f2a"], [CX + 70, CY + 60, "#b04a8a"], [CX - 70, CY + 60, "#e8b050"]];
  for (const [x, y, color] of heaps) out += dots(scatter(rand, x, y, 34, 9, 14), color, 13, { "stroke-linecap": "square" });
  out += stroke(d`M${CX - 120} ${CY + 120}q60 -30 120 0t110 -10`, "#a8b020", 7, { opacity: 0.9 });
  // Ice cubes: pale translucent squares melting into the cold soup.
  for (const [x, y] of [[CX + 10, CY + 10], [CX + 120, CY - 120]] as const) out += el("rect", { x: x - 22, y: y - 22, width: 44, height: 44, rx: 8, fill: "#eef6fa", opacity: 0.85, transform: `rotate(20 ${x} ${y})` });
  return out + garnishLayer(rand, [basil], CX, CY, 140, 3, 26);
}
