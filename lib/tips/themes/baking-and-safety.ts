import type { TipTheme } from "../types";

export const baking: TipTheme = {
  slug: "baking",
  title: "Baking",
  intro: "Baking forgives less than the stove: the mix goes into the oven and you cannot adjust it. Measure carefully and learn the signs of done.",
  tips: [
    {
      slug: "weigh-and-know-your-oven",
      title: "Weigh ingredients and know your oven",
      text: [
        "Scales are more reliable than cups: a cup of flour can weigh 20 % more or less depending on how it is scooped. Heat the oven fully before the tin goes in; with a fan oven, set it about 20 °C lower than a conventional one (our recipes give both). Keep the door shut for the first two-thirds of the baking: a rush of cool air makes a rising sponge or batter sink.",
      ],
      meals: [
        { id: "10633", name: "Victoria sponge", shows: "do not open the oven" },
        { id: "10105", name: "Yorkshire puddings", shows: "without opening the door" },
        { id: "10629", name: "Brownies", shows: "160°c fan" },
      ],
    },
    {
      slug: "lumpy-batter",
      title: "Stop mixing muffins and pancakes while lumpy",
      text: [
        "Stirring flour with liquid develops gluten, which is what you want in bread and not in a muffin. Mix wet into dry in as few strokes as possible and stop while a few streaks of flour remain. Overmixed batter bakes into tough, peaked muffins with tunnels inside.",
      ],
      meals: [
        { id: "10611", name: "Blueberry muffins", shows: "lumpy" },
        { id: "10600", name: "American pancakes", shows: "a few small lumps are fine" },
        { id: "10631", name: "Banana bread", shows: "fold in until no dry flour remains" },
      ],
    },
    {
      slug: "cold-fat-for-pastry",
      title: "Keep pastry and scone dough cold and handle it lightly",
      text: [
        "Rub cold butter into the flour with your fingertips, add just enough cold water to bring it together, and rest the dough in the fridge before rolling: cold fat makes flaky layers and a rested dough shrinks less. For a crisp tart base, bake the empty case with paper and baking beans first (blind baking) before the wet filling goes in.",
      ],
      meals: [
        { id: "10641", name: "Scones", shows: "cold butter" },
        { id: "10519", name: "Spinach and feta quiche", shows: "blind baking" },
        { id: "10636", name: "Apple pie", shows: "cold butter" },
      ],
    },
    {
      slug: "knead-and-prove",
      title: "Knead bread until it springs back, and prove it until doubled",
      text: [
        "Kneading builds the stretchy gluten that traps the yeast's gas: after 8–10 minutes the dough turns smooth and springs back slowly when poked. Leave it covered somewhere warm until it has doubled in size, which takes about an hour; a slow rise in the fridge overnight gives more flavour.",
      ],
      meals: [
        { id: "10341", name: "Margherita pizza", shows: "doubled" },
        { id: "10424", name: "Naan", shows: "knead" },
        { id: "10353", name: "Rosemary focaccia", shows: "doubled" },
      ],
    },
    {
      slug: "is-it-done",
      title: "Learn the signs of done",
      text: [
        "A sponge is baked when it springs back under a light press and starts to shrink from the tin; a loaf cake when a skewer in the middle comes out clean. Brownies are the exception: take them out while the centre still wobbles slightly, because they go on cooking in the hot tin and turn cakey if the skewer comes out clean.",
      ],
      meals: [
        { id: "10633", name: "Victoria sponge", shows: "spring back" },
        { id: "10631", name: "Banana bread", shows: "skewer" },
        { id: "10629", name: "Brownies", shows: "slightly underdone" },
      ],
    },
  ],
};

export const FOOD_SAFETY_SLUG = "food-safety";

