/**
 * Sixteen catalog dishes worked out by hand, as a reference for the estimate: every line's grams
 * as a cook eats them (USDA's household weights: a garlic clove 3 g, a large egg 50 g, a medium
 * onion 110 g, a tablespoon of salt 18 g) times USDA FoodData Central's figures per 100 g (SR
 * Legacy, the number given), salt = sodium × 2.5, carbohydrate available (by difference minus
 * fibre). Where the catalog names a UK product the food table documents (Parmigiano Reggiano's
 * salt, UK double cream and chopped tomatoes, made-up stock cubes, pancetta), its label is used.
 * What is not eaten is left out here by judgement, not by the app's rules: the lemon in a
 * chicken's cavity, the salt that goes with the pasta water, the fat poured off a pan (from
 * USDA's raw and cooked figures: protein stays, the rest of the weight lost is fat and water).
 */

/** kcal, protein, available carbohydrate, fat, salt per 100 g. */
export type Per100g = readonly [kcal: number, protein: number, carbohydrate: number, fat: number, salt: number];

export const USDA = {
  pasta: [371, 13, 71.5, 1.5, 0.02], // 20120 pasta, dry, enriched
  salt: [0, 0, 0, 0, 96.9], // 02047 salt, table
  blackPepper: [251, 10.4, 38.7, 3.3, 0.05], // 02030
  pecorino: [387, 31.8, 3.6, 26.9, 3.58], // 01270 romano
  parmesan: [392, 35.8, 3.2, 25.8, 1.6], // 01033 parmesan, hard; Parmigiano Reggiano's label salt
  garlic: [149, 6.4, 31, 0.5, 0.04], // 11215
  oliveOil: [884, 0, 0, 100, 0], // 04053
  vegetableOil: [884, 0, 0, 100, 0], // 04513
  chilliFlakes: [318, 12, 29.4, 17.3, 0.08], // 02031 red or cayenne pepper
  parsley: [36, 3, 3, 0.8, 0.14], // 11297
  potato: [77, 2, 15.4, 0.1, 0.02], // 11352 flesh and skin, raw
  onion: [40, 1.1, 7.6, 0.1, 0.01], // 11282
  egg: [143, 12.6, 0.7, 9.5, 0.36], // 01123 whole, raw
  eggYolk: [322, 15.9, 3.6, 26.5, 0.12], // 01125
  butter: [717, 0.9, 0.1, 81.1, 1.6], // 01001 salted
  doubleCream: [449, 1.7, 2.6, 48, 0.08], // UK double cream, 48 % fat
  sourdough: [272, 10.8, 49.7, 2.4, 1.5], // 18029 French or Vienna (includes sourdough)
  milk: [61, 3.2, 4.8, 3.3, 0.11], // 01077 whole, 3.25 %
  chickenMeatAndSkin: [215, 18.6, 0, 15.1, 0.18], // 05006 broilers, meat and skin, raw
  chickenFat: [900, 0, 0, 100, 0], // 05012 chicken fat, rendered
  lambFat: [900, 0, 0, 100, 0], // the fat a pan of mince gives up
  duckRoasted: [337, 19, 0, 28.4, 0.15], // 05140 duck, meat and skin, roasted
  lambMince: [282, 16.6, 0, 23.4, 0.15], // 17224 lamb, ground, raw
  carrot: [41, 0.9, 6.8, 0.2, 0.17], // 11124
  celery: [16, 0.7, 1.4, 0.2, 0.2], // 11143
  tomatoPaste: [82, 4.3, 14.8, 0.5, 0.15], // 11546
  flour: [364, 10.3, 73.6, 1, 0.01], // 20081 wheat, all-purpose
  stock: [7, 1, 0.3, 0.2, 0.8], // made-up stock cube (UK label)
  worcestershire: [78, 0, 19.5, 0, 2.45], // 06971
  rosemary: [131, 3.3, 6.6, 5.9, 0.07], // 02063
  peas: [81, 5.4, 9.4, 0.4, 0.01], // 11304
  sugar: [387, 0, 100, 0, 0], // 19335
  brownSugar: [380, 0.1, 98.1, 0, 0.07], // 19334
  orangeJuice: [45, 0.7, 10.2, 0.2, 0], // 09206 raw
  orangePeel: [97, 1.5, 14.4, 0.2, 0.01], // 09216
  redWineVinegar: [19, 0, 0.3, 0, 0.02], // 02068
  whiteVinegar: [18, 0, 0, 0, 0.01], // 02053
  grandMarnier: [315, 0, 24, 0, 0.01], // orange liqueur
  cornflour: [381, 0.3, 90.4, 0.1, 0.02], // 20027
  seaBream: [135, 20, 0, 6.2, 0.18], // farmed gilthead bream (EU data; not in SR Legacy)
  ginger: [80, 1.8, 15.8, 0.8, 0.03], // 11216
  redPepper: [31, 1, 4.2, 0.3, 0.01], // 11821
  ketchup: [101, 1, 27.1, 0.1, 2.27], // 11935
  soySauce: [53, 8.1, 4.1, 0.6, 13.7], // 16124
  chickpeasTinned: [119, 5, 18.2, 1.1, 0.75], // 16057 canned, solids and liquids
  bicarbonate: [0, 0, 0, 0, 68.4], // 18372 sodium bicarbonate, as salt
  tahini: [595, 17, 11.9, 53.8, 0.29], // 12698
  lemonJuice: [22, 0.4, 6.6, 0.2, 0], // 09152
  cumin: [375, 17.8, 33.7, 22.3, 0.42], // 02014
  paprika: [282, 14.1, 19.1, 12.9, 0.17], // 02028
  whitePepper: [296, 10.4, 42.4, 2.1, 0.01], // 02032
  nutmeg: [525, 5.8, 28.5, 36.3, 0.04], // 02025
  greenChilli: [40, 2, 8, 0.2, 0.02], // 11670
  coriander: [23, 2.1, 0.9, 0.5, 0.12], // 11165
  avocado: [160, 2, 1.8, 14.7, 0.02], // 09037
  tomato: [18, 0.9, 2.7, 0.2, 0.01], // 11529
  limeJuice: [25, 0.4, 8, 0.1, 0], // 09160
  bakingPowder: [53, 0, 13.3, 0, 26.5], // 18369
  mapleSyrup: [260, 0, 67, 0.1, 0.03], // 19353
  oats: [379, 13.2, 57.6, 6.5, 0.02], // 08120
  banana: [89, 1.1, 20.2, 0.3, 0], // 09040
  honey: [304, 0.3, 82.2, 0, 0.01], // 19296
  pancetta: [330, 15, 0.1, 30, 3.75], // UK label (not in SR Legacy)
  chickenStock: [7, 0.6, 0.4, 0.3, 0.8], // made-up stock cube (UK label)
  vegetableStock: [6, 0.2, 1, 0.1, 0.7], // made-up stock cube (UK label)
  whiteWine: [82, 0.1, 2.6, 0, 0.01], // 14106 table wine, white
  choppedTomatoes: [21, 0.9, 3.4, 0.2, 0.13], // UK chopped tomatoes (label)
  shortGrainRice: [358, 6.5, 79.2, 0.5, 0], // 20052 white, short-grain, raw
  vanillaExtract: [288, 0.1, 12.7, 0.1, 0.02], // 02050
} as const satisfies Record<string, Per100g>;

