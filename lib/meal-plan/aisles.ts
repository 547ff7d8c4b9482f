/** The shop's aisles, in the order a cook walks a typical UK/US supermarket. */
export const AISLES = [
  "produce",
  "meat and fish",
  "dairy and eggs",
  "bakery",
  "tins and jars",
  "oils and vinegars",
  "dry goods",
  "spices",
  "drinks",
  "frozen",
  "other",
] as const;
export type Aisle = (typeof AISLES)[number];

/*
 * First match wins, so the order is the review: what a word would wrongly claim is caught by an
 * earlier, narrower rule. "Beef stock" is a stock cube before it is meat, "tomato purée" a tube
 * before it is a tomato, "ground ginger" a spice before it is a root, "coconut milk" a tin before
 * it is milk, "white wine vinegar" a vinegar before it is wine, "dried chickpeas" a dry good
 * before they are a tin. Reviewed against every catalog ingredient
 * (tests/meal-plan/aisles.test.ts, which states the expected aisle of each family apart from
 * these rules). Names are folded first (lower case, accents off: "purée" is "puree").
 */
const RULES: [Aisle, RegExp][] = [
  ["frozen", /\bfrozen\b|\bice cream\b/],
  // Water comes from the tap; it is on the list only because a recipe line names it.
  ["other", /^(boiling |cold |iced |warm |hot )?water$/],
  ["oils and vinegars", /\bvinegar\b|\boils?\b|\bgoose fat\b|\blard\b/],
  ["spices", /\bmustard (powder|seeds)\b/],
  [
    "dry goods",
    /^dried (chickpeas|.*beans|.*lentils|.*peas|porcini|.*mushrooms|wakame|apricots|cranberries|breadcrumbs|yeast)\b|\bdried yeast\b|\b(noodles|chocolate|cream of tartar|(pumpkin|sunflower|sesame|chia|poppy|flax|hemp) seeds)\b/,
  ],
  [
    "tins and jars",
    /\b(tins?|tinned|cans?|canned|jars?|jarred|in brine|in juice|in adobo|passata|puree|pastes?|stock|broth|bouillon|dashi|coconut milk|condensed milk|evaporated milk|chopped tomatoes|baked beans|sweetcorn|chickpeas|(kidney|black|cannellini|borlotti|pinto|butter|fava|haricot) beans|olives|capers|gherkins|pickled?|preserved|stem ginger|chutney|jam|jelly|marmalade|honey|syrup|treacle|peanut butter|tahini|harissa|gochujang|doubanjiang|chimichurri|horseradish|miso|sauerkraut|kimchi|compote|artichoke hearts|bamboo shoots|dulce de leche|roasted red peppers?|umeboshi|anchov(y|ies)|sauce|ketchup|mayonnaise|mirin|shaoxing|sriracha)\b|\b(dijon|english|wholegrain|yellow|french) mustard\b|^mustard$/,
  ],
  ["drinks", /\b(wine|beer|stout|ale|lager|cider|brandy|vodka|gin|rum|whisky|ouzo|sherry|marsala|grand marnier|sake|port|tea|tea bags|coffee|apple juice|orange juice)\b/],
  ["dry goods", /^ground (almonds|hazelnuts|rice)\b|\b(extract|essence|vanilla pod|custard powder|cocoa|baking powder|bicarbonate|baking soda|cornflour|cornstarch|gelatine)\b|\b(strong )?(white |wholemeal )?bread flour\b/],
  [
    "spices",
    /\b(salt|gochugaru|peppercorns|(black|white|cayenne|aleppo|ground) pepper|cumin|paprika|turmeric|cinnamon|nutmeg|cloves|cardamom|saffron|allspice|star anise|five-spice|five spice|garam masala|chaat masala|ras el hanout|sumac|pul biber|togarashi|curry (powder|leaves)|chilli (powder|flakes)|chili (powder|flakes)|(cumin|coriander|fennel|caraway|nigella|fenugreek|mustard|celery) seeds|bay lea(f|ves)|juniper|seasoning|spice|garlic powder|onion powder|mustard powder)\b|^ground |^dried (?!fruit)/,
  ],
  [
    "meat and fish",
    /\b(beef|pork|lamb|mutton|veal|goat(?!.s cheese)|chicken|duck|turkey|rabbit|venison|mince|steaks?|chops?|sausages?|sausage meat|bacon|lardons|pancetta|guanciale|prosciutto|chorizo|salami|ham|kielbasa|black pudding|gammon|livers?|pate|prawns|shrimp|squid|clams|mussels|scallops|crab|lobster|fish|fillets?|cod|hake|haddock|salmon|trout|mackerel|monkfish|pollock|sea bass|sea bream|sardines|tuna)\b/,
  ],
  [
    "dairy and eggs",
    /\b(milk|butter|cream|creme fraiche|cheese|cheddar|parmesan|pecorino|gruyere|stilton|mozzarella|provolone|feta|ricotta|mascarpone|halloumi|paneer|queso fresco|yogh?urt|eggs?|egg (yolks?|whites?)|ghee|buttermilk|tofu|pastry|falafel)\b/,
  ],
  ["bakery", /\b(bread|loaf|baguette|buns?|bread rolls?|dinner rolls?|pitta|pita|tortillas|wraps|naan|flatbreads?|croissants?|brioche|breadcrumbs|ciabatta|sourdough|muffins|crumpets|bagels?)\b|^tortillas?$|\bpide\b/],
  [
    "produce",
    /\b(onions?|shallots?|garlic|ginger|galangal|lemongrass|potato(es)?|carrots?|parsnips?|swede|turnips?|celeriac|celery|leeks?|tomato(es)?|peppers?|chill(i|ies)|jalapenos?|scotch bonnets?|lemons?|limes?|oranges?|apples?|pears?|bananas?|berries|cherries|plums|mangoes|mangos?|pineapples?|plantains?|kiwi|passion fruit|grapes|melon|strawberr(y|ies)|raspberr(y|ies)|blueberr(y|ies)|cranberr(y|ies)|pomegranates?|spinach|lettuce|rocket|watercress|kale|cavolo nero|cabbage|chinese leaf|pak choi|bok choy|broccoli|cauliflowers?|brussels sprouts|courgettes?|zucchini|aubergines?|eggplant|mushrooms?|cucumbers?|avocados?|herbs?|parsley|coriander|cilantro|basil|mint|thyme|rosemary|sage|dill|chives|oregano|tarragon|marjoram|lime leaves|pandan leaves|vine leaves|spring onions?|scallions?|green beans|runner beans|broad beans|beans|peas|mangetout|sugar snap|beansprouts|squash|pumpkin|sweet potato(es)?|beetroot|radish(es)?|daikon|fennel|asparagus|corn|fruit|vegetables?|zest|lemon juice|lime juice)\b/,
  ],
  [
    "dry goods",
    /\b(flour|sugar|rice|pasta|spaghetti|penne|linguine|fettuccine|tagliatelle|pappardelle|bucatini|fusilli|farfalle|conchiglie|rigatoni|orecchiette|macaroni|ziti|orzo|ditalini|shells|lasagne|cannelloni|vermicelli|noodles|oats|lentils|dal|couscous|bulgur|quinoa|polenta|cornmeal|semolina|yeast|chocolate|nuts?|almonds|walnuts|pecans|pistachios|cashews|peanuts|hazelnuts|chestnuts|coconut|raisins|currants|mixed peel|candied peel|marzipan|masa harina|marshmallows|sultanas|dates|prunes|apricots|seeds|cereal|crackers|biscuits|sponge fingers|tortilla chips|crisps|nori|kombu|wakame|spring roll wrappers|rice paper)\b/,
  ],
];

function folded(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’']/g, "'");
}

const ruleFor = (name: string): Aisle | undefined => {
  const lower = folded(name);
  return RULES.find(([, pattern]) => pattern.test(lower))?.[0];
};

/**
 * The aisle a shopping line is found in, from its name as written ("chopped tomatoes" is a tin,
 * though the food is tomatoes), else from the English name of the food the parser read in it
 * ("Milch", "lait", "leche": milk, dairy); "other" when neither is known.
 */
export function aisleOf(name: string, food?: string | null): Aisle {
  return ruleFor(name) ?? (food ? ruleFor(food) : undefined) ?? "other";
}
