/**
 * Basic random shapes: the drop shadow under a vessel, wobbly blob outlines and points
 * scattered over a disc.
 */
import type { Rand } from "./random";
import { d, ellipse } from "./svg";

/** A soft drop shadow under a vessel: the light comes from the top left. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  ellipse(cx + 10, cy + 14, rx, ry, "#000", { opacity: 0.16 });

/** A wobbly closed shape around a centre: organic outlines for meat, sauce pools, crumbs. */
export function blob(rand: Rand, cx: number, cy: number, rx: number, ry: number, points = 8, wobble = 0.14): string {
  const pts: [number, number][] = [];
  const turn = rand.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const a = turn + (i / points) * Math.PI * 2;
    const k = 1 + rand.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Quadratic curves through the midpoints give a smooth outline without computing tangents.
  const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const last = pts[points - 1]!;
  const start = mid(last, pts[0]!);
  let out = d`M${start[0]} ${start[1]}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % points]!);
    out += d`Q${p[0]} ${p[1]} ${m[0]} ${m[1]}`;
  }
  return out + "Z";
}

/** Points spread over a disc, kept apart by minDist (few tries each, so it stays cheap). */
export function scatter(rand: Rand, cx: number, cy: number, radius: number, count: number, minDist: number): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < count && tries < count * 25; tries++) {
    const a = rand.range(0, Math.PI * 2);
    const r = Math.sqrt(rand.next()) * radius;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (out.every(([px, py]) => (px - x) ** 2 + (py - y) ** 2 >= minDist * minDist)) out.push([x, y]);
  }
  return out;
}
