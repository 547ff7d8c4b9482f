/**
 * Dish forms told apart by what floats in the bowl or sits beside on the plate: noodle broths (pho,
 * ramen, tom yum) with their own broth colour and toppings, mango with sticky rice, pasta by its
 * shape, pancakes and waffles.
 */
import { colourWord, garnishList, note, quietly, withArticle } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g, type Garnish } from "../palette";
import { egg, prawn } from "../proteins";
import { blob, scatter } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";

export interface BrothSpec {
  broth: string;
  /** Clear broths show the noodles through them; creamy or red ones hide them. */
  clear: boolean;
  noodles?: string;
  /** A soup spoon in the bowl instead of chopsticks beside it (a European soup). */
  spoon?: boolean;
  toppings: ("prawns" | "lemongrass" | "mushrooms" | "egg" | "nori" | "tofu" | "chicken" | "beef" | "sprouts" | "corn" | "chilli" | "herbs" | "lime" | "carrot")[];
}

/** A deep bowl of broth; noodles, herbs and toppings in it, chopsticks and a lime or herb plate beside. */
export function brothBowl({ rand, ceramic, uid }: Ctx, spec: BrothSpec): string {
  note("dish", `${colourWord(spec.broth)} ${spec.clear ? "clear broth" : "broth"}${spec.noodles ? " with noodles" : ""}${spec.toppings.includes("egg") ? " and halved eggs" : ""}`);
  note("side", spec.spoon ? "a spoon in it" : "chopsticks beside");
  let out = bowl(CX - 10, CY, 200, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic, spec.broth);
  let inside = "";
  if (spec.noodles) {
    let strands = "";
    for (let i = 0; i < 16; i++) {
      const r = rand.range(30, 130);
      const a1 = rand.range(0, Math.PI * 2);
      const a2 = a1 + rand.range(0.8, 2);
      strands += d`M${CX - 10 + Math.cos(a1) * r} ${CY + Math.sin(a1) * r}A${r} ${r} 0 0 1 ${CX - 10 + Math.cos(a2) * r} ${CY + Math.sin(a2) * r}`;
    }
    inside += stroke(strands, spec.noodles, 6, { opacity: spec.clear ? 0.95 : 0.75 });
  }
  // Oil droplets on the surface.
  let drops = "";
  for (const [x, y] of scatter(rand, CX - 10, CY, 130, 12, 28)) drops += d`M${x} ${y}h.1`;
  inside += stroke(drops, shade(spec.broth, spec.clear ? 0.5 : -0.25), rand.range(7, 12), { opacity: 0.7 });
  const spots = scatter(rand, CX - 10, CY, 105, 12, 52);
  let k = 0;
  const next = () => spots[k++ % spots.length]!;
  for (const t of spec.toppings) {
    if (t === "prawns") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += prawn(x, y, rand.int(0, 359), 0.85); }
    if (t === "lemongrass") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += group({ transform: at(x, y, rand.int(0, 180)) }, el("rect", { x: -30, y: -6, width: 60, height: 12, rx: 4, fill: "#d9dc9a", stroke: "#a6ad5a", "stroke-width": 2 })); }
    if (t === "mushrooms") for (let i = 0; i < 3; i++) { const [x, y] = next(); inside += garnishPiece(rand, g("mushroom", "#e6dccb", "#cbb89c"), x, y, 40); }
    if (t === "egg") { const [x, y] = next(); inside += quietly(() => egg(x, y, 0.5, rand) + egg(x + 46, y + 6, 0.5, rand)); }
    if (t === "nori") inside += el("rect", { x: CX + 70, y: CY - 150, width: 70, height: 110, rx: 4, fill: "#1f3b2c", transform: `rotate(12 ${CX + 105} ${CY - 95})` });
    if (t === "tofu") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += el("rect", { x: x - 16, y: y - 16, width: 32, height: 32, rx: 5, fill: "#f2c46b", stroke: "#c98a3e", "stroke-width": 3 }); }
    if (t === "chicken") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += path(blob(rand, x, y, 22, 12, 6, 0.3), "#f1dcc0", { stroke: "#d2b48c", "stroke-width": 2 }); }
    if (t === "beef") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += path(blob(rand, x, y, 28, 14, 6, 0.2), "#b5776a", { stroke: "#8a4e44", "stroke-width": 2 }); }
    if (t === "sprouts") { let s = ""; for (let i = 0; i < 8; i++) { const [x, y] = next(); s += d`M${x} ${y}q10 -14 26 -10`; } inside += stroke(s, "#f7f3dc", 5); }
    if (t === "corn") { const [x, y] = next(); for (const [px, py] of scatter(rand, x, y, 26, 10, 9)) inside += circle(px, py, 5, "#f6c833"); }
    if (t === "carrot") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += circle(x, y, 12, "#f28c28") + circle(x, y, 6, "#ffb866"); }
    if (t === "chilli") for (let i = 0; i < 4; i++) { const [x, y] = next(); inside += circle(x, y, 7, "none", { stroke: "#d62828", "stroke-width": 4 }); }
    if (t === "herbs") inside += garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a"), g("leaf", "#3f9b4a", "#75c26a")], CX - 10, CY, 110, 7, 28);
  }
  out += el("defs", {}, el("clipPath", { id: `b${uid}` }, circle(CX - 10, CY, 164, "#000"))) + group({ "clip-path": `url(#b${uid})` }, inside);
  // Chopsticks resting on the rim and, for pho and tom yum, a lime wedge outside the bowl.
  out += spec.spoon ? stroke("M330 330L520 520", "#c9ced6", 14) + ellipse(320, 320, 40, 28, "#c9ced6", { transform: "rotate(45 320 320)" })
    : stroke("M380 80L560 330M400 70L575 320", "#7a4b2a", 9);
  if (spec.toppings.includes("lime")) out += garnishPiece(rand, g("wedge", "#7dc242", "#d7f0a2"), 520, 470, 40) + garnishPiece(rand, g("wedge", "#7dc242", "#d7f0a2"), 470, 520, 36);
  return out;
}

