/**
 * The one ingredient table the diets are derived from. A line's name (folded: lower case, no
 * accents) is read against `HAZARDS` (what rules a diet out) and `SAFE_WORDS` (foods that rule
 * none out); a name that matches neither is unknown, and a meal with an unknown line claims no
 * diet at all: a badge is a promise, so when in doubt we say nothing.
 */

/**
 * What a line can rule out: `meat` and `fish` (not vegetarian), `rennet` (a cheese made with
 * animal rennet: not vegetarian), `animal` (another animal product, or one we cannot vouch for:
 * not vegan), `dairy`, `egg`, `gluten` (also "may hold gluten": stock cubes, miso) and `nuts`
 * (tree nuts and peanuts together, as a cook avoiding one usually avoids both).
 */
export type Trait = "meat" | "fish" | "rennet" | "animal" | "dairy" | "egg" | "gluten" | "nuts";

type Hazard = { pattern: RegExp; traits: Trait[] };

// Plant milks, butters and creams that only borrow the dairy word.
const PLANT = String.raw`(?<!(coconut|oat|soy|soya|almond|rice|cashew|plant|nut|peanut|cocoa|shea|vegan|apple) )`;

/**
 * Read in full (every match counts): "guanciale or pancetta" is meat twice, "egg noodles" is egg
 * and gluten. Qualifiers on the line ("vegetarian", "vegan", "gluten-free", "tamari") are applied
 * afterwards by `QUALIFIERS`.
 */