export type Reference = { dish: string; servings: number; lines: readonly (readonly [food: keyof typeof USDA, gramsEaten: number])[] };

export const REFERENCES: readonly Reference[] = [
  {
    dish: "Cacio e pepe",
    servings: 4,
    // The pasta takes up about a sixth of the water's 18 g of salt, with the water in the sauce.
    lines: [["salt", 2.7], ["pasta", 400], ["blackPepper", 4.6], ["pecorino", 150]],
  },
  {
    dish: "Aglio e olio",
    servings: 4,
    lines: [["salt", 2.7], ["pasta", 400], ["garlic", 18], ["oliveOil", 92], ["chilliFlakes", 1.8], ["parsley", 11.4], ["parmesan", 40]],
  },
  {
    dish: "Spaghetti carbonara",
    servings: 4,
    // A tenth of the pasta water's salt; the pancetta's fat is the sauce, so all of it is eaten.
    lines: [["pasta", 400], ["salt", 1.8], ["pancetta", 150], ["oliveOil", 4.6], ["egg", 150], ["eggYolk", 34], ["pecorino", 50], ["parmesan", 25], ["blackPepper", 2.3]],
  },
  {
    dish: "Tortilla de patatas",
    servings: 6,
    // Of 230 g of oil the potatoes and onion keep about a third; the rest is drained off and kept.
    lines: [["potato", 700], ["onion", 110], ["oliveOil", 75], ["salt", 6], ["egg", 300]],
  },
  {
    dish: "Hummus",
    servings: 6,
    // Drained tins: the beans keep their energy, the brine takes 40 % of the salt; the bicarbonate
    // goes with its cooking water.
    lines: [
      ["chickpeasTinned", 800], ["salt", (800 * 0.75 * -0.4) / 96.9], ["bicarbonate", 0.23], ["tahini", 100], ["lemonJuice", 45],
      ["garlic", 3], ["salt", 3], ["cumin", 1], ["oliveOil", 27], ["paprika", 0.6],
    ],
  },
  {
    dish: "Roast chicken",
    servings: 5,
    // 1.6 kg as bought is 68 % meat and skin (USDA's refuse); roasted, it gives up 38 % of its fat
    // (05006 raw against 05009 roasted, protein kept), most of it spooned off: 50 g. The lemon and
    // thyme in the cavity are not eaten.
    lines: [
      ["chickenMeatAndSkin", 1088], ["chickenFat", -50], ["butter", 30], ["garlic", 18], ["salt", 7.5], ["onion", 220], ["potato", 900],
      ["vegetableOil", 41.4], ["whiteWine", 99], ["flour", 7.8], ["chickenStock", 300],
    ],
  },
  {
    dish: "Scrambled eggs on toast",
    servings: 2,
    // UK large eggs are about 58 g out of the shell; a slice of a sourdough loaf about 45 g.
    lines: [["egg", 290], ["doubleCream", 15], ["salt", 0.36], ["butter", 25], ["sourdough", 180]],
  },
  {
    dish: "Tomato soup",
    servings: 4,
    lines: [
      ["oliveOil", 27.6], ["butter", 15], ["onion", 110], ["carrot", 61], ["celery", 40], ["garlic", 6], ["tomatoPaste", 16],
      ["choppedTomatoes", 800], ["vegetableStock", 500], ["sugar", 4.2], ["salt", 3], ["doubleCream", 59],
    ],
  },
  {
    dish: "Mashed potatoes",
    servings: 4,
    // Peeled, 1 kg of potatoes is about 900 g; they take up a tenth of the cooking water's salt.
    lines: [["potato", 900], ["salt", 1.8], ["milk", 124], ["butter", 50], ["salt", 3], ["whitePepper", 0.6], ["nutmeg", 0.36]],
  },
  {
    dish: "Guacamole",
    servings: 4,
    // Three Hass avocados' flesh (136 g each), a small onion's half, a serrano-sized chilli, a lime's juice.
    lines: [["onion", 35], ["greenChilli", 14], ["coriander", 15], ["salt", 3], ["avocado", 408], ["tomato", 123], ["limeJuice", 44]],
  },
  {
    dish: "American pancakes",
    servings: 4,
    lines: [["flour", 200], ["bakingPowder", 9.2], ["sugar", 25], ["salt", 3], ["egg", 100], ["milk", 257.5], ["butter", 40], ["mapleSyrup", 80]],
  },
  {
    dish: "Porridge",
    servings: 2,
    lines: [["oats", 80], ["milk", 309], ["salt", 0.36], ["banana", 118], ["honey", 42]],
  },
  {
    dish: "Rice pudding",
    servings: 4,
    lines: [["butter", 15], ["shortGrainRice", 100], ["sugar", 50], ["milk", 927], ["doubleCream", 98], ["vanillaExtract", 4.2], ["nutmeg", 0.55]],
  },
  {
    dish: "Shepherd's pie",
    servings: 6,
    // 750 g of mince: USDA's raw (17224) and cooked (17225) lamb mince keep the protein and lose
    // 44 % of the fat, 77 g, drained off (the oil drained with it, 1 tbsp returned to the pan).
    // The potatoes are peeled (about 87 % of 1.2 kg).
    lines: [
      ["vegetableOil", 13.8], ["lambMince", 750], ["lambFat", -77], ["onion", 110], ["carrot", 122], ["celery", 40], ["garlic", 6],
      ["tomatoPaste", 32], ["flour", 7.8], ["stock", 400], ["worcestershire", 17], ["rosemary", 1], ["peas", 100], ["potato", 1044],
      ["butter", 50], ["milk", 103], ["salt", 6],
    ],
  },
  {
    dish: "Escabeche",
    servings: 4,
    // Two 400 g bream give about 400 g of flesh; of 138 g of oil, 2 tbsp stay for the sauce and the
    // fish takes up about 5 % of its weight; the rest is poured off.
    lines: [
      ["seaBream", 400], ["salt", 6], ["flour", 23], ["vegetableOil", 47.6], ["garlic", 9], ["ginger", 30], ["onion", 110],
      ["redPepper", 119], ["carrot", 61], ["whiteVinegar", 81], ["brownSugar", 55], ["ketchup", 34], ["soySauce", 16], ["cornflour", 8],
    ],
  },
  {
    dish: "Duck à l'orange",
    servings: 4,
    // A 2 kg duck is 70 % meat and skin; roasted it keeps its protein (11.5 g raw, 19 g roasted per
    // 100 g): 847 g of roast meat and skin, the rest of the fat poured off. One orange roasts in the
    // cavity and is thrown away; the sauce has the zest of one and the juice of two.
    lines: [
      ["duckRoasted", 847], ["salt", 12], ["blackPepper", 2.3], ["orangePeel", 6], ["orangeJuice", 172], ["sugar", 50],
      ["redWineVinegar", 45], ["chickenStock", 300], ["grandMarnier", 31.5], ["cornflour", 2.7], ["butter", 20],
    ],
  },
];

/** A reference dish's kcal, protein, carbohydrate, fat and salt per serving. */
export function referencePerServing({ servings, lines }: Reference): Per100g {
  const total = [0, 0, 0, 0, 0];
  for (const [food, grams] of lines) USDA[food].forEach((value, index) => (total[index]! += (value * grams) / 100));
  return total.map((value) => value / servings) as unknown as Per100g;
}