/** Mango with sticky rice: a dome of white rice glossed with coconut cream, a fan of mango beside it. */
export function mangoStickyRice({ rand, ceramic }: Ctx): string {
  note("dish", "a dome of white sticky rice with a fan of mango slices");
  let out = plate(CX, CY, 220, ceramic === "#e9c46a" ? "#fbf8f3" : ceramic);
  out += path(blob(rand, CX - 70, CY + 10, 105, 95, 9, 0.08), "#fbfaf3", { stroke: "#e6e0cf", "stroke-width": 4 });
  let grains = "";
  for (const [x, y] of scatter(rand, CX - 70, CY + 10, 85, 40, 10)) grains += d`M${x} ${y}l${rand.int(-5, 5)} 5`;
  out += stroke(grains, "#e3ddc9", 4) + path(blob(rand, CX - 80, CY - 10, 70, 36, 7, 0.2), "#fff8e6", { opacity: 0.9 });
  for (let i = 0; i < 5; i++) {
    out += group({ transform: at(CX + 110, CY + 10, -40 + i * 20) },
      path("M-14 -130Q22 -120 18 0Q12 40 0 44Q-16 30 -18 0Q-24 -110 -14 -130Z", "#f7a531", { stroke: "#e08a1c", "stroke-width": 3 }) +
      stroke("M-6 -100Q4 -50 2 20", "#ffd27a", 5, { opacity: 0.7 }));
  }
  let seeds = "";
  for (const [x, y] of scatter(rand, CX - 70, CY - 10, 50, 12, 12)) seeds += d`M${x} ${y}l3 2`;
  return out + stroke(seeds, "#e0c060", 5) + garnishPiece(rand, g("herb", "#2f8f46", "#59b96a"), CX - 20, CY + 110, 40);
}

export type PastaShape = "spaghetti" | "penne" | "farfalle" | "fusilli" | "shells" | "gnocchi" | "ribbons";

/** Pasta in a bowl, the shape drawn as it is (tubes, bows, twists, shells, gnocchi), then the sauce and garnish. */
export function pastaBowl({ rand, ceramic, uid }: Ctx, shape: PastaShape, sauce: string | undefined, garnish: Garnish[]): string {
  note("dish", `${{ spaghetti: "spaghetti", penne: "penne tubes", farfalle: "pasta bows", fusilli: "pasta twists", shells: "pasta shells", gnocchi: "gnocchi", ribbons: "ribbon pasta" }[shape]}${sauce ? ` in ${colourWord(sauce)} sauce` : ""}`);
  const pasta = shape === "gnocchi" ? "#f2dfa8" : "#f3d27c";
  let out = bowl(CX, CY, 205, ceramic, sauce && shape !== "spaghetti" && shape !== "ribbons" ? shade(sauce, 0.1) : "#e6bd62");
  let food = "";
  const edge = shade(pasta, -0.3);
  if (shape === "spaghetti" || shape === "ribbons") {
    let arcs = "";
    for (let i = 0; i < 24; i++) {
      const r = rand.range(20, 150);
      const a1 = rand.range(0, Math.PI * 2);
      const a2 = a1 + rand.range(1.4, 3);
      arcs += d`M${CX + Math.cos(a1) * r} ${CY + Math.sin(a1) * r}A${r} ${r} 0 0 1 ${CX + Math.cos(a2) * r} ${CY + Math.sin(a2) * r}`;
    }
    const w = shape === "ribbons" ? 18 : 8;
    food += stroke(arcs, edge, w + 5) + stroke(arcs, pasta, w);
    if (sauce) food += path(blob(rand, CX, CY, 85, 75, 9, 0.2), sauce, { opacity: 0.92 });
  } else {
    // Fewer, larger pieces: each is a transformed group, and the picture has a byte budget.
    for (const [x, y] of scatter(rand, CX, CY, 140, 13, 62)) {
      const rot = rand.int(0, 179);
      let piece = "";
      if (shape === "penne") piece = path("M-32 -10L22 -10L32 10L-22 10Z", pasta, { stroke: edge, "stroke-width": 3 }) + stroke("M-14 -6v12M0 -6v12M14 -6v12", edge, 2);
      else if (shape === "farfalle") piece = path("M-30 -18Q0 0 -30 18ZM30 -18Q0 0 30 18Z", pasta, { stroke: edge, "stroke-width": 3, "stroke-linejoin": "round" }) + ellipse(0, 0, 7, 9, shade(pasta, -0.1));
      else if (shape === "fusilli") piece = el("rect", { x: -30, y: -9, width: 60, height: 18, rx: 8, fill: pasta, stroke: edge, "stroke-width": 3 }) + stroke("M-22 -8l8 16M-6 -8l8 16M10 -8l8 16", edge, 3);
      else if (shape === "shells") piece = path("M-24 10Q-26 -22 0 -24Q26 -22 24 10Q0 22 -24 10Z", pasta, { stroke: edge, "stroke-width": 3 }) + stroke("M-12 -14l4 18M0 -18v20M12 -14l-4 18", edge, 2);
      else piece = ellipse(0, 0, 22, 16, pasta, { stroke: edge, "stroke-width": 3 }) + stroke("M-12 -10v20M-4 -12v24M4 -12v24M12 -10v20", edge, 2);
      food += group({ transform: at(x, y, rot, 1.45) }, piece);
    }
    if (sauce) {
      let blobs = "";
      for (const [x, y] of scatter(rand, CX, CY, 140, 7, 50)) blobs += blob(rand, x, y, 22, 16, 6, 0.3);
      food += path(blobs, sauce, { opacity: 0.9 });
    }
  }
  out += el("defs", {}, el("clipPath", { id: `p${uid}` }, circle(CX, CY, 166, "#000"))) + group({ "clip-path": `url(#p${uid})` }, food);
  return out + garnishLayer(rand, garnish, CX, CY, 110, 8, 26);
}

