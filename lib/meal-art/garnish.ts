/**
 * Garnish pieces, drawn around the origin and placed with a transform; scattering garnishes over
 * a dish and choosing the ones that go on top.
 */
import { notePiece } from "./describe";
import { g, type Garnish, type Profile } from "./palette";
import type { Rand } from "./random";
import { blob, scatter } from "./shapes";
import { at, circle, d, el, ellipse, fmt, group, path, stroke } from "./svg";

/** The two side leaves of a herb sprig (rotated ±40°), precomputed once at unit size. */
const HERB_SIDE_LEAVES = [-40, 40]
  .map((deg) => {
    const a = (deg * Math.PI) / 180;
    const r = (x: number, y: number) => `${fmt(x * Math.cos(a) - y * Math.sin(a))} ${fmt(x * Math.sin(a) + y * Math.cos(a))}`;
    return `M0 0Q${r(6, -5)} ${r(0, -13)}Q${r(-6, -5)} 0 0Z`;
  })
  .join("");

export function garnishPiece(rand: Rand, item: Garnish, x: number, y: number, size: number): string {
  const rot = rand.int(0, 359);
  notePiece(item);
  const { color, accent } = item;
  const s = size;
  switch (item.kind) {
    case "leaf":
      // Unit-size leaf scaled into place (short path data); the midrib width is in unit space.
      return group({ transform: at(x, y, rot, s / 10) }, path("M0 -10Q7.5 -2 0 10Q-7.5 -2 0 -10Z", color) + stroke("M0 -7V8", accent, 0.6));
    case "herb":
      // A three-leaf sprig drawn at unit size and scaled: one short path per colour.
      return group({ transform: at(x, y, rot, s / 18) }, path(HERB_SIDE_LEAVES, color) + path("M0 0Q5 -4 0 -15Q-5 -4 0 0Z", accent));
    case "slice":
      return circle(x, y, s * 0.75, color) + circle(x, y, s * 0.55, accent) +
        circle(x - s * 0.15, y - s * 0.15, s * 0.12, color, { opacity: 0.6 }) + circle(x + s * 0.18, y + s * 0.1, s * 0.1, color, { opacity: 0.6 });
    case "dot":
      return circle(x, y, s * 0.38, color) + circle(x - s * 0.12, y - s * 0.12, s * 0.12, accent);
    case "sliver": {
      // A short curved strip; endpoints rotated here rather than with a transform (fewer bytes).
      const a = (rot * Math.PI) / 180;
      const ux = Math.cos(a) * s * 0.6;
      const uy = Math.sin(a) * s * 0.6;
      return stroke(d`M${x - ux} ${y - uy}Q${x + uy * 0.8} ${y - ux * 0.8} ${x + ux} ${y + uy}`, color, s * 0.28);
    }
    case "ring":
      return circle(x, y, s * 0.4, "none", { stroke: color, "stroke-width": s * 0.16 }) + circle(x, y, s * 0.22, "none", { stroke: accent, "stroke-width": s * 0.08 });
    case "wedge":
      return group({ transform: at(x, y, rot) },
        path(d`M${-s} 0A${s} ${s} 0 0 0 ${s} 0Z`, color) + path(d`M${-s * 0.8} 0A${s * 0.8} ${s * 0.8} 0 0 0 ${s * 0.8} 0Z`, accent));
    case "chunk":
      return path(blob(rand, x, y, s * 0.4, s * 0.3, 6, 0.2), color) + circle(x - s * 0.1, y - s * 0.08, s * 0.1, accent);
    case "cube":
      return el("rect", { x: -s * 0.4, y: -s * 0.4, width: s * 0.8, height: s * 0.8, rx: s * 0.15, fill: color, transform: at(x, y, rot) }) +
        circle(x - s * 0.12, y - s * 0.12, s * 0.12, accent);
    case "speck":
      return stroke(d`M${x} ${y}l${s * 0.15} ${s * 0.1}M${x + s * 0.5} ${y - s * 0.3}l.1 ${s * 0.12}M${x - s * 0.4} ${y + s * 0.4}l${s * 0.1} 0`, color, s * 0.18);
    case "mushroom":
      return group({ transform: at(x, y, rot) },
        path(d`M${-s * 0.6} 0A${s * 0.6} ${s * 0.55} 0 0 1 ${s * 0.6} 0Z`, color) +
        el("rect", { x: -s * 0.2, y: -2, width: s * 0.4, height: s * 0.5, rx: s * 0.1, fill: accent }));
    case "egg":
      // A hard-boiled egg halved: white oval, orange-yellow yolk (egg curry, ramen, kedgeree).
      return group({ transform: at(x, y, rot) }, ellipse(0, 0, s * 0.62, s * 0.46, color, { stroke: "#e6dcc4", "stroke-width": 2 }) + circle(s * 0.06, 0, s * 0.26, accent));
    case "ball":
      // A meatball or falafel: a round with a dark rim and a highlight, so it reads as a sphere.
      return circle(x, y, s * 0.5, color, { stroke: accent, "stroke-width": s * 0.06 }) + circle(x - s * 0.16, y - s * 0.18, s * 0.12, "#fff", { opacity: 0.35 });
    case "floret":
      // A broccoli or cauliflower floret: a stalk under a cluster of buds.
      return group({ transform: at(x, y, rot) }, stroke(d`M0 ${s * 0.1}v${s * 0.45}`, accent, s * 0.2) +
        circle(-s * 0.22, -s * 0.05, s * 0.24, color) + circle(s * 0.22, -s * 0.05, s * 0.24, color) + circle(0, -s * 0.28, s * 0.26, color));
    case "swirl":
      // A dollop of cream: soft white blob with a curl of shadow on it.
      return path(blob(rand, x, y, s * 0.55, s * 0.5, 7, 0.12), color) +
        stroke(d`M${x - s * 0.3} ${y + s * 0.05}q${s * 0.15} ${s * 0.25} ${s * 0.4} ${s * 0.05}q${s * 0.1} ${-s * 0.2} ${-s * 0.1} ${-s * 0.2}`, accent, s * 0.08);
  }
}

/** Scatters the meal's garnishes over a disc: each garnish kind gets its share of the points. */
export function garnishLayer(rand: Rand, garnishes: Garnish[], cx: number, cy: number, radius: number, count: number, size: number): string {
  if (garnishes.length === 0) return "";
  const pts = scatter(rand, cx, cy, radius, count, size * 1.1);
  return pts.map(([x, y], i) => garnishPiece(rand, garnishes[i % garnishes.length]!, x, y, size * rand.range(0.85, 1.15))).join("");
}

/** Garnish for the top of the dish: herbs, slivers, specks and fruit, never potatoes or cheese cubes. */
export function toppings(profile: Profile): Garnish[] {
  const top = profile.garnishes.filter((x) => x.kind !== "cube" && x.kind !== "mushroom" && x.kind !== "swirl");
  if (top.length === 0) top.push(g("herb", "#2f8f46", "#59b96a"));
  return top.slice(0, 3);
}
