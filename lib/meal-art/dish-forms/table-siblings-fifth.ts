/**
 * The fifth picture test's doubts, each drawn by what a cook sees first: bibimbap's black stone bowl
 * with neat sections of toppings round a fried egg (not a traybake), and biscuits and gravy's split
 * golden biscuits under a speckled white gravy on a plate (not a bowl of porridge), scones as round
 * risen scones with jam and clotted cream (not a layer cake), shortbread as pale pricked fingers (not
 * the flapjacks' golden oat squares), creamy polenta's bright yellow bed under garlic mushrooms, French
 * toast's thick golden slices with berries and syrup, arancini with one cut open to its melting
 * mozzarella, and fatteh's layers of crisp pitta, chickpeas and white yoghurt with pine nuts; prawn
 * jambalaya's rice all through with sausage rounds and peppers (not a seafood stew), escabeche's fried
 * fish pieces under pickled onion and carrot in an open dish (not a tagine); Chinese tea eggs' brown
 * marbled whites in a bowl of dark tea (not devilled eggs' yellow-filled halves), and an omelette as
 * one plump folded half-moon with cheese oozing out (not the crêpes' thin triangles).
 */
import { note } from "../describe";
import { g } from "../palette";
import { blob, scatter } from "../shapes";
import { circle, CX, CY, d, el, ellipse, path, stroke } from "../svg";
import type { Ctx } from "../types";
import { board, bowl, plate, pot } from "../vessels";
import { prawn } from "../proteins";
import { garnishLayer } from "../garnish";

/** Bibimbap: a black stone bowl, white rice, five neat wedges (spinach, carrot, sprouts, mushrooms, beef), a fried egg in the middle, a gochujang dollop. */
export function bibimbap({ rand }: Ctx): string {
  note("vessel", "black stone bowl");
  note("whole", "white rice with neat wedges of vegetables and beef, a fried egg in the middle");
  let out = circle(CX + 10, CY + 14, 225, "#000", { opacity: 0.18 }) + circle(CX, CY, 225, "#23262b") + circle(CX, CY, 200, "#34383f") + circle(CX, CY, 188, "#f6f1e4");
  // The toppings lie in wedges round the rim, each its own colour, the rice showing between them.
  const wedges: [string, string][] = [["#2e7d3c", "#5fae5a"], ["#f07a1c", "#ffb866"], ["#f2eccd", "#fffbe8"], ["#7a5232", "#a87a52"], ["#8a3a22", "#b85a3a"]];
  wedges.forEach(([dark, light], i) => {
    const a0 = (i / 5) * Math.PI * 2 + 0.08;
    const a1 = a0 + (Math.PI * 2) / 5 - 0.16;
    const p = (a: number, r: number) => [CX + Math.cos(a) * r, CY + Math.sin(a) * r] as const;
    const [x0, y0] = p(a0, 80), [x1, y1] = p(a0, 178), [x2, y2] = p(a1, 178), [x3, y3] = p(a1, 80);
    out += path(d`M${x0} ${y0}L${x1} ${y1}A178 178 0 0 1 ${x2} ${y2}L${x3} ${y3}A80 80 0 0 0 ${x0} ${y0}Z`, dark);
    // Strands or slices drawn across the wedge in its lighter tone, so each topping has a texture.
    let lines = "";
    for (let k = 0; k < 7; k++) {
      const a = a0 + (a1 - a0) * rand.range(0.1, 0.9);
      const r = rand.range(95, 160);
      const [x, y] = p(a, r);
      lines += d`M${x - 12} ${y - 6}l24 12`;
    }
    out += stroke(lines, light, i === 3 ? 9 : 5);
  });
  // The fried egg: a white frill with the yolk high in the centre.
  out += path(blob(rand, CX, CY, 92, 86, 9, 0.12), "#fffdf6") + circle(CX + 6, CY + 4, 36, "#f5a814") + circle(CX - 4, CY - 6, 12, "#ffd970");
  // Gochujang: a red dollop on the egg's edge, then sesame seeds over all.
  out += path(blob(rand, CX + 72, CY - 62, 28, 24, 6, 0.2), "#c8281c") + ellipse(CX + 64, CY - 70, 9, 5, "#ff7a5a");
  return out + garnishLayer(rand, [g("speck", "#f4ead0", "#fff")], CX, CY, 170, 12, 14);
}

