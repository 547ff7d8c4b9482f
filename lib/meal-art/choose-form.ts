/**
 * Choosing the dish form: the name first (it says the most), then the category. Also decides
 * which utensil (fork, spoon or none) lies beside the dish.
 */
import { bakingDish, bread, pizza } from "./dish-forms/bakes-and-breads";
import { breakfast, eggSkillet, pancakes } from "./dish-forms/breakfast-and-eggs";
import { cakeSlice, cookies, crumble, custard, dessertBowl, tart } from "./dish-forms/desserts";
import { glass, mug } from "./dish-forms/drinks";
import { fishAndChips, genericPlate, meatPlate, seafood, skewers } from "./dish-forms/plated-mains";
import { pastaByShape } from "./dish-forms/pasta";
import { noodles, riceDish, soup, stew } from "./dish-forms/soups-and-bowls";
import { condiment, dumplings, rounds, starterPlate, sushi } from "./dish-forms/starters-and-snacks";
import { salad, smallBowl, veggieMain } from "./dish-forms/vegetables";
import type { Profile } from "./palette";
import type { Rand } from "./random";
import type { Ctx, MealArtInput } from "./types";

type Form = (ctx: Ctx) => string;

export function chooseForm(meal: MealArtInput, profile: Profile, rand: Rand): { form: Form; utensil: "fork" | "spoon" | "none" } {
  const name = meal.name.toLowerCase();
  const f = profile.features;
  const cat = meal.category;
  const has = (re: RegExp) => re.test(name);
  const fork = (form: Form) => ({ form, utensil: "fork" as const });
  const spoon = (form: Form) => ({ form, utensil: "spoon" as const });
  const none = (form: Form) => ({ form, utensil: "none" as const });

  if (has(/smoothie|lassi|shake|juice|lemonade|cocktail|punch|horchata|drink|iced tea|sangria|agua fresca/)) return none(glass);
  if (has(/(^|\s)(chai|tea|coffee|latte|cocoa|hot chocolate|sahlab|salep)$/)) return none(mug);
  if (cat === "Dessert") {
    if (has(/crumble|cobbler|bake\b|brownie|traybake/)) return spoon(crumble);
    if (has(/cake|gateau|g[âa]teau|sponge|torte|roll|loaf|tiramisu|lamington/)) return fork(cakeSlice);
    if (has(/tart|pie|galette|quiche|tarte|nata|pastel/)) return fork(tart);
    if (has(/cookie|biscuit|macaron|alfajor|doughnut|donut|muffin|cupcake|scone|baklava|churro|fudge|truffle|bars?\b|squares?\b/)) return none(cookies);
    if (has(/pancake|cr[eê]pe|waffle|poffertjes|fritter|beignet|loukoumades|gulab/)) return none(rounds);
    if (has(/br[uû]l[eé]e|flan|cr[eè]me caramel|pot de cr[eè]me/)) return spoon(custard);
    if (has(/pudding|mousse|trifle|custard|panna cotta|fool|posset|br[uû]l[eé]e|cream|sorbet|gelato|rice|mess|pavlova|jelly|zabaglione|riskrem/)) return spoon(dessertBowl);
    if (f.has("rice") || f.has("egg")) return spoon(dessertBowl);
    return rand.pick([fork(cakeSlice), fork(tart), spoon(dessertBowl), spoon(crumble), none(cookies)]);
  }
  if (has(/pancake|cr[eê]pe|waffle|blini|hotcake|okonomiyaki|boxty|latke|draniki/)) return fork(pancakes);
  if (has(/poffertjes|syrniki|yorkshire|popover|fritter|arancini|gougère|gougere|falafel|croquet|bhaji|pakora|tequeño|tequeno|puff|balls?\b/)) return none(rounds);
  if (has(/pizza|focaccia/)) return none(pizza);
  if (has(/kebab|skewer|satay|souvlaki|brochette|yakitori|shashlik|tikka(?! masala)/)) return none(skewers);
  if (has(/dumpling|gyoza|bao|wonton|empanada|spring roll|pierogi|pelmeni|varenyky|momo|pasty|štrukli|strukli/)) return fork(dumplings);
  if (has(/onigiri|sushi|maki|nigiri/)) return none(sushi);
  if (has(/\bbread|loaf|brioche|challah|bagel/)) return none((c) => bread(c, false));
  if (has(/\broti\b|naan|paratha|flatbread|chapati|\bpitt?a\b|arepa|tortillas\b|injera/)) return none((c) => bread(c, true));
  if (cat === "Miscellaneous" && has(/chimichurri|harissa|salsa|pesto|chutney|dip\b|hummus|houmous|sauce|relish|jam\b|guacamole|tzatziki|mayo|ketchup|dressing|paste|aioli|mojo|zhoug|ajvar/))
    return none(condiment);
  if (has(/fish and chips|fish & chips|fish n chips/)) return none(fishAndChips);
  if (has(/salad|slaw|tabbouleh|fattoush|ceviche|insalata|ensalada|caprese/)) return fork(salad);
  if (has(/soup|chowder|broth|bisque|borscht|gazpacho|consomm|ramen|pho\b|laksa|minestrone|velout|ribollita|ukha|suppe|sopa|zuppa|soep|shorba|caldo|tom yum|tom kha|sinigang/))
    return spoon(soup);
  if (has(/paella|jambalaya|\barroz\b|kabsa|\bmandi\b|maqluba/)) return spoon((c) => riceDish(c, true));
  if (has(/risotto|pilaf|pilau|plov|biryani|fried rice|kedgeree|congee|rice|nasi|jollof/))
    return cat === "Side" ? spoon(smallBowl) : spoon((c) => riceDish(c, false));
  if (has(/lasagne|lasagna|moussaka|gratin|casserole|plaki|pie\b|bake\b|cannelloni|enchilada|shepherd|cottage|wellington|quiche|pastitsio|parmigiana|torta\b|mac and cheese|macaroni cheese/))
    return fork(bakingDish);
  if (has(/noodle|pad thai|chow mein|lo mein|udon|soba|mee\b|mie\b|pancit|japchae/)) return fork((c) => noodles(c, true));
  if (has(/shakshuka|menemen|huevos|rancheros|eggs in/)) return fork((c) => eggSkillet(c, "sauce"));
  if (has(/omelette|frittata|tortilla|tortang|tamagoyaki|kuku|spanish omelet/)) return fork((c) => eggSkillet(c, "omelette"));
  if (has(/stew|curry|tagine|goulash|hotpot|hot pot|ragout|ragù|casserole|chilli|chili|dal\b|daal|dhal|korma|masala|vindaloo|rogan|stroganoff|bourguignon|cassoulet|braise|jalfrezi|adobo|rendang|\bmole\b|coq au vin|cacciatore|brudet|zarzuela|cioppino|bouillabaisse|bigos|birria|nikujaga|saganaki|palak|saag|ful medames|githeri/))
    return spoon(stew);
  if (has(/katsu|kiev|schnitzel|escalope|milanese|cutlet|nugget|goreng/) && f.has("crumbed")) {
    const kind = f.has("pork") ? "pork" : f.has("beef") ? "beef" : "chicken";
    return fork((c) => meatPlate(c, kind, "crumbed"));
  }
  if (has(/char siu|glazed|bbq|barbecue|teriyaki|sticky|jerk|honey/) && (f.has("pork") || f.has("chicken") || f.has("beef"))) {
    const kind = f.has("pork") ? "pork" : f.has("chicken") ? "chicken" : "beef";
    return fork((c) => meatPlate(c, kind, "glazed"));
  }
  if (has(/choma|grill|\broast\b(?! potato)|asado|kleftiko|barbacoa|steak|chops?\b|churrasco|suya/) || (cat === "Miscellaneous" && (f.has("chicken") || f.has("beef") || f.has("lamb") || f.has("pork")))) {
    const kind = f.has("lamb") || cat === "Lamb" || cat === "Goat" ? "lamb" : f.has("beef") ? "beef" : f.has("pork") ? "pork" : f.has("chicken") ? "chicken" : "beef";
    return fork((c) => meatPlate(c, kind));
  }

  switch (cat) {
    case "Pasta":
      return fork(pastaByShape);
    case "Seafood":
      return fork(seafood);
    case "Breakfast":
      return fork(breakfast);
    case "Goat":
    case "Lamb":
      return spoon(stew);
    case "Beef":
      return fork((c) => meatPlate(c, "beef"));
    case "Chicken":
      return fork((c) => meatPlate(c, "chicken"));
    case "Pork":
      return fork((c) => meatPlate(c, f.has("bacon") && !f.has("pork") ? "bacon" : "pork"));
    case "Side":
      return spoon(smallBowl);
    case "Starter":
      return none(starterPlate);
    case "Vegan":
    case "Vegetarian":
      return fork(f.has("noodle") ? (c) => noodles(c, true) : f.has("pasta") ? pastaByShape : veggieMain);
    default:
      if (f.has("pasta")) return fork(pastaByShape);
      if (f.has("noodle")) return fork((c) => noodles(c, true));
      if (f.has("rice")) return spoon((c) => riceDish(c, false));
      return fork(genericPlate);
  }
}
