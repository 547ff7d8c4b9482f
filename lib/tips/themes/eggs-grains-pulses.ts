import type { TipTheme } from "../types";

export const eggs: TipTheme = {
  slug: "eggs",
  title: "Eggs",
  intro: "Eggs begin to set at about 62 °C and are firm long before water boils, so gentle heat and good timing decide whether they come out creamy or rubbery.",
  tips: [
    {
      slug: "scramble-low-and-slow",
      title: "Scramble eggs slowly and stop early",
      text: [
        "Cook scrambled eggs over a low heat, stirring and scraping the whole pan, so they set into soft curds. Take them off while they still look a little wet and glossy: they go on cooking in the hot pan and on the plate. High heat squeezes the water out and leaves them rubbery and weeping.",
      ],
      meals: [
        { id: "10609", name: "Scrambled eggs on toast", shows: "low heat" },
        { id: "10619", name: "Akuri", shows: "eggs" },
      ],
    },
    {
      slug: "poach-fresh-eggs",
      title: "Poach the freshest eggs in barely simmering water",
      text: [
        "A fresh egg's white holds tightly around the yolk; an older one spreads into wisps. Crack each egg into a cup first, slide it into water that is barely simmering (a splash of vinegar helps the white set), and give it about 3 minutes, until the white is set and the yolk still soft to the touch.",
      ],
      meals: [
        { id: "10610", name: "Eggs Benedict", shows: "freshest eggs" },
        { id: "10617", name: "Eggs Florentine", shows: "poach" },
        { id: "10623", name: "Turkish eggs", shows: "poach" },
      ],
    },
    {
      slug: "boil-then-chill",
      title: "Boil eggs by the clock, then chill them",
      text: [
        "Lower eggs into water that is already boiling, so the timing is the same every time: 6–7 minutes for a jammy yolk, 10 for a firm one (large eggs from the fridge). Lift them straight into iced water: it stops the cooking, prevents the grey ring round the yolk and makes them easier to peel. Eggs a week old peel more cleanly than very fresh ones.",
      ],
      meals: [
        { id: "10435", name: "Devilled eggs", shows: "iced water" },
        { id: "10724", name: "Tuna Niçoise salad", shows: "lower the eggs into boiling water" },
        { id: "10705", name: "Kedgeree", shows: "boil the eggs for 8 minutes" },
      ],
    },
    {
      slug: "whisk-whites",
      title: "Whisk egg whites in a spotless bowl",
      text: [
        "A trace of yolk or grease stops whites from foaming, so use a clean, dry bowl and separate each egg over a cup first. Whisk to soft peaks (the tips flop over) or stiff peaks (they stand up), and for meringue add the sugar a spoonful at a time until it no longer feels gritty. Fold whipped whites into a mixture gently with a large spoon so the air stays in.",
      ],
      meals: [
        { id: "10637", name: "Pavlova", shows: "stiff peaks" },
        { id: "10640", name: "Chocolate mousse", shows: "peaks" },
        { id: "10644", name: "Eton mess", shows: "egg whites" },
      ],
    },
  ],
};

