import type { TipTheme } from "../types";

export const knifeSkills: TipTheme = {
  slug: "knife-skills",
  title: "Knife skills",
  intro: "Most of a recipe's preparation is cutting. Doing it safely and evenly makes everything after it easier.",
  tips: [
    {
      slug: "sharp-knife-steady-board",
      title: "Keep the knife sharp and the board still",
      text: [
        "A blunt knife needs pushing, and a pushed blade is the one that skids off a tomato skin. A few strokes on a steel or a pull-through sharpener every week keeps a cook's knife biting; a damp cloth or a sheet of wet kitchen paper under the board stops it sliding.",
        "Hold the food with your fingertips tucked under and your knuckles forward, so the side of the blade rests against the knuckles and the tips stay out of its way. Walk that hand back as you cut.",
      ],
      meals: [
        { id: "10456", name: "Kachumber salad", shows: "dice" },
        { id: "10405", name: "Gazpacho", shows: "dice" },
        { id: "10416", name: "Tabbouleh", shows: "parsley" },
      ],
    },
    {
      slug: "dicing-an-onion",
      title: "Dice an onion with its root on",
      text: [
        "Halve the onion from tip to root and peel it, but leave the root end in place: it holds the layers together. Lay each half flat, make thin cuts lengthways that stop just short of the root, then slice across them. Small, even pieces soften and brown at the same rate, which is where a sauce's sweetness comes from.",
      ],
      meals: [
        { id: "10500", name: "Chana masala", shows: "finely chopped onions" },
        { id: "10501", name: "Dal tadka", shows: "finely chopped onion" },
        { id: "10300", name: "Spaghetti bolognese", shows: "diced vegetables" },
      ],
    },
    {
      slug: "even-pieces",
      title: "Cut pieces the same size",
      text: [
        "Pieces of one size cook in one time. When potatoes for roasting range from walnut to fist, the small ones burn before the big ones are soft in the middle. Cut to the size the recipe gives, and halve anything much bigger.",
      ],
      meals: [
        { id: "10456", name: "Kachumber salad", shows: "same size" },
        { id: "10407", name: "Minestrone", shows: "same size" },
        { id: "10024", name: "Aloo Gobi", shows: "a similar size" },
      ],
    },
    {
      slug: "garlic-three-ways",
      title: "Slice, chop or crush garlic for the strength you want",
      text: [
        "The more garlic is broken, the sharper it tastes: thin slices stay mellow and sweet, chopped garlic is stronger, crushed or grated garlic is the fiercest. Garlic burns in about a minute in hot fat and turns bitter, so it usually goes in after the onions, not with them.",
      ],
      meals: [
        { id: "10140", name: "Aglio e olio", shows: "garlic" },
        { id: "10352", name: "Garlic bread", shows: "crush" },
        { id: "10500", name: "Chana masala", shows: "grated garlic" },
      ],
    },
  ],
};

export const seasoning: TipTheme = {
  slug: "seasoning",
  title: "Seasoning",
  intro: "Salt, acid, spice and herbs, added at the right moment, are the difference between flat and full of flavour.",
  tips: [
    {
      slug: "season-as-you-go",
      title: "Season as you go, then taste at the end",
      text: [
        "A little salt at each stage seasons every layer; salt added only at the table sits on the surface. Stock cubes, soy sauce, cheese, olives and capers bring salt of their own, so taste before you add more, and always taste once more just before serving.",
      ],
      meals: [
        { id: "10400", name: "Tomato soup", shows: "taste" },
        { id: "10511", name: "Three-bean chilli", shows: "taste" },
        { id: "10301", name: "Lentil bolognese", shows: "taste" },
      ],
    },
    {
      slug: "finish-with-acid",
      title: "Brighten a flat dish with lemon or vinegar",
      text: [
        "When a soup, stew or curry has enough salt but still tastes dull, it usually wants acid: a squeeze of lemon or lime, or a dash of vinegar. Add it at the end, since long simmering blunts it, and add a little at a time.",
      ],
      meals: [
        { id: "10404", name: "Lentil soup", shows: "lemon" },
        { id: "10500", name: "Chana masala", shows: "lemon" },
        { id: "10531", name: "Butter bean stew", shows: "sherry vinegar" },
      ],
    },
    {
      slug: "bloom-spices",
      title: "Wake whole spices up in hot fat",
      text: [
        "Whole seeds such as cumin and mustard give up their flavour best in hot fat. Let them sizzle in the hot fat for 30 seconds to a minute, until they crackle and smell toasty, before the next ingredient goes in. Ground spices burn faster: stir them for about a minute, with a splash of water if they start to catch. Burnt spices taste bitter and cannot be rescued.",
        "A tadka is the same idea at the end: spices fried in ghee or oil and poured over a dal just before it is served.",
      ],
      meals: [
        { id: "10501", name: "Dal tadka", shows: "tadka" },
        { id: "10109", name: "Jeera rice", shows: "cumin seeds" },
        { id: "10024", name: "Aloo Gobi", shows: "sizzle" },
      ],
    },
    {
      slug: "herbs-early-and-late",
      title: "Woody herbs early, soft herbs late",
      text: [
        "Rosemary, thyme, bay and sage need time in the pot to give up their flavour. Basil, parsley, coriander, mint and dill lose theirs in the heat, so they go in at the end or raw. Dry soft herbs well before chopping them with a sharp knife: wet leaves bruise into a dark paste.",
      ],
      meals: [
        { id: "10350", name: "Tuscan beans with sage and tomato", shows: "sage" },
        { id: "10514", name: "Ratatouille", shows: "basil" },
        { id: "10416", name: "Tabbouleh", shows: "mint" },
      ],
    },
  ],
};
