/**
 * Art specs for close siblings a blind viewer confused within one category (issue 38, second picture
 * test): fish pie and Jansson's temptation, trout and salmon, Alfredo and cacio e pepe, mac and cheese
 * and the tomato bake, chow mein and peanut noodles, espinacas and couscous, sardine spaghetti and
 * vongole, stuffed peppers and biryani. Each is drawn by what a cook sees that the other lacks.
 * Then the pairs a pass over every category found drawn alike (scripts/catalog/picture-look-alikes.ts
 * lists them): breads, milk puddings, breakfasts on toast, omelettes, tarts, pasties, quiches, noodles,
 * soups of one colour. Checked before every other rule, so these names win.
 */
import type { Rule } from "./art-specs";
import { biryaniPot, cazuela, couscousPlatter, elbowBake, stuffedPeppers, strandPasta, tossedNoodles, type StrandSpec } from "./dish-forms/bowl-siblings";
import { fishcakes, fishPie, matchstickGratin, prawnPan, sardinePlatter, troutAlmonds } from "./dish-forms/fish-siblings";
import { riceBowlTopped } from "./dish-forms/festive";
import { foamGlass } from "./dish-forms/family-plates";
import { breadPudding, hashBrowns, huevosRancheros, pasties, quiche } from "./dish-forms/bake-siblings";
import { aubergineOmelettes, eggsOnMuffins, potatoCake, rolledOmelette } from "./dish-forms/breakfast-siblings";
import { pastaPlate } from "./dish-forms/pasta";
import { riceGrains } from "./dish-forms/family-plates";
import { traySquares } from "./dish-forms/layers-and-cups";
import { cauliflowerSteaks, creamWithSauce, flatbreads, fritters, lozenges, pavlova, strudel, tatin, turnedOut } from "./dish-forms/plate-siblings";
import { sandwichHalves, toastSlices } from "./dish-forms/sandwiches-and-toast";
import { sticks } from "./dish-forms/sticks-and-buns";
import { cerealBowl, pastaBowl } from "./dish-forms/broths-and-plates";
import { garnishLayer, garnishPiece } from "./garnish";
import { g } from "./palette";
import { soup as soupBowl, stew } from "./dish-forms/soups-and-bowls";
import { CX, CY } from "./svg";
import { beefHash, bravas, buddhasDelight, cinnamonSwirls, fajitaSkillet, nasuDengaku, nikujaga, squidRings, stoutStew, stuffedMushrooms, stuffingTray, tteokbokki } from "./dish-forms/table-siblings";
import { breadForMopping, codTomatoOlives, eloteSticks, fulMedames, gougeres, imamBayildi, mashSwirl, prawnStirFry, roastBeefDinner, sichuanBowl, steakAuPoivre, stollenLoaf } from "./dish-forms/table-siblings-fourth";
import { arancini, bibimbap, biscuitsAndGravy, escabeche, fatteh, foldedOmelette, frenchToast, jambalaya, polentaMushrooms, scones, shortbreadFingers, teaEggs } from "./dish-forms/table-siblings-fifth";
import { flapjacks, jerkChicken, kotletSchabowy, lemonDillSalmon, mapleSalmon, piriPiriChicken, sausagesOnMash, shepherdsPie, spanakorizo } from "./dish-forms/table-siblings-sixth";
import { brudet, caramelFish, haddockChowder, ukhaPot, zarzuela } from "./dish-forms/table-siblings-sixth-bowls";
import { bolognese, duckOrange, gazpacho, kimchiFriedRice, raggmunk, tofuTeriyaki } from "./dish-forms/table-siblings-sixth-plates";
import { ayamGoreng, chickenKiev, chickenParmigiana, chickenPiccata, chickenTeriyaki } from "./dish-forms/table-siblings-sixth-chicken";
import { alooGobi, bourguignon, chanaMasala, chilliConCarne, keemaPeas, koshari, mujadara, navarin, sausageCasserole } from "./dish-forms/table-siblings-sixth-pots";
import { alfajores, anzacBiscuits, chocolateChipCookies, kaiserschmarrn, lemonPosset, stickyToffee } from "./dish-forms/table-siblings-sixth-sweets";
import { akuri, arrozMarisco, bigos, butterBeanStew, fiskesuppe, gigantes, mushyPeas, stuffedAubergines } from "./dish-forms/table-siblings-seventh";
import { applePie, lemonPolentaCake, onionBhajis, prawnToast, springRolls, wrappedPigs } from "./dish-forms/table-siblings-seventh-starters";
import { cheeseScones, cremeBrulee, bananaBread, lemonDrizzle, poffertjes, stickyGingerbread } from "./dish-forms/table-siblings-seventh-sweets";
import { glamorgan, pakChoi, roastPork, tagineWithLid, vegetableCurry } from "./dish-forms/table-siblings-seventh-plates";
import { alooMatar, japaneseCurry, rajma, thaiGreenTofu, threeBeanChilli, tofuAdobo, veganKorma } from "./dish-forms/table-siblings-seventh-curries";
import { brownieStack, falafelWraps, sweetPotatoChickpea, tequenos } from "./dish-forms/table-siblings-seventh-more";
import { breadSalad, courgetteFritters, fishTagine, githeri, gratinLayers, latkes, lentilLoaf, maharagwe, turkishEggs } from "./dish-forms/table-siblings-more";