export const riceAndGrains: TipTheme = {
  slug: "rice-and-grains",
  title: "Rice and grains",
  intro: "Each grain has its own method: some want rinsing and a lid, some want stirring, and some want to be left alone.",
  tips: [
    {
      slug: "rinse-and-rest-rice",
      title: "Rinse rice, lid it, and let it rest",
      text: [
        "Rinse basmati or jasmine rice in several changes of cold water until it runs almost clear: the loose starch you wash away is what makes grains stick. Cook it with a measured amount of water under a tight lid on the lowest heat without peeking, then leave it covered off the heat for 10 minutes before fluffing it with a fork.",
      ],
      meals: [
        { id: "10109", name: "Jeera rice", shows: "without lifting the lid" },
        { id: "10422", name: "Rice pilaf", shows: "tight-fitting lid" },
        { id: "10543", name: "Rajma", shows: "rinse the rice" },
      ],
    },
    {
      slug: "risotto-stock-and-stirring",
      title: "Give risotto hot stock, a ladle at a time",
      text: [
        "Toast the rice in the fat until the grains look glassy at the edges, then add hot stock one ladleful at a time, stirring often: the rubbing releases the starch that makes risotto creamy. Stop when the rice still has a slight bite, take it off the heat and beat in cold butter and cheese. Cold stock stalls the cooking each time it goes in.",
      ],
      meals: [
        { id: "10342", name: "Mushroom risotto", shows: "ladleful" },
        { id: "10343", name: "Pea and lemon risotto", shows: "risotto rice" },
        { id: "10538", name: "Butternut squash risotto", shows: "risotto rice" },
      ],
    },
    {
      slug: "cold-rice-for-frying",
      title: "Fry rice that was cooked the day before",
      text: [
        "Freshly cooked rice is soft and steamy and clumps in the wok. Spread cooked rice on a tray so it cools within the hour, chill it, and fry it the next day over a high heat: the cold, dry grains stay separate.",
      ],
      seeAlso: "cooked-rice",
      meals: [
        { id: "10507", name: "Egg fried rice", shows: "cooled within an hour" },
        { id: "10114", name: "Arancini", shows: "hot stock a ladle at a time" },
      ],
    },
    {
      slug: "leave-paella-alone",
      title: "Leave paella alone",
      text: [
        "Once the stock is in, stop stirring. Paella rice is meant to cook in an even, undisturbed layer, and in the last minute, over a higher heat, the base toasts into a crisp crust. Listen for a gentle crackle and stop before it smells burnt.",
      ],
      meals: [
        { id: "10700", name: "Seafood paella", shows: "do not stir" },
        { id: "10527", name: "Vegetable paella", shows: "do not stir again" },
      ],
    },
    {
      slug: "soak-dont-boil-bulgur",
      title: "Soak bulgur and couscous rather than boil them",
      text: [
        "Fine bulgur and couscous are already cooked and dried; they only need to drink. Cover them with cold or boiling water as the recipe says, leave them to absorb it, then squeeze or fluff them with a fork. Boiled, they turn to porridge.",
      ],
      meals: [
        { id: "10416", name: "Tabbouleh", shows: "soak" },
        { id: "10547", name: "Couscous with seven vegetables", shows: "fluff it up with a fork" },
        { id: "10535", name: "Stuffed aubergines", shows: "bulgur" },
      ],
    },
  ],
};

export const pulses: TipTheme = {
  slug: "pulses",
  title: "Pulses",
  intro: "Beans, lentils, chickpeas and dried peas are cheap, filling and keep for months. Each kind cooks in its own way.",
  tips: [
    {
      slug: "red-lentils-collapse",
      title: "Pick the lentil for the job",
      text: [
        "Red lentils need no soaking and collapse into a purée in 20–25 minutes, which is what you want in dal and soup. Green and brown lentils keep their shape, for a bolognese, a salad or mujadara. Rinse both and pick out any grit.",
      ],
      meals: [
        { id: "10501", name: "Dal tadka", shows: "red lentils" },
        { id: "10404", name: "Lentil soup", shows: "fallen apart" },
        { id: "10301", name: "Lentil bolognese", shows: "hold their shape" },
        { id: "10033", name: "Mujadara", shows: "holding their shape" },
      ],
    },
    {
      slug: "soak-dried-beans",
      title: "Soak dried beans overnight",
      text: [
        "Dried beans and chickpeas need 8–12 hours in plenty of cold water: they more than double in size. Drain them and cook them in fresh water until tender before any tomatoes or vinegar go in: acid keeps beans hard. Tinned beans are already cooked. As a rough guide, a 400 g tin holds about 240 g of drained beans, which is what 100 g of dried beans gives once cooked.",
        "Red kidney beans must also boil hard for at least 10 minutes before they simmer.",
      ],
      seeAlso: "kidney-beans",
      meals: [
        { id: "10030", name: "Gigantes Plaki", shows: "soak the beans overnight" },
        { id: "10536", name: "Dal makhani", shows: "soak" },
        { id: "10450", name: "Mushy peas", shows: "soak" },
      ],
    },
    {
      slug: "mash-some-beans",
      title: "Crush a few beans to thicken the sauce",
      text: [
        "Press a ladleful of beans or chickpeas against the side of the pan and stir them back in: their starch turns a thin sauce into a clinging one without flour or cream. Do the same with lentils in a dal.",
      ],
      meals: [
        { id: "10500", name: "Chana masala", shows: "crush" },
        { id: "10350", name: "Tuscan beans with sage and tomato", shows: "crush a ladleful of the beans" },
        { id: "10543", name: "Rajma", shows: "mashing" },
      ],
    },
    {
      slug: "chickpeas-for-hummus-and-falafel",
      title: "Soft chickpeas for hummus, raw soaked ones for falafel",
      text: [
        "For smooth hummus, simmer even tinned chickpeas with a little bicarbonate of soda until they are falling apart, then blend with iced water for a pale, light purée. Falafel are the reverse: they are made from soaked but uncooked chickpeas, because cooked ones are too wet and fall apart in the oil.",
      ],
      meals: [
        { id: "10414", name: "Hummus", shows: "bicarbonate of soda" },
        { id: "10417", name: "Falafel", shows: "never tinned" },
      ],
    },
  ],
};