/** Biscuits and gravy: two split golden biscuits on a plate under thick white sausage gravy, specked with black pepper and sausage. */
export function biscuitsAndGravy({ rand, ceramic }: Ctx): string {
  note("whole", "two split golden biscuits under thick white peppered gravy");
  let out = plate(CX, CY, 250, ceramic === "#fbf8f3" || ceramic === "#f4ecdc" ? "#3d4350" : ceramic);
  // Four halves, golden crust round their edges, laid so the edges show outside the gravy poured over the middle.
  const halves: [number, number][] = [[CX - 85, CY - 80], [CX + 85, CY - 80], [CX - 85, CY + 80], [CX + 85, CY + 80]];
  for (const [x, y] of halves) out += circle(x + 4, y + 6, 82, "#000", { opacity: 0.15 }) + circle(x, y, 82, "#b8702a") + circle(x, y, 72, "#e8b062") + circle(x - 8, y - 8, 52, "#f4d08e");
  out += path(blob(rand, CX, CY, 128, 120, 11, 0.2), "#efe6d2") + path(blob(rand, CX - 24, CY - 24, 60, 44, 7, 0.2), "#fbf6ea");
  // Sausage crumbles and cracked pepper all through the gravy.
  for (const [x, y] of scatter(rand, CX, CY, 105, 12, 26)) out += path(blob(rand, x, y, 11, 9, 5, 0.3), "#8a5430");
  let pepper = "";
  for (const [x, y] of scatter(rand, CX, CY, 115, 36, 13)) pepper += d`M${x} ${y}h3`;
  return out + stroke(pepper, "#2a2a2a", 5) + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX, CY, 100, 3, 30);
}

/** Scones: three round risen scones on a plate, one split and spread with jam and clotted cream, a pot of each beside. */
export function scones({ rand, ceramic }: Ctx): string {
  note("whole", "three round risen scones, one split with jam and clotted cream");
  let out = plate(CX - 30, CY + 20, 215, ceramic);
  // Whole scones: a pale floury side ring round a golden glazed top.
  for (const [x, y] of [[CX - 110, CY - 40], [CX + 30, CY - 90]] as const) {
    out += circle(x + 6, y + 10, 72, "#000", { opacity: 0.15 }) + circle(x, y, 72, "#f2dcae") + circle(x - 4, y - 6, 56, "#c98a3e") + ellipse(x - 20, y - 24, 20, 10, "#e6b06a");
  }
  // The split one: two halves, crumb side up, jam then a dollop of cream.
  for (const [x, y] of [[CX - 100, CY + 110], [CX + 40, CY + 80]] as const) {
    out += circle(x + 4, y + 8, 64, "#000", { opacity: 0.15 }) + circle(x, y, 64, "#d9a050") + circle(x, y, 56, "#f6e6c0") +
      path(blob(rand, x, y, 44, 40, 7, 0.2), "#c0243a") + path(blob(rand, x + 6, y + 2, 26, 22, 6, 0.25), "#fff8e0");
  }
  // A pot of jam and one of clotted cream, with its yellow crust.
  out += circle(CX + 200, CY - 170, 56, "#f4f4f4") + circle(CX + 200, CY - 170, 46, "#a81c30") + ellipse(CX + 188, CY - 182, 14, 8, "#e0506a");
  out += circle(CX + 215, CY + 170, 56, "#f4f4f4") + circle(CX + 215, CY + 170, 46, "#fbf3d8") + path(blob(rand, CX + 205, CY + 160, 22, 16, 6, 0.3), "#f0d890");
  return out;
}

/** Shortbread: pale golden fingers on a board, each pricked with a fork in rows and dusted with sugar. */
export function shortbreadFingers({ rand }: Ctx): string {
  note("whole", "pale golden fingers pricked in rows, dusted with sugar");
  let out = board(rand, CX, CY, 500, 440);
  for (let i = 0; i < 6; i++) {
    const x = 110 + (i % 3) * 130 + (i === 4 ? 16 : 0);
    const y = 130 + Math.floor(i / 3) * 180 + (i === 4 ? 12 : 0);
    out += el("rect", { x: x + 6, y: y + 10, width: 100, height: 160, rx: 8, fill: "#b0874a" }) + el("rect", { x, y, width: 100, height: 160, rx: 8, fill: "#f4dca0" });
    // Two rows of fork pricks down each finger: the mark that says shortbread.
    let pricks = "";
    for (const dx of [32, 68]) for (let dy = 30; dy < 150; dy += 28) pricks += d`M${x + dx - 4} ${y + dy}h1M${x + dx + 4} ${y + dy}h1`;
    out += stroke(pricks, "#c8a060", 6);
    let sugar = "";
    for (const [px, py] of scatter(rand, x + 50, y + 80, 55, 10, 12)) sugar += d`M${px} ${py}h1`;
    out += stroke(sugar, "#fffdf4", 5);
  }
  return out;
}