export const HAZARDS: Hazard[] = [
  // Meat, and what is made from it.
  {
    pattern:
      /\b(chicken|beef|pork|lamb|mutton|goat(?!'s|s' | cheese|s cheese)|veal|venison|rabbit|duck|goose|turkey|bacon|ham|gammon|pancetta|guanciale|prosciutto|chorizo|salami|pepperoni|sausages?|kielbasa|andouille|black pudding|mince|(?<!(tuna|salmon|hake|cod|swordfish|fish|halibut|cauliflower|celeriac|aubergine) )steaks?|chuck|sirloin|brisket|oxtail|liver|livers|pate|lardons|(?<!(crab|lobster|crayfish|coconut) )meat|meatballs|lard|suet|dripping|schmaltz|bone marrow|gelatine?|gelatin|aspic|marshmallows?|bone broth)\b/,
    traits: ["meat"],
  },
  // Fish and shellfish, and the sauces and stocks made from them.
  {
    pattern:
      /\b(fish|anchov(y|ies)|tuna|salmon|cod|haddock|hake|pollock|mackerel|sardines?|trout|sea bass|sea bream|bream|monkfish|halibut|plaice|sole|prawns?|shrimps?|crab|lobster|mussels|clams|squid|octopus|scallops?|oysters?(?! mushrooms?)|caviar|roe|bonito|katsuobushi|worcestershire|caesar dressing|shrimp paste|belacan|dashi|nam pla)\b/,
    traits: ["fish"],
  },
  // Kombu dashi is seaweed only: the "dashi" above is cleared again by the qualifier below.
  // Thai curry pastes and chilli jam are usually made with shrimp paste.
  { pattern: /\b(curry paste|chilli jam|nam prik)\b/, traits: ["fish"] },
  // Hard cheeses whose protected recipes require animal rennet (vegetarian versions say so).
  {
    pattern:
      /\b(parmesan|parmigiano|grana padano|pecorino|gruyere|emmental|emmentaler|comte|manchego|gorgonzola|roquefort|provolone|hard cheese|caesar dressing|pesto)\b/,
    traits: ["rennet", "dairy"],
  },
  {
    pattern: new RegExp(
      String.raw`\b(cheeses?|mozzarella|feta|ricotta|paneer|halloumi|mascarpone|cheddar|brie|camembert|queso|stilton|caerphilly|quark|burrata|labneh|ghee|buttermilk|kefir|whey|casein|creme fraiche|custard(?! powder)|dulce de leche|evaporated milk|condensed milk|milk chocolate|white chocolate|brioche|naan|croissants?|shortcrust|digestive|clotted cream|ice cream|creamed horseradish)\b|${PLANT}\b(milk|butter|cream|yogh?urt)\b(?! beans?| of tartar)`,
    ),
    traits: ["dairy"],
  },
  // Dark chocolate and bought pastry often hold butter or milk fat: vegan versions say so.
  { pattern: /\b(dark chocolate|puff pastry|chocolate chips)\b/, traits: ["dairy"] },
  {
    pattern: /\b(eggs?|yolks?|egg whites?|mayonnaise|mayo|meringues?|aioli|sponge fingers|savoiardi|amaretti|brioche|tagliatelle|pappardelle|fettuccine|egg noodles|creamed horseradish|caesar dressing|quorn)\b/,
    traits: ["egg"],
  },
  { pattern: /\b(honey|beeswax|royal jelly)\b/, traits: ["animal"] },
  // Wine, beer and cider are often fined with animal products: only vegan bottles say they are not.
  { pattern: /\b((?<!(shaoxing|rice|plum) )wine|beer|stout|ale|lager|cider|sherry|marsala|port)\b(?! vinegar)/, traits: ["animal"] },
  {
    pattern:
      /\b((?<!(rice|gram|chickpea|buckwheat|corn|maize|potato|tapioca|coconut|almond|cassava|teff|sorghum|millet|banana|chestnut|pea|soy|soya) )flour|wheat|bulgur|bulghur|couscous|semolina|barley|rye|spelt|farro|freekeh|seitan|bread|breads|breadcrumbs|crumbs|panko|croutons|pasta(?! water| cooking water)|spaghetti|penne|fusilli|farfalle|rigatoni|linguine|bucatini|tagliatelle|pappardelle|fettuccine|orecchiette|conchiglie|ditalini|ziti|orzo|macaroni|lasagne|lasagna|cannelloni|tortellini|ravioli|gnocchi|(?<!rice )vermicelli|(?<!(rice|glass|bean|mung bean|sweet potato|kelp|konjac|shirataki) )noodles|udon|ramen|soba|(?<!corn )tortillas?(?! chips)|pitta|pita|naan|chapatis?|roti|flatbreads?|buns?|baguette|ciabatta|sourdough|muffins?|crackers|biscuits|cookies|cake|pastry|(?<!rice paper )wrappers|dumplings?|croissants?|brioche|oats?|oatmeal|sausages?|porridge|granola|muesli|soy sauce|soya sauce|shoyu|hoisin|oyster sauce|teriyaki|stir-fry sauce|miso|doubanjiang|gochujang|shaoxing|beer|stout|ale|lager|malt|worcestershire|stock|stock cubes?|bouillon|gravy|baking powder|black pudding|sponge fingers|savoiardi|amaretti|digestive|couscous|cereal)\b/,
    traits: ["gluten"],
  },
  {
    pattern:
      /\b(almonds?|hazelnuts?|walnuts?|pecans?|pistachios?|cashews?|macadamias?|brazil nuts?|pine nuts?|peanuts?|(?<!water )chestnuts?(?! mushrooms?)|nuts|praline|marzipan|frangipane|nutella|gianduja|satay|amaretti|amaretto|pesto|groundnut|nut butter|peanut butter|nut milk)\b/,
    traits: ["nuts"],
  },
];

/** Words on the line that clear traits: "vegetarian hard cheese", "tamari", "gluten-free oats". */
export const QUALIFIERS: { pattern: RegExp; clears: Trait[]; adds?: Trait[] }[] = [
  // Vegan products are free of every animal trait, but may still hold gluten or nuts.
  { pattern: /\b(vegan|plant-based|plant based)\b/, clears: ["meat", "fish", "rennet", "animal", "dairy", "egg"] },
  // A vegetarian product (sausages, hard cheese) may hold egg or milk: not claimed vegan.
  { pattern: /\bvegetarian\b/, clears: ["meat", "fish", "rennet"], adds: ["animal"] },
  { pattern: /\b(kombu dashi|konbu dashi|kelp dashi|soya mince|soy mince|mushroom stock|textured vegetable protein)\b/, clears: ["meat", "fish"] },
  { pattern: /\bvegetable suet\b/, clears: ["meat"], adds: ["gluten"] },
  { pattern: /\b(gluten-free|gluten free|tamari|coeliac)\b/, clears: ["gluten"] },
  { pattern: /\b(dairy-free|dairy free|lactose-free milk free)\b/, clears: ["dairy"] },
  { pattern: /\b(egg-free|egg free|eggless)\b/, clears: ["egg"] },
  { pattern: /\b(nut-free|nut free)\b/, clears: ["nuts"] },
];

