/**
 * Dish forms that show what a dish is made of from the side or in its tin: a square portion with
 * its layers (tiramisu, lasagne, moussaka, sponges, cheesecake), puffed cups in a tin (Yorkshire
 * puddings, muffins, custard tarts) and a tray cut into squares (brownies, flapjacks).
 */
import { colourList, colourWord, note } from "../describe";
import { garnishLayer } from "../garnish";
import type { Garnish } from "../palette";
import { blob, scatter } from "../shapes";
import { circle, CX, CY, d, el, ellipse, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, plate } from "../vessels";

type Topping = "cocoa" | "sugar" | "cheese" | "icing" | "glaze" | "crumb" | "none";

export interface LayerSpec {
  /** Layer colours from the bottom up, each with its share of the height. */
  layers: [color: string, share: number][];
  top: string;
  topping: Topping;
  /** Pieces on top (berries, a walnut, basil). */
  garnish?: Garnish[];
  /** A round cake: a wedge with a curved back instead of a square portion. */
  wedge?: boolean;
}

/**
 * A portion seen from the front and a little above: front face striped with the layers, the right
 * face the same layers in shade, the top face with its topping. The layers are the point of it.
 */
export function layeredSlice({ rand, ceramic }: Ctx, spec: LayerSpec): string {
  const [x0, x1, yTop, yBot, dx, dy] = spec.wedge ? [150, 420, 270, 440, 0, -120] : [170, 390, 290, 440, 70, -70];
  let out = plate(CX, CY + 30, 215, ceramic) + ellipse(CX + 20, yBot + 6, 170, 22, "#000", { opacity: 0.12 });
  note("food", `${spec.wedge ? "a wedge" : "a slice"} of ${spec.layers.length > 1 ? `${colourList(spec.layers.map(([c]) => c))} layers` : `${colourWord(spec.layers[0]![0])} crumb`}${{ cocoa: ", dusted with cocoa", sugar: ", dusted with sugar", cheese: " and melted cheese on top", crumb: " and a crumbly top", icing: " and white icing", glaze: ` and a ${colourWord(spec.top)} glaze`, none: spec.layers.length > 1 || colourWord(spec.top) === colourWord(spec.layers[0]![0]) ? "" : ` and a ${colourWord(spec.top)} top` }[spec.topping] ?? ""}`);
  const total = spec.layers.reduce((s, [, share]) => s + share, 0);
  let y = yBot;
  for (const [color, share] of spec.layers) {
    const h = ((yBot - yTop) * share) / total;
    out += el("rect", { x: x0, y: y - h, width: x1 - x0, height: h + 0.5, fill: color });
    if (!spec.wedge) out += path(d`M${x1} ${y}L${x1 + dx} ${y + dy}V${y + dy - h - 0.5}L${x1} ${y - h - 0.5}Z`, shade(color, -0.18));
    y -= h;
  }
  const topFace = spec.wedge
    ? d`M${x0} ${yTop}L${x1} ${yTop}Q${x1 - 10} ${yTop - 100} ${(x0 + x1) / 2 - 20} ${yTop - 130}Z`
    : d`M${x0} ${yTop}L${x1} ${yTop}L${x1 + dx} ${yTop + dy}L${x0 + dx} ${yTop + dy}Z`;
  out += path(topFace, spec.top);
  const cx = (x0 + x1) / 2 + (spec.wedge ? -10 : dx / 2);
  const cy = yTop + (spec.wedge ? -55 : dy / 2);
  if (spec.topping === "cocoa" || spec.topping === "sugar") {
    let dust = "";
    for (const [x, yy] of scatter(rand, cx, cy, 95, 110, 6)) if (inside(x, yy)) dust += d`M${x} ${yy}h.1`;
    out += stroke(dust, spec.topping === "cocoa" ? "#4a2616" : "#ffffff", 7, { opacity: 0.9 });
  } else if (spec.topping === "cheese" || spec.topping === "crumb") {
    for (const [x, yy] of scatter(rand, cx, cy, 80, 9, 26)) out += path(blob(rand, x, yy, 16, 9, 6, 0.3), spec.topping === "cheese" ? "#b8642a" : shade(spec.top, -0.2), { opacity: 0.8 });
  } else if (spec.topping === "icing") {
    // Icing running over the front edge.
    out += path(d`M${x0} ${yTop}H${x1}v14q-12 16 -24 0t-30 4t-34 -4t-40 6t-36 -6t-30 4t-26 -4Z`, spec.top);
  } else if (spec.topping === "glaze") {
    out += stroke(d`M${x0 + 20} ${yTop + 6}q30 26 60 0t60 0t60 0`, spec.top, 8) + ellipse(cx - 30, cy, 40, 10, "#fff", { opacity: 0.35 });
  }
  if (spec.garnish?.length) out += garnishLayer(rand, spec.garnish, cx, cy, 40, 3, 30);
  return out;

  function inside(x: number, yy: number): boolean {
    if (spec.wedge) return yy < yTop - 4 && yy > yTop - 120 && x > x0 + (yTop - yy) * 0.6 && x < x1 - (yTop - yy) * 0.9;
    return yy < yTop - 3 && yy > yTop + dy + 3 && x > x0 + (yTop - yy) + 3 && x < x1 + (yTop - yy) - 3;
  }
}