/** Creamy polenta with garlic mushrooms: a bright yellow pool of polenta on a plate, browned mushroom slices piled in the middle, parsley. */
export function polentaMushrooms({ rand, ceramic }: Ctx): string {
  note("whole", "a bright yellow pool of polenta with browned mushrooms and parsley");
  let out = plate(CX, CY, 235, ceramic === "#e9c46a" ? "#3d4350" : ceramic) + path(blob(rand, CX, CY, 175, 168, 12, 0.08), "#f6c21c") +
    stroke(d`M${CX - 120} ${CY + 40}q60 50 140 30`, "#ffe07a", 10, { opacity: 0.8 });
  // Sliced mushrooms: a cap outline round a pale gill face, browned in butter.
  for (const [x, y] of scatter(rand, CX, CY - 10, 85, 9, 42)) {
    out += path(blob(rand, x, y, 30, 24, 7, 0.12), "#7a4e2a") + path(blob(rand, x + 2, y + 3, 22, 16, 6, 0.15), "#c89a68") + stroke(d`M${x + 2} ${y - 10}v20`, "#8a5e36", 6);
  }
  out += path(blob(rand, CX + 40, CY + 40, 40, 16, 6, 0.2), "#f4e070", { opacity: 0.7 });
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a"), g("speck", "#fff8e0", "#fff")], CX, CY, 110, 8, 24);
}

/** French toast: three thick slices of eggy bread, golden with brown crusts, fanned on a plate with berries and a trickle of maple syrup. */
export function frenchToast({ rand, ceramic }: Ctx): string {
  note("whole", "three thick golden slices of eggy bread with berries and syrup");
  let out = plate(CX, CY, 235, ceramic);
  for (const [dx, dy, rot] of [[-70, -50, -14], [10, 0, 4], [80, 50, 18]] as const) {
    out += `<g transform="translate(${CX + dx} ${CY + dy}) rotate(${rot})">` +
      el("rect", { x: -86, y: -84, width: 172, height: 168, rx: 30, fill: "#000", opacity: 0.15, transform: "translate(6 10)" }) +
      el("rect", { x: -86, y: -84, width: 172, height: 168, rx: 30, fill: "#9a5a22" }) + el("rect", { x: -74, y: -72, width: 148, height: 144, rx: 24, fill: "#e8a848" }) +
      path("M-50 -30q30 -20 60 0q20 30 -10 50q-40 10 -50 -50Z", "#f4c878", { opacity: 0.8 }) + "</g>";
  }
  // Maple syrup poured over in amber ribbons, then berries and a dusting of sugar.
  out += stroke(d`M${CX - 130} ${CY - 80}q80 40 120 10t130 60`, "#b8641a", 14, { opacity: 0.85 });
  out += garnishLayer(rand, [g("ball", "#3a2a7a", "#23184a"), g("ball", "#d42a3a", "#9a1a28")], CX + 20, CY, 140, 9, 26);
  return out + garnishLayer(rand, [g("speck", "#fffdf4", "#fff")], CX, CY, 140, 14, 18);
}

/** Arancini: golden crumbed rice balls on a plate, one broken open to its white rice and stretchy mozzarella, a bowl of tomato sauce. */
export function arancini({ rand, ceramic }: Ctx): string {
  note("whole", "golden crumbed rice balls, one broken open, a bowl of tomato sauce");
  let out = plate(CX - 20, CY + 10, 225, ceramic);
  const crumbs = (x: number, y: number) => {
    let dots = "";
    for (const [px, py] of scatter(rand, x, y, 52, 12, 14)) dots += d`M${px} ${py}h2`;
    return stroke(dots, "#a8641c", 5);
  };
  for (const [x, y] of [[CX - 120, CY - 60], [CX + 10, CY - 110], [CX - 110, CY + 90]] as const) {
    out += circle(x + 6, y + 10, 66, "#000", { opacity: 0.15 }) + circle(x, y, 66, "#c8802a") + circle(x - 8, y - 10, 50, "#e0a040") + crumbs(x, y);
  }
  // The one cut open: crumb shell, saffron rice inside, a string of mozzarella pulled out.
  const [x, y] = [CX + 40, CY + 60];
  out += circle(x + 6, y + 10, 76, "#000", { opacity: 0.15 }) + circle(x, y, 76, "#c8802a") + circle(x, y, 62, "#f4dc8a");
  let grains = "";
  for (const [px, py] of scatter(rand, x, y, 52, 16, 12)) grains += d`M${px} ${py}l6 3`;
  out += stroke(grains, "#fff6d0", 5) + path(blob(rand, x, y, 28, 24, 6, 0.2), "#fffdf4") + stroke(d`M${x + 10} ${y + 8}q40 30 80 10`, "#fffdf4", 12);
  // Tomato sauce for dipping.
  out += circle(CX + 175, CY - 150, 62, "#f4f4f4") + circle(CX + 175, CY - 150, 50, "#c8281c") + ellipse(CX + 160, CY - 165, 16, 9, "#e8583c");
  return out + garnishLayer(rand, [g("leaf", "#2f8f46", "#59b96a")], CX + 170, CY - 150, 20, 2, 26);
}

