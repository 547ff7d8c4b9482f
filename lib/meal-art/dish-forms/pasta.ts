/**
 * Pasta drawn by its true shape and sauce: orzo grains, little ears, pillows, wide ribbons, short
 * tubes in soup, and bakes in a dish (tubes under melted cheese, a feta block, rolled cannelloni).
 * A blind viewer could not tell the pasta dishes apart when they all shared one golden bowl.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, toppings } from "../garnish";
import type { Garnish } from "../palette";
import { blob, scatter, shadow } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Rand } from "../random";
import type { Ctx } from "../types";
import { bowl, plate } from "../vessels";
import { noodles } from "./soups-and-bowls";

export type PastaCut = "orzo" | "ears" | "pillows" | "ribbons" | "ditalini" | "tubes" | "twists";

export interface PastaSpec {
  cut: PastaCut;
  /** The sauce the pasta sits in: it fills the bowl, so its colour is the dish's first impression. */
  sauce: string;
  /** What identifies the dish (peas and pancetta, broccoli and chilli, sage leaves), scattered on top. */
  pieces: Garnish[];
  /** A soup (pasta e fagioli): a deep bowl of broth and a spoon in it. */
  soup?: boolean;
}

const PASTA = "#f3d27c";
const EDGE = shade(PASTA, -0.3);

/**
 * Short cuts drawn in bulk: every piece's outline goes into one shared path (round pieces as dots of
 * a round-capped stroke), so twenty pieces cost little more than one and the picture stays small.
 */
function shortPieces(rand: Rand, cut: PastaCut, pts: [number, number][], scale: number): string {
  if (cut === "ears" || cut === "ditalini") {
    let dots = "";
    for (const [x, y] of pts) dots += d`M${x} ${y}h.1`;
    const [outer, hole] = cut === "ears" ? [34, 16] : [26, 10];
    return stroke(dots, EDGE, outer + 5) + stroke(dots, PASTA, outer) + stroke(dots, shade(PASTA, cut === "ears" ? -0.14 : -0.3), hole);
  }
  if (cut === "twists") return pts.map(([x, y]) => group({ transform: at(x, y, rand.int(0, 179), scale) }, el("rect", { x: -24, y: -8, width: 48, height: 16, rx: 7, fill: PASTA, stroke: EDGE, "stroke-width": 3 }) + stroke("M-16 -7l6 14M-2 -7l6 14M12 -7l6 14", EDGE, 3))).join("");
  // Tubes (penne, ziti): a slanted quadrilateral each, their dark open ends as one stroke.
  let body = "";
  let ends = "";
  for (const [x, y] of pts) {
    const a = rand.range(0, Math.PI);
    const c = Math.cos(a) * scale;
    const sn = Math.sin(a) * scale;
    const p = (u: number, v: number) => [x + u * c - v * sn, y + u * sn + v * c] as const;
    const [a1, a2, a3, a4] = [p(-26, -9), p(18, -9), p(26, 9), p(-18, 9)];
    body += d`M${a1[0]} ${a1[1]}L${a2[0]} ${a2[1]}L${a3[0]} ${a3[1]}L${a4[0]} ${a4[1]}Z`;
    const e1 = p(-22, -6);
    const e2 = p(-22, 6);
    ends += d`M${e1[0]} ${e1[1]}L${e2[0]} ${e2[1]}`;
  }
  return path(body, PASTA, { stroke: EDGE, "stroke-width": 3, "stroke-linejoin": "round" }) + stroke(ends, shade(PASTA, -0.4), 5);
}

/** A ravioli pillow: crimped square edge and the filled bump in the middle. */
const pillow = () =>
  el("rect", { x: -34, y: -34, width: 68, height: 68, rx: 8, fill: "#f6dc92", stroke: "#d9b260", "stroke-width": 5, "stroke-dasharray": "5 4" }) +
  ellipse(0, 0, 20, 18, "#fbe9b0") + ellipse(-6, -7, 7, 5, "#fff", { opacity: 0.5 });