/** A stack of pancakes from above with syrup, a waffle grid, or crêpes folded in quarters. */
export function griddle({ rand, ceramic }: Ctx, kind: "stack" | "waffles" | "crepes", fruit: string): string {
  note("dish", `${kind === "stack" ? "a stack of pancakes with syrup" : kind === "waffles" ? "two golden waffles" : "crêpes folded in quarters"} and ${colourWord(fruit)} ${kind === "crepes" ? "fruit" : "berries"}`);
  let out = plate(CX, CY, 215, ceramic);
  if (kind === "waffles") {
    for (const [x, y, r] of [[CX - 60, CY - 40, -10], [CX + 60, CY + 50, 14]] as const) {
      let grid = "";
      for (let i = -2; i <= 2; i++) grid += d`M${i * 28} -80V80M-80 ${i * 28}H80`;
      out += group({ transform: at(x, y, r) }, el("rect", { x: -86, y: -86, width: 172, height: 172, rx: 22, fill: "#d99a3a" }) + stroke(grid, "#b8742a", 10));
    }
  } else if (kind === "crepes") {
    for (let i = 0; i < 3; i++) {
      out += group({ transform: at(CX - 40 + i * 50, CY - 30 + i * 40, -20 + i * 30) },
        path("M0 0L150 0A150 150 0 0 1 0 150Z", "#f2d08a", { stroke: "#d9a95a", "stroke-width": 4 }) +
        circle(60, 50, 12, "#c98a3e", { opacity: 0.35 }) + circle(30, 90, 8, "#c98a3e", { opacity: 0.35 }));
    }
  } else {
    for (let i = 4; i >= 0; i--) out += circle(CX - i * 3, CY + i * 8, 150, i % 2 ? "#c98a3e" : "#e6a94f");
    out += path(blob(rand, CX, CY, 110, 100, 9, 0.2), "#a85f1c", { opacity: 0.85 }) + el("rect", { x: CX - 24, y: CY - 24, width: 48, height: 40, rx: 8, fill: "#fbe7a1" });
  }
  for (const [x, y] of scatter(rand, CX + 20, CY + 10, 150, 7, 34)) out += circle(x, y, 14, fruit) + circle(x - 4, y - 4, 4, "#fff", { opacity: 0.5 });
  let sugar = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 50, 10)) sugar += d`M${x} ${y}h.1`;
  return out + stroke(sugar, "#fff", 5, { opacity: 0.8 });
}

/** A breakfast bowl (granola, porridge, overnight oats): a creamy base with clusters and fruit in bands. */
export function cerealBowl({ rand, ceramic }: Ctx, base: string, bits: Garnish[]): string {
  note("dish", `${garnishList(bits)} on ${withArticle(colourWord(base))} base`);
  let out = bowl(CX, CY, 190, ceramic, base);
  bits.forEach((item, i) => {
    const a = (i / bits.length) * Math.PI * 2 + 0.6;
    out += garnishLayer(rand, [item], CX + Math.cos(a) * 70, CY + Math.sin(a) * 70, 60, 7, 30);
  });
  return out;
}
