import { describe, expect, it } from "vitest";
import { chowdown } from "@/lib/recipe-import/migrations/formats/chowdown";
import { chowdownSite } from "../../support/migrations/chowdown";
import { jpeg, refusal, unpacked } from "../../support/migrations/upload";
import { inEnglish } from "./in-english";

const applePie = `---

layout: recipe
title:  "Grandma's Apple Pie"
image:
- apple-pie.jpg
- apple-pie-slice.jpg
imagecredit: https://flic.kr/p/abc
tags: dessert, baking
yield: 8 slices
preptime: PT30M
cooktime: pt50m

components:
- Pie Crust

ingredients:
- 6 apples, peeled and sliced
- "3/4 cup sugar"
- 1 1/2 tbsp lemon juice
- ½ tsp cinnamon # a good pinch more never hurts

directions:
- Heat the oven to 200 °C.
- 'Fill the crust: pile in the apples, sugar and spices.'
- Bake 50 minutes.

---

Best served warm with vanilla ice cream.

![A slice](../images/apple-pie-plate.jpg)
`;

const pieCrust = `---
layout: recipe
title: "Pie Crust"
image: pie-crust.jpg
ingredients:
- 2 ½ cups flour
- 1 cup cold butter
directions:
- Rub the butter into the flour.
- Add ice water until it holds; chill 1 hour.
---
`;

const gemuese = `---

layout: recipe
title:  "Arme Leute Gemüse"
image: arme_leute_gemuese.jpg
tags: hauptgericht, schnell, simpel

ingredients:
- 1 Zucchini
- 1-2 Paprika
- 1 Gemüsezwiebel
- Gemüsebrühe

directions:
- Zwiebel, Paprika und Zucchini würfeln
- Zwiebeln anbraten
- Bei mittlerer Hitze 10 Minuten kochen

---

Rezept von meiner Großmutter`;

const brookie = `---

layout: recipe
title:  "PB&B Brookie"
image: pbb-brookie/pbb1.jpg
tags:
  - snack
  - goûter

directions:
- Préchauffez votre four à 180°C.
- Versez la pâte à brownie dans votre moule.
- Enfournez 15–20 min.

components:
- Pâte à brownie banane
- Pâte à cookie PB

---

Un mélange absolument décadent entre brownie fondant et cookie à mâcher.

Conservation : 3-5 jours à température ambiante.

![L’intérieur](../images/pbb-brookie/pbb6.jpg)`;

const brownieBatter = `---
layout: recipe
title: "Pâte à brownie banane"
ingredients:
- 2 bananes bien mûres
- 100 g de chocolat noir
directions:
- Faites fondre le chocolat.
- Écrasez les bananes et mélangez.
---`;

const site = chowdownSite({
  recipes: {
    "apple-pie.md": applePie,
    "arme_leute_gemuese.md": gemuese,
    "pbb-brookie.md": brookie,
    "untitled.md": "---\nlayout: recipe\ningredients:\n- 1 egg\n---\n",
  },
  components: { "pie-crust.md": pieCrust, "banana-brownie-batter.md": brownieBatter },
  images: {
    "apple-pie.jpg": jpeg("pie"),
    "apple-pie-slice.jpg": jpeg("slice"),
    "apple-pie-plate.jpg": jpeg("plate"),
    "pie-crust.jpg": jpeg("crust"),
    "arme_leute_gemuese.jpg": jpeg("gemüse"),
    "pbb-brookie/pbb1.jpg": jpeg("brookie"),
  },
});

describe("reading a Chowdown site", () => {
  it("is detected from its _recipes folder of Markdown with front matter", () => {
    expect(chowdown.detect(site)).toBe(true);
  });

  it("turns every recipe into a schema.org Recipe, its components' lists after its own", () => {
    expect(inEnglish(chowdown.read(site))).toEqual([
      {
        sourceId: "apple-pie",
        recipe: {
          "@type": "Recipe",
          name: "Grandma's Apple Pie",
          description: "Best served warm with vanilla ice cream.",
          recipeYield: "8 slices",
          prepTime: "PT30M",
          cookTime: "PT50M",
          recipeIngredient: ["6 apples, peeled and sliced", "3/4 cup sugar", "1 1/2 tbsp lemon juice", "½ tsp cinnamon", "Pie Crust:", "2 ½ cups flour", "1 cup cold butter"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Heat the oven to 200 °C." },
            { "@type": "HowToStep", text: "Fill the crust: pile in the apples, sugar and spices." },
            { "@type": "HowToStep", text: "Bake 50 minutes." },
            {
              "@type": "HowToSection",
              name: "Pie Crust",
              itemListElement: [
                { "@type": "HowToStep", text: "Rub the butter into the flour." },
                { "@type": "HowToStep", text: "Add ice water until it holds; chill 1 hour." },
              ],
            },
          ],
        },
        pictures: [jpeg("pie"), jpeg("slice"), jpeg("plate")],
        notes: null,
        rating: null,
        tags: ["dessert", "baking"],
        notCarried: ["Photo credit (https://flic.kr/p/abc)"],
      },
      {
        sourceId: "arme_leute_gemuese",
        recipe: {
          "@type": "Recipe",
          name: "Arme Leute Gemüse",
          description: "Rezept von meiner Großmutter",
          recipeIngredient: ["1 Zucchini", "1-2 Paprika", "1 Gemüsezwiebel", "Gemüsebrühe"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Zwiebel, Paprika und Zucchini würfeln" },
            { "@type": "HowToStep", text: "Zwiebeln anbraten" },
            { "@type": "HowToStep", text: "Bei mittlerer Hitze 10 Minuten kochen" },
          ],
        },
        pictures: [jpeg("gemüse")],
        notes: null,
        rating: null,
        tags: ["hauptgericht", "schnell", "simpel"],
        notCarried: [],
      },
      {
        sourceId: "pbb-brookie",
        recipe: {
          "@type": "Recipe",
          name: "PB&B Brookie",
          description: "Un mélange absolument décadent entre brownie fondant et cookie à mâcher.\n\nConservation : 3-5 jours à température ambiante.",
          recipeIngredient: ["Pâte à brownie banane:", "2 bananes bien mûres", "100 g de chocolat noir"],
          recipeInstructions: [
            { "@type": "HowToStep", text: "Préchauffez votre four à 180°C." },
            { "@type": "HowToStep", text: "Versez la pâte à brownie dans votre moule." },
            { "@type": "HowToStep", text: "Enfournez 15–20 min." },
            {
              "@type": "HowToSection",
              name: "Pâte à brownie banane",
              itemListElement: [
                { "@type": "HowToStep", text: "Faites fondre le chocolat." },
                { "@type": "HowToStep", text: "Écrasez les bananes et mélangez." },
              ],
            },
          ],
        },
        pictures: [jpeg("brookie")],
        notes: null,
        rating: null,
        tags: ["snack", "goûter"],
        notCarried: ["Component “Pâte à cookie PB” (not in the export)", "Photo images/pbb-brookie/pbb6.jpg (not in the export)"],
      },
      { name: "untitled", reason: "It has no title." },
    ]);
  });

  it("says in the cook's words when the zip is not a Chowdown site", () => {
    const other = unpacked("site.zip", [["_posts/2015-01-20-soup.md", "---\nlayout: post\ntitle: Soup\n---\nHello"]]);
    expect(chowdown.detect(other)).toBe(false);
    expect(refusal(() => chowdown.read(other))).toBe("This is not a Chowdown site: it holds no recipes in a _recipes folder.");
  });
});
