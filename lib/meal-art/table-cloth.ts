/**
 * Table cloth by cuisine: two colours per area (the meal's hash picks one), patterns from the hash.
 */
import { colourWord, note } from "./describe";
import type { Rand } from "./random";
import { circle, d, el, path, shade, SIZE, stroke } from "./svg";

const AREA_COLORS: Record<string, [string, string]> = {
  American: ["#e8f1f8", "#f6e3d4"],
  British: ["#dfe8d8", "#e9e2f0"],
  Canadian: ["#f6dede", "#e5eef0"],
  Chinese: ["#f7dcd2", "#fbeec8"],
  Croatian: ["#dde6f5", "#f6e0dc"],
  Dutch: ["#fde3c8", "#dfe8f6"],
  Egyptian: ["#f5e6c8", "#dcecee"],
  Filipino: ["#dfeefa", "#fbe9c9"],
  French: ["#dde6f7", "#f3e6ee"],
  Greek: ["#d7e8f7", "#eef4f8"],
  Indian: ["#fce3c4", "#f6d6e6"],
  Irish: ["#dcefdc", "#f1ead8"],
  Italian: ["#f8dcd6", "#e6efd9"],
  Jamaican: ["#e1f2d8", "#fdf0c4"],
  Japanese: ["#dfe3f0", "#f4e8de"],
  Kenyan: ["#f6e2cc", "#dcecdf"],
  Malaysian: ["#d9efe8", "#fbe5d6"],
  Mexican: ["#fde2d2", "#d6f0ec"],
  Moroccan: ["#d9e4f6", "#f8e3c9"],
  Polish: ["#f7dde0", "#eef0f2"],
  Portuguese: ["#dce8f6", "#fbefd0"],
  Russian: ["#f4dcdc", "#e2e6f2"],
  Spanish: ["#fde3cf", "#f6dcdc"],
  Thai: ["#d7efe9", "#f1e4f6"],
  Tunisian: ["#d9eaf4", "#f5e7cf"],
  Turkish: ["#f6dcd8", "#d9eef0"],
  Ukrainian: ["#dce8f8", "#fcf1c6"],
  Vietnamese: ["#e0f0dc", "#fae8d2"],
  Norwegian: ["#dde9f2", "#eef1f4"],
  Syrian: ["#f3e4cf", "#e3eee2"],
  "Saudi Arabian": ["#e2efe3", "#f6e9d2"],
  Uruguayan: ["#ddeaf8", "#f6f0dc"],
  Venezulan: ["#fdf1c6", "#e0e9f8"],
  Algerian: ["#dfeede", "#f4e4d6"],
  Argentinian: ["#dceaf7", "#f5ecd8"],
  Australian: ["#fbe8cf", "#deeef3"],
};
const FALLBACK_COLORS = ["#f3e7dc", "#e3eddf", "#e2e8f3", "#f5e3e8", "#f6efd6", "#dcefee"];

type Pattern = "gingham" | "stripes" | "dots" | "planks" | "tiles" | "plain";

export function tableCloth(rand: Rand, uid: string, area: string): string {
  // Own keys only: a cook's area named "constructor" must not find Object's prototype.
  const base = rand.pick(Object.hasOwn(AREA_COLORS, area) ? AREA_COLORS[area]! : FALLBACK_COLORS);
  const ink = shade(base, -0.28);
  const pattern = rand.pick<Pattern>(["gingham", "stripes", "dots", "planks", "tiles", "plain", "gingham", "dots"]);
  const step = rand.pick([40, 50, 60]);
  const bg = el("rect", { width: SIZE, height: SIZE, fill: base });
  const word = colourWord(base);
  note("table", pattern === "planks" ? "wooden table" : pattern === "tiles" ? `${word} tiled table` : `${word} ${pattern === "gingham" ? "checked " : pattern === "stripes" ? "striped " : pattern === "dots" ? "spotted " : ""}cloth`);
  let tile = "";
  if (pattern === "gingham") {
    tile = el("rect", { width: step / 2, height: step, fill: ink, opacity: 0.22 }) + el("rect", { width: step, height: step / 2, fill: ink, opacity: 0.22 });
  } else if (pattern === "stripes") {
    tile = el("rect", { width: step / 3, height: step, fill: ink, opacity: 0.25 });
  } else if (pattern === "dots") {
    tile = circle(step / 4, step / 4, step / 10, ink, { opacity: 0.3 }) + circle((step * 3) / 4, (step * 3) / 4, step / 10, ink, { opacity: 0.3 });
  } else if (pattern === "planks") {
    // Wooden table: warm planks regardless of the area colour, grain lines in the tile.
    const wood = rand.pick(["#c8955f", "#b9824f", "#d6a874", "#a8754a"]);
    return (
      el("rect", { width: SIZE, height: SIZE, fill: wood }) +
      el("defs", {}, el("pattern", { id: `t${uid}`, width: 120, height: 600, patternUnits: "userSpaceOnUse" },
        stroke("M0 0V600", shade(wood, -0.3), 3) +
        stroke(d`M30 ${rand.int(0, 300)}q20 60 0 140M80 ${rand.int(200, 500)}q-16 50 0 100`, shade(wood, -0.15), 2))) +
      el("rect", { width: SIZE, height: SIZE, fill: `url(#t${uid})` })
    );
  } else if (pattern === "tiles") {
    tile = stroke(d`M0 0H${step}M0 0V${step}`, "#fff", 4, { opacity: 0.7 }) +
      path(d`M${step / 2} ${step * 0.2}L${step * 0.8} ${step / 2} ${step / 2} ${step * 0.8} ${step * 0.2} ${step / 2}Z`, ink, { opacity: 0.22 });
  } else {
    // Plain cloth: a few large soft circles so the background is not completely flat.
    return bg + circle(rand.range(60, 540), rand.range(60, 200), 160, "#fff", { opacity: 0.25 }) +
      circle(rand.range(60, 540), rand.range(420, 560), 120, ink, { opacity: 0.1 });
  }
  return bg + el("defs", {}, el("pattern", { id: `t${uid}`, width: step, height: step, patternUnits: "userSpaceOnUse" }, tile)) +
    el("rect", { width: SIZE, height: SIZE, fill: `url(#t${uid})` });
}