/** Known foods whose words alone say nothing (a "hot" sauce, a "pak" choi). */
export const SAFE_PHRASES = /\b(hot sauce|pak choi|bok choy|soy milk|soya milk|oat milk|rice milk|vegan butter|dairy-free spread|plant butter)\b/;

/**
 * Foods that rule no diet out: a name with one of these words (and no hazard) is known. Coconut,
 * nutmeg and butternut are not nuts (coconut is not among the UK's allergen nuts).
 */
export const SAFE_WORDS = new Set(
  `
  water ice salt pepper peppercorn peppercorns sugar syrup treacle molasses jaggery stevia
  oil vinegar mustard ketchup harissa sriracha tabasco salsa chutney pickle pickles relish jam marmalade jelly pectin
  yeast cornflour cornstarch arrowroot tapioca polenta cornmeal masa bicarbonate cream-of-tartar cocoa coffee tea espresso matcha
  vanilla extract essence spice spices seasoning masala garam curry chilli chillies chili chiles chile jalapeno jalapenos chipotle ancho guajillo poblano scotch bonnet
  paprika cumin coriander turmeric cinnamon nutmeg clove cloves cardamom ginger galangal lemongrass saffron sumac zaatar fenugreek
  fennel caraway anise aniseed allspice mace juniper sichuan szechuan five-spice togarashi shichimi biber pul nigella mustard-seed asafoetida hing
  herb herbs basil parsley mint dill thyme rosemary sage oregano marjoram tarragon chervil chives chive bay leaves leaf lovage sorrel
  garlic onion onions shallot shallots leek leeks scallion scallions spring potato potatoes sweet yam cassava plantain plantains
  tomato tomatoes passata puree carrot carrots celery celeriac parsnip parsnips swede turnip turnips beetroot beet radish radishes daikon
  cabbage kale cavolo nero chard spinach lettuce rocket arugula watercress endive chicory radicchio sprouts broccoli tenderstem cauliflower romanesco
  pea peas mangetout sugarsnap edamame bean beans lentil lentils chickpea chickpeas dal daal dhal urad moong mung split
  asparagus artichoke artichokes aubergine aubergines eggplant courgette courgettes zucchini squash pumpkin marrow cucumber gherkins gherkin cornichons
  pepper peppers capsicum sweetcorn corn okra avocado avocados mushroom mushrooms porcini shiitake chestnut-mushroom chanterelles oyster-mushrooms enoki
  olive olives caper capers seaweed nori wakame kombu kelp agar tofu tempeh tahini sesame seeds seed sunflower pumpkin-seeds chia flax linseed poppy hemp quinoa
  rice risotto arborio basmati jasmine sushi paella glutinous buckwheat millet amaranth sorghum teff
  apple apples pear pears banana bananas orange oranges lemon lemons lime limes grapefruit clementine satsuma mandarin
  berry berries strawberries strawberry raspberries raspberry blueberries blackberries cranberries redcurrant blackcurrant cherries cherry
  grape grapes raisins sultanas currants dates date figs fig prunes prune apricot apricots peach peaches nectarine plums plum rhubarb
  mango mangoes pineapple papaya passion kiwi melon watermelon pomegranate lychee guava coconut quince tamarind umeboshi
  custard zest juice pulp pith chocolate-free carob maple agave golden demerara muscovado caster icing granulated brown
  vodka rum gin brandy whisky whiskey tequila mezcal cognac calvados ouzo raki grappa kirsch cointreau triple grand marnier sake mirin soju
  peel falafel sauerkraut kimchi horseradish wasabi pandan banana-leaves vine lotus bamboo water-chestnuts beansprouts sprouts chestnuts
  gram glass noodles tortilla crisps popcorn ras hanout baharat berbere dukkah cajun jerk chaat panch phoron
  tamari gochugaru liquid smoke nutritional
  `
    .split(/\s+/)
    .filter(Boolean),
);
