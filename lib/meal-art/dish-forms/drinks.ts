/**
 * Dish forms for drinks: a tall glass, or a cup on its saucer. Each returns the picture of the
 * drink centred on the canvas.
 */
import { colourWord, note } from "../describe";
import { garnishLayer, garnishPiece } from "../garnish";
import { g } from "../palette";
import { blob, shadow } from "../shapes";
import { at, circle, CX, CY, d, el, ellipse, group, path, shade, stroke } from "../svg";
import type { Ctx } from "../types";

export function glass({ rand, profile }: Ctx): string {
  note("vessel", "tall glass");
  const drink = profile.features.has("chocolate") ? "#7a4a2e" : profile.garnishes.find((x) => x.kind === "dot" || x.kind === "cube" || x.kind === "wedge")?.color
    ?? profile.sauce ?? "#f2c36b";
  note("dish", `a ${colourWord(drink)} drink with a striped straw`);
  let out = ellipse(CX + 10, 510, 130, 26, "#000", { opacity: 0.15 });
  out += path("M190 120L410 120 380 500Q300 520 220 500Z", "#ffffff", { opacity: 0.55 });
  out += path("M200 190L400 190 378 490Q300 508 222 490Z", drink) + ellipse(300, 190, 100, 16, shade(drink, 0.3));
  out += stroke("M215 150L240 480", "#fff", 8, { opacity: 0.6 }) + stroke("M330 220L420 60", "#e63946", 12) + stroke("M330 220L420 60", "#fff", 4, { "stroke-dasharray": "10 10" });
  const fruit = profile.garnishes.find((x) => x.kind === "wedge" || x.kind === "slice") ?? g("wedge", "#f7d43c", "#fff3a8");
  out += garnishPiece(rand, fruit, 205, 125, 44);
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind === "herb" || x.kind === "dot").slice(0, 2), 300, 190, 60, 4, 20);
}

/** A cup of tea/coffee/chocolate on its saucer, handle to one side, spices beside it. */
export function mug({ rand, profile, ceramic }: Ctx): string {
  note("vessel", "cup on a saucer");
  const drink = profile.features.has("chocolate") ? "#6b3e26" : profile.sauce === "#f6efe1" ? "#c39064" : "#8a4f2c";
  note("dish", `${colourWord(drink)} ${profile.features.has("chocolate") ? "hot chocolate" : "tea or coffee"}, a cinnamon stick beside`);
  const cup = rand.pick(["#fbf8f3", "#2a6f97", "#e76f51", "#e9c46a", "#84a59d"].filter((c) => c !== ceramic));
  const angle = rand.int(-40, 40);
  let out = shadow(CX, CY, 190, 190) + circle(CX, CY, 190, ceramic) + circle(CX, CY, 150, shade(ceramic, -0.06));
  out += el("rect", { x: 100, y: -24, width: 80, height: 48, rx: 24, fill: "none", stroke: shade(cup, -0.15), "stroke-width": 16, transform: at(CX, CY, angle) });
  out += circle(CX + 6, CY + 8, 126, "#000", { opacity: 0.12 }) + circle(CX, CY, 126, cup) + circle(CX, CY, 106, drink) +
    path(blob(rand, CX - 10, CY - 10, 70, 62, 8, 0.15), shade(drink, 0.35), { opacity: 0.8 }) +
    stroke(d`M${CX - 30} ${CY - 10}q30 -30 60 0`, shade(drink, 0.6), 6, { opacity: 0.7 });
  // A cinnamon stick and a couple of spice pods on the saucer.
  const a = ((angle + 180) * Math.PI) / 180;
  const sx = CX + Math.cos(a) * 160;
  const sy = CY + Math.sin(a) * 160;
  out += group({ transform: at(sx, sy, angle + 90) }, el("rect", { x: -50, y: -9, width: 100, height: 18, rx: 9, fill: "#8b4a2b" }) + stroke("M-44 0H44", "#a85d37", 4));
  return out + garnishLayer(rand, profile.garnishes.filter((x) => x.kind === "speck").slice(0, 2), CX, CY, 40, 3, 20);
}