/** Fatteh: a bowl layered with crisp pitta pieces, chickpeas and a thick white yoghurt sauce, topped with pine nuts, paprika and parsley. */
export function fatteh({ rand }: Ctx): string {
  note("whole", "crisp bread pieces, chickpeas and thick white yoghurt, pine nuts and paprika");
  let out = bowl(CX, CY, 225, "#3d4350", "#d89a4a");
  // Crisp pitta shards showing round the edge, under the yoghurt.
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out += path(d`M${CX + Math.cos(a) * 160} ${CY + Math.sin(a) * 160}l${Math.cos(a + 1.9) * 40} ${Math.sin(a + 1.9) * 40}l${Math.cos(a - 0.6) * 36} ${Math.sin(a - 0.6) * 36}Z`, "#e8b060", { stroke: "#b87a30", "stroke-width": 4 });
  }
  out += path(blob(rand, CX, CY, 140, 134, 11, 0.12), "#fbf8f0");
  // Chickpeas half sunk in the yoghurt, then pine nuts, a line of paprika and parsley.
  for (const [x, y] of scatter(rand, CX, CY, 110, 9, 34)) out += circle(x, y, 13, "#e0b66a") + circle(x - 4, y - 4, 5, "#f4d89a");
  let nuts = "";
  for (const [x, y] of scatter(rand, CX, CY, 90, 14, 18)) nuts += d`M${x} ${y}l8 3`;
  out += stroke(nuts, "#f0d8a0", 7) + stroke(d`M${CX - 90} ${CY + 20}q90 -60 180 0`, "#c8381f", 8, { "stroke-dasharray": "3 9" });
  return out + garnishLayer(rand, [g("herb", "#2f8f46", "#59b96a")], CX, CY, 100, 4, 26);
}

/** Prawn jambalaya: a cast-iron pot of tomato-red rice, the grains visible all through, with sausage rounds, pepper pieces, prawns and spring onion. */
export function jambalaya({ rand }: Ctx): string {
  note("whole", "tomato-red rice with sausage rounds, peppers, prawns and spring onion");
  let out = pot(CX, CY, 215, "#2f343c", "#d9803e");
  // Grains of rice everywhere, so it reads as a rice dish and never as a stew.
  let grains = "";
  for (const [x, y] of scatter(rand, CX, CY, 175, 70, 18)) grains += d`M${x} ${y}l${rand.int(-8, 8)} 5`;
  out += stroke(grains, "#fbd8a8", 7);
  for (const [x, y] of scatter(rand, CX, CY, 150, 7, 50)) out += circle(x, y, 22, "#6a2414") + circle(x, y, 16, "#b8503a");
  out += garnishLayer(rand, [g("cube", "#2f8a3a", "#6fc060"), g("cube", "#f2c21a", "#ffe070")], CX, CY, 160, 8, 26);
  for (const [x, y] of scatter(rand, CX, CY, 120, 4, 80)) out += prawn(x, y, rand.int(0, 359), 0.85);
  return out + garnishLayer(rand, [g("ring", "#3f8f3a", "#8fcf6a")], CX, CY, 160, 8, 16);
}

/** Escabeche: golden fried fish pieces in an open oval dish, under a tangle of pickled pink onion rings and carrot strips, bay leaves. */
export function escabeche({ rand }: Ctx): string {
  note("vessel", "oval dish");
  note("whole", "golden fried fish pieces under pink pickled onion rings and carrot strips");
  let out = ellipse(CX + 10, CY + 14, 250, 195, "#000", { opacity: 0.15 }) + ellipse(CX, CY, 250, 195, "#f4f0e6") + ellipse(CX, CY, 222, 168, "#f2e2b0");
  // Fried fish pieces: golden crust, a paler flaky side.
  for (const [x, y] of [[CX - 120, CY - 50], [CX, CY - 70], [CX + 120, CY - 40], [CX - 70, CY + 70], [CX + 70, CY + 70]] as const) {
    out += path(blob(rand, x, y, 62, 40, 7, 0.12), "#c8822a") + path(blob(rand, x - 6, y - 6, 46, 26, 6, 0.15), "#e8aa4a");
  }
  // The pickle on top: onion rings in pink, carrot in thin orange strips, in oily vinegar.
  let onions = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 12, 34)) onions += d`M${x - 24} ${y}a24 16 0 1 0 48 0a24 16 0 1 0 -48 0`;
  out += stroke(onions, "#b83a7a", 7) + stroke(onions, "#f8d0e8", 2);
  let carrots = "";
  for (const [x, y] of scatter(rand, CX, CY, 150, 14, 26)) { const a = rand.range(0, Math.PI); carrots += d`M${x} ${y}l${Math.cos(a) * 34} ${Math.sin(a) * 34}`; }
  out += stroke(carrots, "#f07a1c", 7);
  return out + garnishLayer(rand, [g("leaf", "#3f6a2a", "#6a9a4a"), g("dot", "#2a1a10", "#5a3a20")], CX, CY, 150, 6, 30);
}