/** Pasta in a bowl (or on a plate, for ravioli), the sauce under and over it, then what marks the dish. */
export function pastaPlate({ rand, ceramic, uid }: Ctx, spec: PastaSpec): string {
  note("dish", `${{ orzo: "orzo", ears: "little ear-shaped pasta", pillows: "ravioli", ribbons: "ribbon pasta", ditalini: "small tube pasta", tubes: "pasta tubes", twists: "pasta twists" }[spec.cut]} in ${colourWord(spec.sauce)} ${spec.soup ? "broth" : "sauce"}`);
  const r = spec.soup ? 200 : 205;
  let out = spec.cut === "pillows" ? plate(CX, CY, 215, ceramic) : bowl(CX, CY, r, ceramic, spec.sauce);
  let food = "";
  if (spec.cut === "orzo") {
    // Many small rice-like grains, one path in two strokes (edge, then body) to stay small.
    let grains = "";
    for (const [x, y] of scatter(rand, CX, CY, 150, 85, 17)) grains += d`M${x} ${y}l${rand.range(-7, 7)} ${rand.range(2, 5)}`;
    food += stroke(grains, EDGE, 11) + stroke(grains, PASTA, 7);
    food += path(blob(rand, CX + 20, CY - 10, 90, 70, 9, 0.3), spec.sauce, { opacity: 0.55 });
  } else if (spec.cut === "ribbons") {
    // Wide flat ribbons folding over each other, glossed with the sauce.
    let folds = "";
    for (let i = 0; i < 14; i++) {
      const a = rand.range(0, Math.PI * 2);
      const rr = rand.range(30, 130);
      const x = CX + Math.cos(a) * rr;
      const y = CY + Math.sin(a) * rr;
      folds += d`M${x - 60} ${y}q30 ${rand.range(-40, 40)} 60 0t60 0`;
    }
    food += stroke(folds, EDGE, 36) + stroke(folds, PASTA, 28) + stroke(folds, shade(PASTA, 0.3), 6, { opacity: 0.8 }) + path(blob(rand, CX + 10, CY, 70, 60, 9, 0.3), spec.sauce, { opacity: 0.6 });
  } else if (spec.cut === "pillows") {
    food += path(blob(rand, CX, CY, 150, 140, 10, 0.1), spec.sauce, { opacity: 0.8 });
    for (const [x, y] of scatter(rand, CX, CY, 115, 7, 74)) food += group({ transform: at(x, y, rand.int(-20, 20), 1.1) }, pillow());
  } else {
    const count = spec.cut === "ditalini" ? 26 : spec.cut === "ears" ? 22 : spec.cut === "twists" ? 11 : 15;
    const scale = spec.cut === "tubes" || spec.cut === "twists" ? 1.3 : 1.4;
    food += shortPieces(rand, spec.cut, scatter(rand, CX, CY, 145, count, spec.cut === "tubes" || spec.cut === "twists" ? 58 : 36), scale);
    let glaze = "";
    for (const [x, y] of scatter(rand, CX, CY, 140, 6, 50)) glaze += blob(rand, x, y, 20, 14, 6, 0.3);
    food += path(glaze, spec.sauce, { opacity: 0.8 });
  }
  food += garnishLayer(rand, spec.pieces, CX, CY, 130, spec.pieces.length > 2 ? 12 : 9, 30);
  out += el("defs", {}, el("clipPath", { id: `q${uid}` }, circle(CX, CY, spec.cut === "pillows" ? 190 : r * 0.82, "#000"))) + group({ "clip-path": `url(#q${uid})` }, food);
  if (spec.soup) out += stroke("M330 330L520 520", "#c9ced6", 14) + ellipse(320, 320, 40, 28, "#c9ced6", { transform: "rotate(45 320 320)" });
  return out;
}

export interface BakeSpec {
  sauce: string;
  /** Tubes (ziti, penne) tossed in the dish, or rolls laid side by side (cannelloni, cabbage rolls). */
  fill: "tubes" | "rolls";
  /** The colour of what shows at the open ends of a roll: spinach and ricotta, mushroom and rice. */
  filling?: string;
  /** The roll's own colour: pasta, or a cabbage leaf. */
  roll?: string;
  /** Melted, browned cheese in patches, or a blanket over most of the dish (a cheesy pasta bake). */
  cheese?: boolean | "blanket";
  /** A whole block of feta in the middle (baked feta pasta). */
  feta?: boolean;
  pieces: Garnish[];
  /** A round pot instead of a rectangular baking dish (cabbage rolls). */
  pot?: boolean;
}