export interface CupSpec {
  /** "yorkshire": puffed hollow cups; "muffin": domed tops in paper cases; "tart": custard tarts. */
  kind: "yorkshire" | "muffin" | "tart";
  color: string;
  dots?: string;
}

/** Six cups in a dark tin seen from above: the hollow, the dome or the scorched custard says which. */
export function cupsInTin({ rand }: Ctx, spec: CupSpec): string {
  note("vessel", "dark baking tin");
  note("food", spec.kind === "yorkshire" ? `six puffed ${colourWord(spec.color)} puddings` : spec.kind === "muffin" ? `six ${colourWord(spec.color)} muffins in paper cases${spec.dots ? ` with ${colourWord(spec.dots)} berries` : ""}` : `six custard tarts with scorched ${colourWord(spec.color)} tops`);
  let out = el("rect", { x: 72, y: 132, width: 470, height: 350, rx: 30, fill: "#000", opacity: 0.16 }) +
    el("rect", { x: 60, y: 120, width: 480, height: 350, rx: 30, fill: "#4a5058" });
  for (let i = 0; i < 6; i++) {
    const x = 150 + (i % 3) * 150;
    const y = 215 + Math.floor(i / 3) * 160;
    out += circle(x, y, 66, "#32363c");
    if (spec.kind === "yorkshire") {
      // A crisp, uneven rim rising out of the tin, the sunken middle paler and soft.
      out += path(blob(rand, x, y, 72, 70, 9, 0.16), shade(spec.color, -0.25)) + path(blob(rand, x - 3, y - 3, 64, 62, 9, 0.14), spec.color) +
        path(blob(rand, x + 4, y + 4, 34, 30, 7, 0.2), shade(spec.color, 0.35)) + path(blob(rand, x + 6, y + 6, 22, 18, 6, 0.2), shade(spec.color, 0.5)) +
        stroke(d`M${x - 48} ${y - 24}q20 -30 50 -30`, "#fff", 6, { opacity: 0.45 });
    } else if (spec.kind === "muffin") {
      out += circle(x, y, 60, "#f4ecdc", { stroke: "#d9cdb5", "stroke-width": 8, "stroke-dasharray": "3 6" }) +
        path(blob(rand, x, y, 58, 56, 8, 0.1), spec.color) + ellipse(x - 16, y - 20, 22, 12, "#fff", { opacity: 0.25 });
      if (spec.dots) for (const [px, py] of scatter(rand, x, y, 40, 6, 16)) out += circle(px, py, 7, spec.dots);
    } else {
      // Pastel de nata: flaky rim, custard with dark scorch spots.
      out += circle(x, y, 62, "#e7b66a", { stroke: "#c98d45", "stroke-width": 6, "stroke-dasharray": "10 6" }) + circle(x, y, 48, spec.color);
      for (const [px, py] of scatter(rand, x, y, 34, 4, 20)) out += path(blob(rand, px, py, 12, 9, 6, 0.3), "#5a2f12", { opacity: 0.75 });
    }
  }
  return out;
}

