import type { TipTheme } from "../types";

export const pasta: TipTheme = {
  slug: "pasta",
  title: "Pasta",
  intro: "Good pasta is seasoned while it cooks, stopped while it still has bite, and finished in its sauce.",
  tips: [
    {
      slug: "salt-the-water",
      title: "Salt the water, skip the oil",
      text: [
        "Pasta takes up salt only while it cooks, so the water is your one chance to season it: about a tablespoon for a big pan of 4 litres. Keep it at a rolling boil and stir in the first minute so nothing sticks. Oil in the water does nothing for sticking and leaves a film that stops the sauce from clinging.",
      ],
      meals: [
        { id: "10323", name: "Spaghetti al pomodoro", shows: "salt for the pasta water" },
        { id: "10305", name: "Penne arrabbiata", shows: "salt for the pasta water" },
      ],
    },
    {
      slug: "keep-pasta-water",
      title: "Save a mug of the cooking water",
      text: [
        "Before you drain, scoop out a mugful of the starchy cooking water. Toss the pasta in the pan with its sauce over the heat and add the water a splash at a time: the starch binds fat and water into a glossy sauce that coats every strand. It is how cacio e pepe and aglio e olio become creamy with no cream at all.",
      ],
      meals: [
        { id: "10141", name: "Cacio e pepe", shows: "pasta water" },
        { id: "10140", name: "Aglio e olio", shows: "pasta cooking water" },
        { id: "10308", name: "Spaghetti alle vongole", shows: "pasta water" },
      ],
    },
    {
      slug: "carbonara-off-the-heat",
      title: "Add the eggs off the heat",
      text: [
        "For carbonara, take the pan off the heat and let the pasta cool for a minute before the egg and cheese go in, then toss quickly with a splash of pasta water. Too hot and the eggs scramble; a little cooler and they thicken into a silky sauce.",
      ],
      meals: [{ id: "10304", name: "Spaghetti carbonara", shows: "off the heat" }],
    },
    {
      slug: "undercook-for-the-oven",
      title: "Undercook pasta that will be baked",
      text: [
        "Pasta for a bake goes on cooking in the oven and soaks up sauce there. Boil it for 2 minutes less than the packet says, so it comes out of the oven tender rather than soft.",
      ],
      meals: [
        { id: "10309", name: "Tuna pasta bake", shows: "2 minutes less" },
        { id: "10313", name: "Baked ziti", shows: "3 minutes less" },
        { id: "10142", name: "Mac and cheese", shows: "2 minutes less" },
      ],
    },
  ],
};

export const sauces: TipTheme = {
  slug: "sauces",
  title: "Sauces",
  intro: "A handful of methods make most sauces: a roux, a reduction, an emulsion and a pan sauce.",
  tips: [
    {
      slug: "white-sauce-roux",
      title: "Cook the roux, then add the milk gradually",
      text: [
        "Melt the butter, stir in the same weight of flour and cook for a minute so the sauce will not taste of raw flour. Take it off the heat, whisk in the milk a little at a time until smooth, then return it to the heat and stir until it boils and thickens. Add the cheese off the heat, or it can turn stringy.",
      ],
      meals: [
        { id: "10516", name: "Cauliflower cheese", shows: "a little at a time" },
        { id: "10309", name: "Tuna pasta bake", shows: "cook for 1 minute" },
        { id: "10303", name: "Lasagne", shows: "whisk in the milk gradually" },
      ],
    },
    {
      slug: "cook-tomatoes-down",
      title: "Cook a tomato sauce until the oil separates",
      text: [
        "Tinned tomatoes taste sharp and thin until they have bubbled for a while. Cook them until the sauce is thick and a sheen of oil starts to gather at the edges: the water has gone and the flavour has concentrated. Tomato purée, fried for a minute before the liquid goes in, adds depth the same way.",
      ],
      meals: [
        { id: "10500", name: "Chana masala", shows: "oil starts to gather" },
        { id: "10543", name: "Rajma", shows: "oil starts to separate" },
        { id: "10323", name: "Spaghetti al pomodoro", shows: "simmer for 20–25 minutes" },
      ],
    },
    {
      slug: "emulsions-slowly",
      title: "Add fat to an emulsion drop by drop at first",
      text: [
        "Hollandaise and mayonnaise are egg yolk holding fat in tiny droplets. Add the butter or oil very slowly at first, whisking all the time; once the sauce thickens you can pour a little faster. If a hollandaise looks grainy or starts to split, take it off the heat and whisk in a spoonful of cold water.",
      ],
      meals: [
        { id: "10610", name: "Eggs Benedict", shows: "a little at a time" },
        { id: "10617", name: "Eggs Florentine", shows: "thin, steady stream" },
        { id: "10410", name: "Caesar salad", shows: "a few drops at a time" },
      ],
    },
    {
      slug: "vinaigrette",
      title: "Shake a dressing with mustard, and dress at the last minute",
      text: [
        "Start from about three parts oil to one part vinegar or lemon, with a little mustard to hold them together and salt dissolved in the acid. Leaves wilt soon after they are dressed, so toss them at the table; warm potatoes are the exception, since they soak the dressing up best while still hot.",
      ],
      meals: [
        { id: "10724", name: "Tuna Niçoise salad", shows: "vinaigrette" },
        { id: "10409", name: "Greek salad", shows: "whisk the oil with the vinegar" },
        { id: "10412", name: "Potato salad", shows: "while they are still warm" },
      ],
    },
    {
      slug: "pan-sauce",
      title: "Turn the browned bits into a pan sauce",
      text: [
        "The brown crust left in the pan after searing meat is flavour. Pour off most of the fat, add wine, stock or brandy and let it bubble while you scrape the base with a wooden spoon, reduce it, then finish with cream, mustard or a knob of butter. Spirits go in off the heat, away from your face.",
      ],
      meals: [
        { id: "10743", name: "Steak au poivre", shows: "scraping up" },
        { id: "10748", name: "Pork chops with mustard sauce", shows: "scraping up the browned bits" },
        { id: "10338", name: "Chicken piccata", shows: "scraping up the browned bits" },
      ],
    },
  ],
};