/** A bake seen from above: a baking dish (or pot) of tubes or rolls in sauce, cheese and what marks it. */
export function pastaBake({ rand }: Ctx, spec: BakeSpec): string {
  note("vessel", spec.pot ? "round pot" : "baking dish");
  note("dish", `${spec.fill === "rolls" ? `${colourWord(spec.roll ?? "#f3d27c")} rolls` : "pasta tubes"} in ${colourWord(spec.sauce)} sauce${spec.cheese === "blanket" ? " under melted cheese" : spec.cheese ? " with browned cheese" : ""}${spec.feta ? " round a block of feta" : ""}`);
  const dish = rand.pick(["#f3efe6", "#c0392b", "#2a6f97", "#e9c46a"]);
  let out = spec.pot
    ? shadow(CX, CY, 230, 215) + circle(CX, CY, 215, "#3d4350") + circle(CX, CY, 190, spec.sauce)
    : el("rect", { x: 102, y: 136, width: 420, height: 330, rx: 36, fill: "#000", opacity: 0.15 }) +
      el("rect", { x: 90, y: 120, width: 420, height: 330, rx: 36, fill: dish }) + el("rect", { x: 118, y: 148, width: 364, height: 274, rx: 22, fill: spec.sauce });
  const cy = spec.pot ? CY : 285;
  if (spec.fill === "rolls") {
    const roll = spec.roll ?? "#f1d7a0";
    const rows = spec.pot ? [[CX - 120, CY - 80], [CX, CY - 80], [CX + 120, CY - 80], [CX - 120, CY + 70], [CX, CY + 70], [CX + 120, CY + 70]] : [150, 216, 282, 348, 414].map((x) => [x + 4, cy]);
    for (const [x, y] of rows) {
      const h = spec.pot ? 110 : 232;
      let r = el("rect", { x: -27, y: -h / 2, width: 54, height: h, rx: 26, fill: roll, stroke: shade(roll, -0.25), "stroke-width": 3 });
      // The filling shows at both open ends: that is what tells spinach cannelloni from plain tubes.
      if (spec.filling) r += ellipse(0, -h / 2 + 12, 20, 10, spec.filling) + ellipse(0, h / 2 - 12, 20, 10, spec.filling);
      if (spec.pot) r += stroke("M-14 -30q14 10 28 0M-14 0q14 10 28 0M-14 30q14 10 28 0", shade(roll, -0.2), 3);
      out += group({ transform: at(x!, y!, spec.pot ? 90 : 0) }, r);
    }
    out += path(blob(rand, CX, cy, 120, 60, 9, 0.25), spec.sauce, { opacity: 0.9 });
  } else {
    out += shortPieces(rand, "tubes", scatter(rand, CX, cy, 150, 16, 50), 1.3);
    let sauce = "";
    for (const [x, y] of scatter(rand, CX, cy, 140, 7, 50)) sauce += blob(rand, x, y, 24, 16, 6, 0.3);
    out += path(sauce, spec.sauce, { opacity: 0.85 });
  }
  if (spec.cheese === "blanket") {
    out += path(blob(rand, CX, cy, 160, 110, 12, 0.12), "#f2c85a") + path(blob(rand, CX, cy, 120, 80, 10, 0.2), "#f6d878", { opacity: 0.8 });
    let blisters = "";
    for (const [x, y] of scatter(rand, CX, cy, 130, 14, 30)) blisters += blob(rand, x, y, 12, 8, 5, 0.3);
    out += path(blisters, "#c9792f", { opacity: 0.85 });
  } else if (spec.cheese) {
    for (const [x, y] of scatter(rand, CX, cy, 145, 9, 55)) {
      out += path(blob(rand, x, y, 34, 24, 7, 0.3), "#f6d36a", { opacity: 0.95 }) + path(blob(rand, x + 6, y + 2, 12, 8, 5, 0.3), "#c9792f", { opacity: 0.8 });
    }
  }
  if (spec.feta) {
    out += group({ transform: at(CX, cy, rand.int(-12, 12)) },
      el("rect", { x: -62, y: -40, width: 124, height: 80, rx: 10, fill: "#fbf8ee", stroke: "#e8dcc0", "stroke-width": 4 }) +
      stroke("M-40 -20l30 14M10 10l28 -16M-20 24l18 -6", "#e0cfa8", 4) + path("M-62 20h124v10a10 10 0 0 1 -10 10h-104a10 10 0 0 1 -10 -10z", "#f0c870", { opacity: 0.6 }));
  }
  return out + garnishLayer(rand, spec.pieces, CX, cy, 140, 9, 30);
}

/**
 * Any pasta dish without its own spec: the cut read from its name and ingredients (orzo, orecchiette,
 * ravioli, ribbons, tubes, twists), its sauce and toppings from the ingredients; long strands keep
 * the twirled nest.
 */
export function pastaByShape(ctx: Ctx): string {
  const text = `${ctx.meal.name} ${ctx.meal.ingredients.join(" ")}`.toLowerCase();
  const cut: PastaCut | undefined = /orzo|risoni/.test(text) ? "orzo"
    : /orecchiette/.test(text) ? "ears"
    : /ravioli|tortellini|agnolotti|cappelletti/.test(text) ? "pillows"
    : /pappardelle|tagliatelle|fettuccine/.test(text) ? "ribbons"
    : /ditalini|pastina|small pasta|soup pasta/.test(text) ? "ditalini"
    : /fusilli|rotini|gemelli|casarecce/.test(text) ? "twists"
    : /spaghetti|linguine|bucatini|vermicelli|angel hair/.test(text) ? undefined
    : /penne|ziti|rigatoni|macaroni|paccheri|tortiglioni|short pasta|pasta shapes/.test(text) ? "tubes"
    : undefined;
  if (!cut) return noodles(ctx, false);
  return pastaPlate(ctx, { cut, sauce: ctx.profile.sauce ?? "#f4e6c0", pieces: toppings(ctx.profile) });
}