/** The key figures side by side, as each authority states them (shown as a table on the page). */
export const SAFE_TEMPERATURES: readonly { what: string; uk: string; us: string }[] = [
  {
    what: "Poultry, minced meat, burgers, sausages (centre)",
    uk: "75 °C, or 70 °C for 2 minutes",
    us: "Poultry 165 °F (74 °C); mince 160 °F (71 °C)",
  },
  { what: "Reheated leftovers (centre)", uk: "Steaming hot throughout, 75 °C", us: "165 °F (74 °C)" },
  { what: "Hot food waiting to be served", uk: "63 °C or above", us: "140 °F (60 °C) or above" },
  { what: "Fridge", uk: "0–5 °C", us: "40 °F (4 °C) or below" },
  { what: "Freezer", uk: "−18 °C", us: "0 °F (−18 °C)" },
  { what: "Leftovers in the fridge", uk: "Eat within 2 days", us: "Eat within 3–4 days" },
];

/**
 * Every figure here is one the named authority publishes: the UK Food Standards Agency and NHS,
 * or the US Department of Agriculture's Food Safety and Inspection Service and the FDA. Where
 * they differ, the page gives both and says whose each is, rather than blending them into a
 * figure nobody published.
 */
export const foodSafety: TipTheme = {
  slug: FOOD_SAFETY_SLUG,
  title: "Food safety",
  intro: "A few habits and temperatures prevent most food poisoning at home. The figures below come from the UK Food Standards Agency (FSA), the NHS, the US Department of Agriculture (USDA) and the US Food and Drug Administration (FDA).",
  tips: [
    {
      slug: "cook-poultry-through",
      title: "Cook poultry and mince right through: 75 °C (165 °F)",
      text: [
        "Bacteria on poultry, minced meat, burgers and sausages can be inside the food, not only on its surface, so these must be cooked all the way through: steaming hot, no pink left and the juices running clear. With a probe thermometer in the thickest part, aim for 75 °C; the FSA also accepts 70 °C held for 2 minutes. The USDA's figure for all poultry is 165 °F (74 °C), and 160 °F (71 °C) for minced beef, pork and lamb.",
        "Whole steaks and whole, unrolled joints of beef or lamb can be served pink, because their bacteria sit on the outside, which searing kills.",
      ],
      meals: [
        { id: "10714", name: "Roast chicken", shows: "75°c" },
        { id: "10213", name: "Chicken Kiev", shows: "75°c" },
        { id: "10717", name: "Beef burgers", shows: "cooked through" },
      ],
    },
    {
      slug: "raw-chicken-and-boards",
      title: "Keep raw meat away from food that will not be cooked",
      text: [
        "Do not wash raw chicken: splashing spreads its bacteria over the sink and worktop, and cooking kills them anyway. Use a separate board for raw meat and fish, or wash it in hot soapy water before you chop salad on it, and wash your hands after handling raw meat. In the fridge, keep raw meat covered on the bottom shelf so it cannot drip onto anything else.",
      ],
      meals: [
        { id: "10207", name: "Ayam goreng", shows: "wash your hands and board" },
        { id: "10209", name: "Jerk chicken", shows: "after handling the raw chicken" },
        { id: "10211", name: "Yakitori", shows: "never touches brushes used on raw chicken" },
      ],
    },
    {
      slug: "fridge-and-danger-zone",
      title: "Keep the fridge at 5 °C or below, and cool leftovers quickly",
      text: [
        "Bacteria multiply fastest between about 5 °C and 63 °C: keep your fridge at 0–5 °C (FSA) and hot food at 63 °C or above until it is served. The USDA's \"danger zone\" is 40–140 °F (4–60 °C), and it advises not leaving perishable food out for more than 2 hours (1 hour above 90 °F, 32 °C).",
        "Cool leftovers as fast as you can and get them into the fridge within 1–2 hours: spread them in a shallow container or divide a big pot. Eat them within 2 days or freeze them (freezer at −18 °C, 0 °F). Defrost in the fridge, not on the worktop, and use defrosted food within 24 hours.",
      ],
      meals: [
        { id: "10511", name: "Three-bean chilli", shows: "cool it quickly" },
        { id: "10740", name: "Beef and Guinness stew", shows: "freezes" },
        { id: "10435", name: "Devilled eggs", shows: "fridge" },
      ],
    },
    {
      slug: "reheat-steaming-hot",
      title: "Reheat leftovers until steaming hot, once",
      text: [
        "Reheat food until it is steaming hot all the way through: 75 °C in the middle by the FSA's measure, 165 °F (74 °C) by the USDA's. Stir halfway in the microwave, because it heats unevenly. Reheat only the portion you will eat, and only once. Thick dals and soups need a splash of water as they warm.",
      ],
      meals: [
        { id: "10715", name: "Chilli con carne", shows: "piping hot" },
        { id: "10501", name: "Dal tadka", shows: "reheating" },
        { id: "10404", name: "Lentil soup", shows: "reheating" },
      ],
    },
    {
      slug: "cooked-rice",
      title: "Cool cooked rice within an hour",
      text: [
        "Rice can carry spores of Bacillus cereus that survive cooking; left warm, they grow and make a toxin that reheating does not destroy. The NHS advises serving rice as soon as it is cooked, or cooling it quickly (ideally within 1 hour), keeping it in the fridge for no more than 1 day, reheating it until steaming hot and never reheating it twice.",
      ],
      meals: [
        { id: "10507", name: "Egg fried rice", shows: "within an hour" },
        { id: "10114", name: "Arancini", shows: "chill" },
      ],
    },
    {
      slug: "kidney-beans",
      title: "Boil dried red kidney beans hard for 10 minutes",
      text: [
        "Raw red kidney beans contain a natural toxin, a lectin: as few as four or five undercooked beans can cause severe vomiting. Soak dried ones overnight, drain, then boil them hard in fresh water for at least 10 minutes before simmering until soft (the US FDA's figure). A slow cooker alone does not get hot enough to destroy the toxin. Tinned kidney beans are already cooked and safe straight from the tin.",
      ],
      meals: [
        { id: "10543", name: "Rajma", shows: "boil them hard" },
        { id: "10715", name: "Chilli con carne", shows: "drain and rinse the kidney beans" },
      ],
    },
    {
      slug: "raw-eggs",
      title: "Choose safe eggs for dishes where they stay raw",
      text: [
        "Mousse, tiramisu and homemade mayonnaise use raw or lightly cooked eggs. In the UK, the FSA says eggs with the British Lion mark can be eaten runny or raw even by pregnant women, babies and older people; for other eggs, and elsewhere, give these dishes only to healthy adults or use pasteurised eggs, as the USDA advises.",
      ],
      meals: [
        { id: "10640", name: "Chocolate mousse", shows: "british lion" },
        { id: "10007", name: "Tiramisu", shows: "not cooked" },
      ],
    },
  ],
  sources: [
    { name: "Food Standards Agency: Cooking your food", url: "https://www.food.gov.uk/safety-hygiene/cooking-your-food" },
    {
      name: "Food Standards Agency: How to chill, freeze and defrost food safely",
      url: "https://www.gov.uk/government/publications/how-to-chill-freeze-and-defrost-food-safely",
    },
    {
      name: "NHS: Can reheating rice cause food poisoning?",
      url: "https://www.nhs.uk/common-health-questions/food-and-diet/can-reheating-rice-cause-food-poisoning/",
    },
    {
      name: "US FDA: Bad Bug Book (phytohaemagglutinin, the kidney bean lectin)",
      url: "https://www.fda.gov/food/foodborne-pathogens/bad-bug-book-second-edition",
    },
    {
      name: "USDA FSIS: Safe Minimum Internal Temperature Chart",
      url: "https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart",
    },
    {
      name: "USDA FSIS: Danger Zone (40 °F – 140 °F)",
      url: "https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/danger-zone-40f-140f",
    },
  ],
};