export const roasting: TipTheme = {
  slug: "roasting-and-browning",
  title: "Roasting and browning",
  intro: "Browning is where much of a dish's flavour comes from. It needs dry surfaces, room in the pan and patience.",
  tips: [
    {
      slug: "dont-crowd",
      title: "Give everything room in the pan",
      text: [
        "Pieces packed tightly release water that cannot escape, so they steam and turn grey instead of browning. Spread vegetables in one layer over two trays rather than one heaped tray, and brown meat for a stew in small batches. Pat meat, fish and tofu dry first: a wet surface has to boil dry before it can brown.",
      ],
      meals: [
        { id: "10423", name: "Roasted vegetables", shows: "single layer" },
        { id: "10740", name: "Beef and Guinness stew", shows: "batches" },
        { id: "10544", name: "Mushroom bourguignon", shows: "in batches" },
      ],
    },
    {
      slug: "roast-potatoes",
      title: "Parboil and rough up potatoes for roasting",
      text: [
        "For crisp roast potatoes, use a floury variety, simmer the chunks until the outsides soften, then drain and shake them in the pan or colander so the edges go fluffy: those rough edges become the crunch. Tip them into fat that is already hot in the oven, so they sizzle as they land.",
      ],
      meals: [
        { id: "10420", name: "Roast potatoes", shows: "roughen" },
        { id: "10714", name: "Roast chicken", shows: "rough the edges" },
      ],
    },
    {
      slug: "slow-onions",
      title: "Give onions the time they need",
      text: [
        "Onions soften in about 10 minutes, turn golden in 15–20 and need 40 minutes or more over a medium-low heat to become deep brown and jammy. A recipe that promises caramelised onions in 10 minutes is hoping you will not look. A splash of water lifts anything that starts to catch.",
      ],
      meals: [
        { id: "10402", name: "French onion soup", shows: "deep chestnut brown" },
        { id: "10033", name: "Mujadara", shows: "deep brown" },
        { id: "10500", name: "Chana masala", shows: "deep golden brown" },
      ],
    },
    {
      slug: "rest-the-roast",
      title: "Rest meat before you carve it",
      text: [
        "A roast keeps cooking as it rests, and its juices settle back into the meat instead of running over the board. Rest a whole chicken or a leg of lamb for 15–20 minutes under loose foil, and a steak for about 5: time enough to make the gravy.",
      ],
      meals: [
        { id: "10714", name: "Roast chicken", shows: "rest for 20 minutes" },
        { id: "10754", name: "Roast leg of lamb with rosemary and garlic", shows: "resting is essential" },
        { id: "10743", name: "Steak au poivre", shows: "rest for 5 minutes" },
      ],
    },
  ],
};