/** Chinese tea eggs: peeled eggs marbled brown by their cracked shells, one halved to its yolk, in a bowl of dark tea with star anise. */
export function teaEggs({ rand, ceramic }: Ctx): string {
  note("whole", "peeled eggs marbled brown, one halved, in dark tea with star anise");
  let out = bowl(CX, CY, 225, ceramic === "#3d4350" ? "#f4ecdc" : ceramic, "#4a2a14");
  const spots: [number, number, number][] = [[CX - 80, CY - 70, -20], [CX + 80, CY - 60, 25], [CX - 60, CY + 80, 10], [CX + 75, CY + 75, -35]];
  spots.forEach(([x, y, rot], i) => {
    out += `<g transform="translate(${x} ${y}) rotate(${rot})">` + ellipse(0, 0, 62, 48, "#d8b888");
    if (i === 3) out += circle(4, 0, 24, "#e8a020") + circle(4, 0, 12, "#7a5a2a");
    else {
      // The marbling: a web of dark tea lines where the cracked shell let the tea in.
      let web = "";
      for (let k = 0; k < 10; k++) web += d`M${rand.range(-50, 50)} ${rand.range(-36, 36)}l${rand.range(-24, 24)} ${rand.range(-18, 18)}l${rand.range(-20, 20)} ${rand.range(-16, 16)}`;
      out += stroke(web, "#6a4020", 4);
    }
    out += ellipse(-18, -16, 16, 9, "#fff", { opacity: 0.35 }) + "</g>";
  });
  // Star anise in the tea: an eight-pointed brown star.
  let star = "";
  for (let k = 0; k < 8; k++) { const a = (k / 8) * Math.PI * 2; star += d`M${CX} ${CY}l${Math.cos(a) * 34} ${Math.sin(a) * 34}`; }
  return out + stroke(star, "#8a3a1a", 12) + circle(CX, CY, 8, "#5a2410");
}

/** Omelette: one plump golden half-moon, folded, with melted cheese oozing from the fold and chives, on a plate. */
export function foldedOmelette({ rand, ceramic }: Ctx): string {
  note("whole", "a plump golden folded omelette with melted cheese and chives");
  const dish = plate(CX, CY, 235, ceramic === "#e9c46a" ? "#dde9f3" : ceramic);
  // Drawn round the plate's centre line, then lowered so the half-moon sits in the middle of the plate.
  let out = "";
  // The filling along the straight fold, then the omelette's curved golden top over it.
  out += path(d`M${CX - 170} ${CY - 10}q170 40 340 0l-10 22q-160 40 -320 0Z`, "#f8e070");
  let filling = "";
  for (let x = CX - 140; x <= CX + 140; x += 40) filling += d`M${x} ${CY + 8}l12 14`;
  out += stroke(filling, "#fff8d8", 10) + path(d`M${CX - 175} ${CY - 12}A178 150 0 0 1 ${CX + 175} ${CY - 12}Q${CX} ${CY + 30} ${CX - 175} ${CY - 12}Z`, "#f2c23a") +
    path(d`M${CX - 120} ${CY - 60}q60 -70 150 -60`, "none", { stroke: "#fff2b0", "stroke-width": 14, "stroke-linecap": "round", opacity: 0.7 }) +
    path(blob(rand, CX + 40, CY - 80, 40, 22, 6, 0.3) + blob(rand, CX - 60, CY - 40, 26, 16, 6, 0.3), "#d89a2a", { opacity: 0.6 });
  out += garnishLayer(rand, [g("ring", "#3f8f3a", "#6fbf5a")], CX, CY - 60, 110, 9, 16);
  return dish + `<g transform="translate(0 55)">${out}</g>`;
}