const parsley = g("herb", "#2f8f46", "#59b96a");
const strands = (spec: StrandSpec): Rule[1] => ({ form: (c) => strandPasta(c, spec), utensil: "fork" });

export const SIBLING_RULES: Rule[] = [
  // The seventh picture test: what each viewer missed or doubted, drawn by the feature that settles it.
  [/akuri/, { form: akuri, utensil: "fork" }],
  [/^bigos/, { form: bigos, utensil: "spoon" }],
  [/butter bean stew/, { form: butterBeanStew, utensil: "spoon" }],
  [/gigantes/, { form: gigantes, utensil: "spoon" }],
  [/stuffed aubergines?/, { form: stuffedAubergines, utensil: "fork" }],
  [/mushy peas/, { form: mushyPeas, utensil: "fork" }],
  [/arroz de marisco/, { form: arrozMarisco, utensil: "spoon" }],
  [/fiskesuppe/, { form: fiskesuppe, utensil: "spoon" }],
  [/onion bhaji/, { form: onionBhajis, utensil: "none" }],
  [/spring rolls?/, { form: springRolls, utensil: "none" }],
  [/prawn toast/, { form: prawnToast, utensil: "none" }],
  [/vegetarian pigs in blankets/, { form: (c) => wrappedPigs(c, "#b8743a", "#c8604a"), utensil: "none" }],
  [/lemon polenta/, { form: lemonPolentaCake, utensil: "fork" }],
  [/apple pie/, { form: applePie, utensil: "fork" }],
  [/cr[eè]me br[uû]l[eé]e/, { form: cremeBrulee, utensil: "spoon" }],
  [/lemon drizzle/, { form: lemonDrizzle, utensil: "none" }],
  [/pak choi/, { form: pakChoi, utensil: "none" }],
  [/glamorgan sausages?/, { form: glamorgan, utensil: "fork" }],
  [/^vegetable curry/, { form: vegetableCurry, utensil: "spoon" }],
  // And what a colleague saw drawn as something else.
  [/roast pork/, { form: roastPork, utensil: "fork" }],
  [/cheese scones/, { form: cheeseScones, utensil: "none" }],
  [/poffertjes/, { form: poffertjes, utensil: "fork" }],
  [/lamb tagine/, { form: (c) => tagineWithLid(c, "lamb"), utensil: "none" }],
  [/vegetable tagine/, { form: (c) => tagineWithLid(c, "vegetable"), utensil: "none" }],
  [/banana bread/, { form: bananaBread, utensil: "none" }],
  [/sticky gingerbread/, { form: stickyGingerbread, utensil: "none" }],
  [/yasai curry/, { form: (c) => japaneseCurry(c, false), utensil: "spoon" }],
  [/chicken katsu curry/, { form: (c) => japaneseCurry(c, true), utensil: "spoon" }],
  [/vegetable korma/, { form: veganKorma, utensil: "spoon" }],
  [/thai green curry with tofu/, { form: thaiGreenTofu, utensil: "spoon" }],
  [/aloo matar/, { form: alooMatar, utensil: "none" }],
  [/^rajma/, { form: rajma, utensil: "spoon" }],
  [/tofu adobo/, { form: tofuAdobo, utensil: "none" }],
  [/three.bean chilli/, { form: threeBeanChilli, utensil: "spoon" }],
  [/sweet potato and chickpea curry/, { form: sweetPotatoChickpea, utensil: "spoon" }],
  [/^brownies?$/, { form: brownieStack, utensil: "fork" }],
  [/teque[ñn]os/, { form: tequenos, utensil: "none" }],
  [/falafel wraps?/, { form: falafelWraps, utensil: "none" }],
  // The sixth picture test: each drawn round the one feature a stranger names at a glance.
  [/kotlet schabowy/, { form: kotletSchabowy, utensil: "fork" }],
  [/lentil shepherd/, { form: (c) => shepherdsPie(c, "lentil"), utensil: "spoon" }],
  [/shepherd/, { form: (c) => shepherdsPie(c, "lamb"), utensil: "spoon" }],
  [/cottage pie/, { form: (c) => shepherdsPie(c, "beef"), utensil: "spoon" }],
  [/vegetarian sausage and mash/, { form: (c) => sausagesOnMash(c, "#b8723a"), utensil: "fork" }],
  [/sausage and mash/, { form: sausagesOnMash, utensil: "fork" }],
  [/spanakorizo/, { form: spanakorizo, utensil: "spoon" }],
  [/baked salmon/, { form: lemonDillSalmon, utensil: "fork" }],
  [/maple.glazed salmon/, { form: mapleSalmon, utensil: "fork" }],
  [/jerk chicken/, { form: jerkChicken, utensil: "fork" }],
  [/piri piri/, { form: piriPiriChicken, utensil: "none" }],
  [/flapjack/, { form: flapjacks, utensil: "none" }],
  // Its unsure answers, each given its strongest cue.
  [/spaghetti bolognese/, { form: bolognese, utensil: "fork" }],
  [/raggmunk/, { form: raggmunk, utensil: "fork" }],
  [/kimchi fried rice/, { form: kimchiFriedRice, utensil: "spoon" }],
  [/tofu teriyaki/, { form: tofuTeriyaki, utensil: "none" }],
  [/duck [àa] l.orange/, { form: duckOrange, utensil: "fork" }],
  [/gazpacho/, { form: gazpacho, utensil: "spoon" }],
  [/^blt|bacon, lettuce and tomato/, { form: (c) => sandwichHalves(c, { bread: "#f6efdc", crust: "#c98632", fillings: [["#b8403a", 10], ["#e0301e", 10], ["#5fae3a", 8]], finish: "toasted", triangles: true }), utensil: "none" }],
  // Chicken dishes that shared one fan of sliced breast.
  [/chicken kiev/, { form: chickenKiev, utensil: "fork" }],
  [/chicken parmigiana|chicken parmesan/, { form: chickenParmigiana, utensil: "fork" }],
  [/chicken piccata/, { form: chickenPiccata, utensil: "fork" }],
  [/ayam goreng/, { form: ayamGoreng, utensil: "fork" }],
  [/chicken teriyaki/, { form: chickenTeriyaki, utensil: "none" }],
  // Meat stews that shared one red pot of chunks.
  [/chilli con carne/, { form: chilliConCarne, utensil: "spoon" }],
  [/sausage casserole/, { form: sausageCasserole, utensil: "spoon" }],
  [/keema/, { form: keemaPeas, utensil: "spoon" }],
  [/navarin/, { form: navarin, utensil: "spoon" }],
  [/mushroom bourguignon/, { form: (c) => bourguignon(c, false), utensil: "spoon" }],
  [/bourguignon/, { form: (c) => bourguignon(c, true), utensil: "spoon" }],
  // Vegan bowls that were one curry with rice or one red tray.
  [/koshari|kushari/, { form: koshari, utensil: "spoon" }],
  [/mujadd?ara/, { form: mujadara, utensil: "spoon" }],
  [/aloo gobi/, { form: alooGobi, utensil: "spoon" }],
  [/chana masala/, { form: chanaMasala, utensil: "spoon" }],
  // Desserts that were the same pale rounds or brown cubes.
  [/alfajor/, { form: alfajores, utensil: "none" }],
  [/anzac/, { form: anzacBiscuits, utensil: "none" }],
  [/chocolate chip cookie/, { form: chocolateChipCookies, utensil: "none" }],
  [/sticky toffee/, { form: stickyToffee, utensil: "spoon" }],
  [/kaiserschmarrn/, { form: kaiserschmarrn, utensil: "fork" }],
  [/lemon posset/, { form: lemonPosset, utensil: "spoon" }],
  // Seafood stews that shared one red pot, and a caramel fish drawn as a steamed one.
  [/zarzuela/, { form: zarzuela, utensil: "spoon" }],
  [/brudet/, { form: brudet, utensil: "spoon" }],
  [/caramel fish|c[aá] kho/, { form: caramelFish, utensil: "none" }],
  [/^ukha/, { form: ukhaPot, utensil: "spoon" }],
  [/smoked haddock chowder|cullen skink/, { form: haddockChowder, utensil: "spoon" }],
  // Fifth picture test: the dishes viewers hesitated over.
  [/bibimbap/, { form: bibimbap, utensil: "spoon" }],
  [/biscuits and gravy/, { form: biscuitsAndGravy, utensil: "fork" }],
  [/^scones/, { form: scones, utensil: "none" }],
  [/^shortbread/, { form: shortbreadFingers, utensil: "none" }],
  [/creamy polenta/, { form: polentaMushrooms, utensil: "fork" }],
  [/french toast/, { form: frenchToast, utensil: "fork" }],
  [/^arancini/, { form: arancini, utensil: "none" }],
  [/^fatteh/, { form: fatteh, utensil: "spoon" }],
  [/prawn jambalaya/, { form: jambalaya, utensil: "spoon" }],
  [/^escabeche/, { form: escabeche, utensil: "fork" }],
  [/tea eggs/, { form: teaEggs, utensil: "none" }],
  [/^omelette$/, { form: foldedOmelette, utensil: "fork" }],
  // Fourth picture test: the dishes viewers took for another.
  [/prawn and vegetable stir.fry/, { form: prawnStirFry, utensil: "fork" }],
  [/ful medames/, { form: fulMedames, utensil: "spoon" }],
  [/^mashed potatoes/, { form: mashSwirl, utensil: "spoon" }],
  [/elote/, { form: eloteSticks, utensil: "none" }],
  [/imam bay[iı]ld[iı]/, { form: imamBayildi, utensil: "fork" }],
  [/kung pao/, { form: (c) => sichuanBowl(c, "kung pao"), utensil: "none" }],
  [/sichuan aubergine|yu ?xiang/, { form: (c) => sichuanBowl(c, "aubergine"), utensil: "none" }],
  [/tomato soup/, { form: soupBowl, sauce: "#e0481f", add: [g("cube", "#c8862a", "#f6d070"), g("leaf", "#2f8f46", "#59b96a"), g("swirl", "#fffaf0", "#efe4cf")], utensil: "spoon" }],
  [/aubergine and chickpea curry/, { form: stew, sauce: "#c8641e", vessel: "bowl", add: [g("dot", "#e8c07a", "#fff0c8"), g("cube", "#4a1e4a", "#9a6a9a"), g("dot", "#e8c07a", "#fff0c8"), parsley], utensil: "spoon" }],
  // Goat caldereta: a red-orange tomato stew with potato, carrot, peppers and green olives.
  [/caldereta/, { form: stew, sauce: "#d8401a", vessel: "pot", add: [g("chunk", "#6a3420", "#8a4a2a"), g("cube", "#f2dc8a", "#fff4c0"), g("cube", "#f07a1a", "#ffb060"), g("sliver", "#3f8f2a", "#6fbf4f"), g("ring", "#6a8a2a", "#c8402a")], utensil: "spoon" }],
  [/cod with tomatoes and olives/, { form: codTomatoOlives, utensil: "fork" }],
  // Ital stew: a golden coconut stew full of yam, pumpkin and callaloo with a whole scotch bonnet, so it is no smooth soup.
  [/ital stew/, { form: stew, sauce: "#e8a040", vessel: "pot", add: [g("cube", "#f4e4b0", "#fff6d8"), g("cube", "#f07a1a", "#ffb060"), g("leaf", "#2e6d2c", "#5fae5a"), g("chunk", "#e0301e", "#ff8040")], utensil: "spoon" }],
  [/^roast beef/, { form: roastBeefDinner, utensil: "fork" }],
  [/au poivre/, { form: steakAuPoivre, utensil: "fork" }],
  [/stollen/, { form: stollenLoaf, utensil: "none" }],
  [/goug[eè]res?/, { form: gougeres, utensil: "none" }],
  // Third picture test: each drawn by what sets it apart from the dish it was taken for.
  [/guinness|stout stew/, { form: stoutStew, utensil: "spoon" }],
  [/nikujaga/, { form: nikujaga, utensil: "none" }],
  [/nasu dengaku/, { form: nasuDengaku, utensil: "none" }],
  [/^sage and onion stuffing/, { form: stuffingTray, utensil: "spoon" }],
  [/buddha's delight/, { form: buddhasDelight, utensil: "none" }],
  [/stuffed mushrooms/, { form: stuffedMushrooms, utensil: "none" }],
  [/kanelbullar/, { form: cinnamonSwirls, utensil: "none" }],
  [/fajitas/, { form: fajitaSkillet, utensil: "none" }],
  [/tteokbokki/, { form: tteokbokki, utensil: "none" }],
  [/corned beef hash/, { form: beefHash, utensil: "fork" }],
  [/patatas bravas/, { form: bravas, utensil: "fork" }],
  [/salt and pepper squid|calamari/, { form: squidRings, utensil: "none" }],
  [/gratin dauphinois|dauphinoise/, { form: gratinLayers, utensil: "spoon" }],
  [/turkish eggs|[cç][iı]lb[iı]r/, { form: turkishEggs, utensil: "spoon" }],
  [/latkes?/, { form: latkes, utensil: "fork" }],
  [/chermoula fish tagine|fish tagine/, { form: fishTagine, utensil: "none" }],
  [/lentil loaf/, { form: lentilLoaf, utensil: "none" }],
  [/zucchini fritters|courgette fritters/, { form: courgetteFritters, utensil: "none" }],
  [/maharagwe/, { form: maharagwe, utensil: "spoon" }],
  [/githeri/, { form: githeri, utensil: "spoon" }],
  [/panzanella/, { form: (c) => breadSalad(c, "panzanella"), utensil: "fork" }],
  [/caesar salad/, { form: (c) => breadSalad(c, "caesar"), utensil: "fork" }],
  [/fish pie/, { form: fishPie, utensil: "spoon" }],
  [/jansson/, { form: matchstickGratin, utensil: "spoon" }],
  [/trout/, { form: troutAlmonds, utensil: "fork" }],
  [/salmon teriyaki/, { form: (c) => riceBowlTopped(c, { slice: "#f07a48", glaze: "#5a2410", greens: "#3f9b4a" }), utensil: "none" }],
  [/garlic butter prawns|garlic prawns|gambas/, { form: (c) => breadForMopping(c) + prawnPan(c), utensil: "fork" }],
  [/grilled sardines/, { form: sardinePlatter, utensil: "fork" }],
  [/fishcakes?|fish cakes?/, { form: fishcakes, utensil: "fork" }],
  [/fettuccine|alfredo/, strands({ wide: true, sauce: "#fbf0d0", extras: [], pieces: [parsley, g("speck", "#fffaf0", "#fff")] })],
  [/cacio e pepe/, strands({ sauce: "#efe4c4", extras: ["pecorino", "pepper"], pieces: [] })],
  [/aglio e olio/, strands({ sauce: "#ece6b8", extras: ["garlic"], pieces: [g("sliver", "#d62828", "#ff6b4a"), parsley, g("leaf", "#2f8f46", "#59b96a")] })],
  [/vongole/, strands({ sauce: "#f4ecd8", extras: ["clams"], pieces: [parsley] })],
  [/sardines? and tomato|spaghetti with sardines/, strands({ sauce: "#c8442a", extras: ["sardines", "crumbs"], pieces: [g("dot", "#5a7a2a", "#8aa85a"), parsley] })],
  [/mac and cheese|macaroni cheese/, { form: elbowBake, utensil: "spoon" }],
  [/chicken chow mein/, { form: (c) => tossedNoodles(c, { wok: true, noodle: "#c08438", sauce: "#5a3018", extras: ["sprouts", "carrot", "chicken", "spring"] }), utensil: "fork" }],
  [/chow mein/, { form: (c) => tossedNoodles(c, { wok: true, noodle: "#c08438", sauce: "#5a3018", extras: ["sprouts", "pepper", "mushroom", "pakchoi", "spring"] }), utensil: "fork" }],
  [/peanut (butter )?noodles/, { form: (c) => tossedNoodles(c, { wok: false, noodle: "#f2e0b8", sauce: "#d8a66a", extras: ["cucumber", "spring", "peanuts", "lime"] }), utensil: "fork" }],
  [/espinacas/, { form: cazuela, utensil: "spoon" }],
  [/couscous/, { form: couscousPlatter, utensil: "spoon" }],
  [/stuffed peppers?/, { form: stuffedPeppers, utensil: "fork" }],
  [/biryani/, { form: biryaniPot, utensil: "spoon" }],
  // Other look-alikes within one category, found by comparing every pair's colours (tests/meal-art/picture-families.test.ts).
  [/\bnaan\b/, { form: (c) => flatbreads(c, "naan"), utensil: "none" }],
  [/roti canai/, { form: (c) => flatbreads(c, "roti"), utensil: "none" }],
  [/polenta chips/, { form: (c) => sticks(c, { color: "#f6d64a", shape: "baton", dip: "#f6efe1" }) + garnishLayer(c.rand, [g("sliver", "#2f5a2a", "#4f7a3a"), g("speck", "#fffaf0", "#fff")], 260, 300, 120, 10, 26), utensil: "none" }],
  [/riskrem/, { form: (c) => creamWithSauce(c, { cream: "#fbf6ea", sauce: "#c0182a" }), utensil: "spoon" }],
  // Rice pudding shows its golden baked grains and one dollop of jam: never a panna cotta, riskrem or biscuits.
  [/rice pudding/, { form: (c) => riceGrains(c, "#ecc47a", [g("speck", "#7a4a1a", "#a87a4a")]) + garnishPiece(c.rand, g("swirl", "#c0243a", "#e0506a"), CX + 10, CY, 95), utensil: "spoon" }],
  [/pavlova/, { form: pavlova, utensil: "fork" }],
  [/eton mess/, { form: (c) => cerealBowl(c, "#fbe6e6", [g("dot", "#d7263d", "#ff7a8a"), g("chunk", "#fffaf0", "#efe4cf"), g("swirl", "#fffaf0", "#efe4cf")]), utensil: "spoon" }],
  [/overnight oats|bircher/, { form: (c) => foamGlass(c, "#e6d4b0", "#4b3b8c", false), utensil: "spoon" }],
  [/sweetcorn fritters|corn fritters/, { form: fritters, utensil: "none" }],
  [/panna cotta with roasted plums/, { form: (c) => turnedOut(c, { cream: "#fbf4e4", sauce: "#b0406a", fruit: [g("wedge", "#6a1a4a", "#c0507a")] }), utensil: "spoon" }],
  [/panna cotta/, { form: (c) => turnedOut(c, { cream: "#fffbf0", sauce: "#c81e30", fruit: [g("dot", "#c0102a", "#ff7a8a"), g("leaf", "#3f9b4a", "#75c26a")] }), utensil: "spoon" }],
  [/katsu curry/, { form: (c) => riceBowlTopped(c, { slice: "#e8b050", glaze: "#8a5222" }), utensil: "spoon" }],
  [/welsh rarebit/, { form: (c) => toastSlices(c, { base: "#e9a232", pieces: [g("speck", "#7a3a12", "#a85a2a")] }), utensil: "none" }],
  [/cauliflower steaks?/, { form: cauliflowerSteaks, utensil: "fork" }],
  // Breakfasts that shared toast and a fried egg, and the omelettes that shared one pan.
  [/avocado toast/, { form: (c) => toastSlices(c, { base: "#9cc45a", pieces: [g("speck", "#c2351d", "#e0663f"), g("dot", "#6f9f3a", "#cfe8a0"), g("speck", "#2a2a2a", "#555")] }), utensil: "none" }],
  [/eggs benedict/, { form: (c) => eggsOnMuffins(c, "ham"), utensil: "fork" }],
  [/eggs florentine/, { form: (c) => eggsOnMuffins(c, "spinach"), utensil: "fork" }],
  [/tamagoyaki/, { form: rolledOmelette, utensil: "none" }],
  [/bubble and squeak/, { form: potatoCake, utensil: "fork" }],
  [/tortang talong/, { form: aubergineOmelettes, utensil: "fork" }],
  // Desserts on the same slice or tart.
  [/tarte tatin/, { form: tatin, utensil: "fork" }],
  [/strudel/, { form: strudel, utensil: "fork" }],
  [/rocky road/, { form: (c) => traySquares(c, { color: "#4a2a1a", finish: "plain", accent: "#f6b8c8" }) + garnishLayer(c.rand, [g("cube", "#f6b8c8", "#fde0e8"), g("cube", "#fbf8ee", "#fff"), g("chunk", "#d9a45a", "#f0c880")], CX, CY, 170, 20, 30), utensil: "none" }],
  // Sides in the same small bowl, pasta in the same red sauce, starters of the same golden balls.
  [/colcannon/, { form: (c) => cerealBowl(c, "#dfe6b4", [g("leaf", "#3f7a2a", "#6f9f4a"), g("ring", "#5fae3a", "#b6e39a"), g("leaf", "#2f5a22", "#4f7a3a"), g("swirl", "#f6d35a", "#fbe79a")]), utensil: "spoon" }],
  [/hutspot/, { form: (c) => cerealBowl(c, "#f0a848", [g("cube", "#f27a1a", "#ffb060"), g("sliver", "#f6efd8", "#fff"), g("chunk", "#f6dca0", "#fff")]), utensil: "spoon" }],
  [/kopytka/, { form: lozenges, utensil: "fork" }],
  [/rice pilaf/, { form: (c) => riceGrains(c, "#f4e6c0", [g("sliver", "#a8682a", "#c8884a"), g("herb", "#2f8f46", "#59b96a")]), utensil: "spoon" }],
  [/stuffed pasta shells/, { form: (c) => pastaBowl(c, "shells", "#c8381f", [g("swirl", "#fffaf0", "#efe4cf"), g("leaf", "#2f8f46", "#59b96a")]), utensil: "fork" }],
  [/penne alla vodka/, { form: (c) => pastaPlate(c, { cut: "tubes", sauce: "#f0907a", pieces: [g("leaf", "#2f8f46", "#59b96a"), g("speck", "#fffaf0", "#fff")] }), utensil: "fork" }],
  // Soups of one colour family, pushed apart by their real shades and what is on top.
  [/butternut squash soup|pumpkin soup/, { form: soupBowl, sauce: "#f6b040", add: [g("swirl", "#fffaf0", "#efe4cf"), g("dot", "#4f7a3a", "#8fbf6a")], utensil: "spoon" }],
  [/carrot and coriander|carrot soup/, { form: soupBowl, sauce: "#e4561a", add: [g("leaf", "#2f8f46", "#59b96a"), parsley], utensil: "spoon" }],
  [/lentil soup/, { form: soupBowl, sauce: "#c9a04a", add: [g("wedge", "#f7d43c", "#fff3a8"), g("sliver", "#c2351d", "#e0663f")], utensil: "spoon" }],
  [/mulligatawny/, { form: soupBowl, sauce: "#e6963e", add: [g("swirl", "#fffaf0", "#efe4cf"), g("sliver", "#fbf6e6", "#fff"), parsley], utensil: "spoon" }],
  // Porridge: oats under a honey drizzle and cinnamon, a few blueberries; banana stays on the smoothie bowl.
  [/porridge|oatmeal/, { form: (c) => cerealBowl(c, "#e2cc9c", [g("sliver", "#d8961a", "#f6c040"), g("speck", "#8a5a2a", "#b88a5a"), g("dot", "#4b3b8c", "#9c7bd1")]), utensil: "spoon" }],
  [/congee|jook/, { form: (c) => cerealBowl(c, "#f8f6ee", [g("ring", "#4f9d3a", "#b6e39a"), g("egg", "#fffdf6", "#f08a1c"), g("sliver", "#e8c27a", "#f6dca8"), g("speck", "#6a3a1a", "#8a5a3a")]), utensil: "spoon" }],
  [/mushroom stroganoff/, { form: stew, sauce: "#a8784a", add: [g("mushroom", "#6a4a2a", "#d9c4a8"), g("swirl", "#fffaf0", "#efe4cf"), parsley], utensil: "spoon" }],
  [/cheese and onion past(y|ies)/, { form: (c) => pasties(c, "pasty", "#f2dc8a"), utensil: "none" }],
  [/cornish pasty|cornish pasties|\bpasty\b|pasties/, { form: (c) => pasties(c, "pasty"), utensil: "none" }],
  [/empanada/, { form: (c) => pasties(c, "empanada"), utensil: "none" }],
  [/quiche lorraine/, { form: (c) => quiche(c, "#f2cf6a", [g("cube", "#d8707a", "#f0b0b0"), g("speck", "#c8862e", "#e0a850")]), utensil: "fork" }],
  [/cheese and onion quiche/, { form: (c) => quiche(c, "#f2cf6a", [g("ring", "#f6efd8", "#e8d8b0"), g("speck", "#c8862e", "#e0a850")]), utensil: "fork" }],
  [/spinach and feta quiche/, { form: (c) => quiche(c, "#7fa84a", [g("leaf", "#2f6a2a", "#5f9a4a"), g("cube", "#fbf8ee", "#e8e2d0")]), utensil: "fork" }],
  [/bread and butter pudding/, { form: breadPudding, utensil: "spoon" }],
  [/huevos rancheros/, { form: huevosRancheros, utensil: "fork" }],
  [/hash browns?/, { form: hashBrowns, utensil: "fork" }],
  [/japchae/, { form: (c) => tossedNoodles(c, { wok: false, noodle: "#b8a898", sauce: "#8a6a50", extras: ["carrot", "pepper", "spring", "mushroom"] }), utensil: "fork" }],
  [/yaki udon/, { form: (c) => tossedNoodles(c, { wok: true, thick: true, noodle: "#ecd09a", sauce: "#6a3a1a", extras: ["carrot", "pakchoi", "mushroom", "spring"] }), utensil: "fork" }],
  [/courgette and lemon/, strands({ sauce: "#f4ecc8", extras: ["courgette"], pieces: [g("sliver", "#f7d43c", "#fff3a8"), g("herb", "#2f8f46", "#59b96a")] })],
  [/carbonara/, strands({ sauce: "#f2c23a", extras: ["pepper"], pieces: [g("cube", "#e8a08a", "#f6c8b8"), g("speck", "#fffaf0", "#fff")] })],
];
