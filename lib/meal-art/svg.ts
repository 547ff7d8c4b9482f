/**
 * SVG string helpers: the canvas size, element and path-data builders, colour shading.
 * Numbers are rounded to keep every file small: anything of 10 or more (positions, sizes,
 * angles) to whole units, smaller values (scales, offsets) to one decimal.
 */

export const SIZE = 600;
export const CX = 300;
export const CY = 300;

export function fmt(value: number): string {
  return String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
}

type Attrs = Record<string, string | number | undefined>;

export function el(tag: string, attrs: Attrs, children = ""): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

/** Tagged template for path data: every interpolated number goes through fmt(). */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => (out += fmt(value) + (strings[i + 1] ?? "")));
  return out;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (data: string, fill: string, extra: Attrs = {}) => el("path", { d: data, fill, ...extra });
export const stroke = (data: string, color: string, width: number, extra: Attrs = {}) =>
  el("path", { d: data, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round", ...extra });
export const at = (x: number, y: number, rotation = 0, scale = 1) =>
  `translate(${fmt(x)} ${fmt(y)})` + (rotation ? ` rotate(${fmt(rotation)})` : "") + (scale !== 1 ? ` scale(${fmt(scale)})` : "");
export const group = (attrs: Attrs, children: string) => (children ? el("g", attrs, children) : "");

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const part = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return "#" + ((1 << 24) | (part(16) << 16) | (part(8) << 8) | part(0)).toString(16).slice(1);
}