export interface SquaresSpec {
  color: string;
  /** Crackled top (brownies), oats (flapjacks), a white layer (Nanaimo), chips, or a plain cut. */
  finish: "crackle" | "oats" | "layered" | "plain";
  accent?: string;
}

/** A tray bake cut into squares on a board, a few pulled apart. */
export function traySquares({ rand }: Ctx, spec: SquaresSpec): string {
  let out = board(rand, CX, CY, 500, 460);
  for (let i = 0; i < 9; i++) {
  note("food", `${spec.finish === "layered" ? "layered " : ""}${colourWord(spec.color)} squares${spec.finish === "crackle" ? " with a crackled top" : spec.finish === "oats" ? " full of oats" : ""}${spec.accent && spec.finish !== "layered" ? ` dotted with ${colourWord(spec.accent)}` : ""}`);
    const col = i % 3;
    const row = Math.floor(i / 3);
    const pulled = i === 2 || i === 6;
    const x = 115 + col * 122 + (pulled ? 22 : 0);
    const y = 115 + row * 122 + (pulled ? 14 : 0);
    const size = 112;
    out += el("rect", { x: x + 6, y: y + 10, width: size, height: size, rx: 10, fill: shade(spec.color, -0.35) }) +
      el("rect", { x, y, width: size, height: size, rx: 10, fill: spec.color });
    if (spec.finish === "crackle") out += stroke(d`M${x + 18} ${y + 30}l22 8l14 -12M${x + 50} ${y + 80}l20 -10l24 8`, shade(spec.color, 0.25), 4);
    else if (spec.finish === "oats") {
      let oats = "";
      for (const [px, py] of scatter(rand, x + size / 2, y + size / 2, 44, 10, 14)) oats += d`M${px} ${py}l${rand.int(-6, 6)} 4`;
      out += stroke(oats, shade(spec.color, 0.35), 6);
    } else if (spec.finish === "layered") {
      out += el("rect", { x, y, width: size, height: size * 0.45, rx: 10, fill: spec.accent ?? "#3d2216" }) +
        el("rect", { x, y: y + size * 0.45, width: size, height: size * 0.25, fill: "#f4d96a" });
    }
    if (spec.finish !== "layered" && spec.accent) for (const [px, py] of scatter(rand, x + size / 2, y + size / 2, 40, 4, 22)) out += circle(px, py, 6, spec.accent);
  }
  return out;
}

/** Rings on a board (bagels, doughnuts): the hole in the middle is what says which. */
export function ringsOnBoard({ rand }: Ctx, color: string, seeds: string): string {
  let out = board(rand, CX, CY, 500, 440);
  for (const [x, y] of [[200, 210], [390, 230], [230, 400], [410, 410]] as const) {
  note("food", `four ${colourWord(color)} rings with seeds`);
    out += circle(x + 6, y + 8, 78, "#000", { opacity: 0.15 }) + circle(x, y, 78, color) + circle(x - 6, y - 8, 60, shade(color, 0.15)) + circle(x, y, 22, "#c99057");
    let dots = "";
    for (const [px, py] of scatter(rand, x, y, 64, 14, 12)) if ((px - x) ** 2 + (py - y) ** 2 > 900) dots += d`M${px} ${py}l3 2`;
    out += stroke(dots, seeds, 5);
  }
  return out;
}
