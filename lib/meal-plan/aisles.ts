/** The shop's aisles, in the order a cook walks a typical UK/US supermarket. */
export const AISLES = ["produce", "dairy and eggs", "bakery", "tins and jars", "dry goods", "spices", "frozen", "other"] as const;
export type Aisle = (typeof AISLES)[number];

// First match wins, so "tinned tomatoes" is a tin before it is produce and "frozen peas" frozen.
const RULES: [Aisle, RegExp][] = [
  ["frozen", /\bfrozen\b|\bice cream\b/],
  ["tins and jars", /\b(tin|tins|tinned|can|cans|canned|jar|passata|tomato (puree|paste)|stock cube|bouillon|coconut milk|chickpeas|kidney beans|black beans|baked beans|sweetcorn|olives|capers|anchov|pickle|mustard|ketchup|mayonnaise|jam|honey|syrup|peanut butter|soy sauce|fish sauce|worcestershire|vinegar|sauce)\b/],
  ["spices", /\b(salt|pepper(corns)?|cumin|paprika|turmeric|cinnamon|nutmeg|cloves?|cardamom|coriander seeds?|chilli (powder|flakes)|cayenne|garam masala|curry powder|oregano|dried|bay lea(f|ves)|saffron|allspice|vanilla|five spice|star anise|fennel seeds?|mustard seeds?|spice|seasoning)\b/],
  ["dairy and eggs", /\b(milk|butter|cream|cheese|cheddar|parmesan|mozzarella|feta|ricotta|mascarpone|yogh?urt|egg|eggs|yolks?|whites?|crème fraîche|creme fraiche|ghee|buttermilk|halloumi)\b/],
  ["bakery", /\b(bread|loaf|baguette|bread rolls?|dinner rolls?|buns?|pitta|pita|tortillas?|wraps?|naan|croissants?|brioche|breadcrumbs|ciabatta|sourdough)\b/],
  ["produce", /\b(onions?|shallots?|garlic|ginger|potato(es)?|carrots?|celery|leeks?|tomato(es)?|peppers?|chill(i|ies)|lemons?|limes?|oranges?|apples?|pears?|bananas?|berries|strawberr(y|ies)|raspberr(y|ies)|blueberr(y|ies)|spinach|lettuce|rocket|kale|cabbage|broccoli|cauliflower|courgettes?|zucchini|aubergines?|eggplant|mushrooms?|cucumbers?|avocados?|herbs?|parsley|coriander|cilantro|basil|mint|thyme|rosemary|sage|dill|chives|spring onions?|scallions?|beans|peas|squash|pumpkin|sweet potato(es)?|beetroot|radish(es)?|fennel|asparagus|corn|fruit|vegetables?)\b/],
  ["dry goods", /\b(flour|sugar|rice|pasta|spaghetti|penne|noodles|oats|lentils|couscous|quinoa|polenta|cornflour|cornstarch|baking powder|bicarbonate|baking soda|yeast|cocoa|chocolate|nuts?|almonds|walnuts|pecans|cashews|peanuts|raisins|sultanas|dates|seeds|oil|cereal|crackers|biscuits|gelatine)\b/],
];

/** The aisle a shopping line is found in, from its name ("other" when no rule knows it). */
export function aisleOf(name: string): Aisle {
  const lower = name.toLowerCase();
  return RULES.find(([, pattern]) => pattern.test(lower))?.[0] ?? "other";
}
