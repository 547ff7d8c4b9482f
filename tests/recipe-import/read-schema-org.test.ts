import { describe, expect, it } from "vitest";
import { cleanText, decodeEntities } from "@/lib/recipe-import/html";
import { isoMinutes } from "@/lib/recipe-import/durations";
import { recipeDraft } from "@/lib/recipe-import/to-draft";
import { recipesInPage } from "@/lib/recipe-import/schema-org";

const page = (jsonLd: unknown) => `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body></body></html>`;
const draft = (recipe: Record<string, unknown>) => recipeDraft({ "@type": "Recipe", ...recipe }, { pageUrl: "https://site.example/r/1", knownAreas: ["Italian", "Thai"] });

describe("ISO 8601 durations", () => {
  it.each([
    ["PT1H15M", 75],
    ["PT90M", 90],
    ["P0DT45M", 45],
    ["PT1H30M0S", 90],
    ["PT0.5H", 30],
    ["P1D", 1440],
    ["pt20m", 20],
  ])("%s is %i minutes", (value, minutes) => {
    expect(isoMinutes(value)).toBe(minutes);
  });

  it.each(["", "PT", "45 minutes", "P", "1H"])("%j is none", (value) => {
    expect(isoMinutes(value)).toBeNull();
  });
});

describe("text from pages", () => {
  it("decodes named, decimal and hex entities, and leaves unknown ones", () => {
    expect(decodeEntities("Mac &amp; Cheese &#8211; Nonna&#039;s &#x2019;best&#x2019; &frac12; cup &bogus;")).toBe("Mac & Cheese – Nonna's ’best’ ½ cup &bogus;");
  });

  it("strips tags and decodes twice-encoded entities", () => {
    expect(cleanText("<p>Fish &amp;amp; <strong>chips</strong></p>")).toBe("Fish & chips");
    // Decoded tags are stripped too: the form only ever shows text (React escapes it anyway).
    expect(cleanText("a &lt;script&gt;alert(1)&lt;/script&gt; b")).toBe("a alert(1) b");
  });
});

describe("finding the recipe in a page", () => {
  it("reads @type as a list, schema: prefixes and full IRIs", () => {
    for (const type of [["Recipe", "NewsArticle"], "schema:Recipe", "http://schema.org/Recipe"]) {
      expect(recipesInPage(page({ "@type": type, name: "Pho" })).recipes).toHaveLength(1);
    }
  });

  it("finds a Recipe nested as a WebPage's mainEntity, and every recipe of a page in order", () => {
    const found = recipesInPage(page({ "@type": "WebPage", mainEntity: [{ "@type": "Recipe", name: "One" }, { "@type": "Recipe", name: "Two" }] }));
    expect(found.recipes.map((recipe) => recipe.name)).toEqual(["One", "Two"]);
  });

  it("survives a broken script next to a good one, raw line breaks in strings and comment wrappers", () => {
    const html = `<script type="application/ld+json">{ not json</script>
      <script type="application/ld+json"><!--{"@type":"Recipe","name":"Line\nbreak"}--></script>`;
    expect(recipesInPage(html).recipes[0]?.name).toBe("Line break");
  });

  it("prefers JSON-LD over microdata on a page that has both", () => {
    const html = `${page({ "@type": "Recipe", name: "From JSON-LD" })}<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">From microdata</h1></div>`;
    expect(recipesInPage(html)).toMatchObject({ from: "json-ld", recipes: [{ name: "From JSON-LD" }] });
  });

  it("reads microdata: content attributes, nested items kept apart, unclosed list items, a </div> inside a script", () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe">
      <script>var s = "</div>";</script>
      <span itemprop="name" content="Green Curry">Ignored text</span>
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Nok</span></div>
      <ul><li itemprop="recipeIngredient">400 ml coconut milk<li itemprop="recipeIngredient">2 tbsp green curry paste</ul>
      <link itemprop="image" href="/img/curry.jpg">
    </div>`;
    const { recipes, from } = recipesInPage(html);
    expect(from).toBe("microdata");
    expect(recipes[0]).toMatchObject({ name: "Green Curry", author: { "@type": "Person", name: "Nok" }, image: "/img/curry.jpg" });
    // Raw text, line breaks and all: the form's values are cleaned from it.
    expect((recipes[0]!.recipeIngredient as string[]).map((line) => line.trim())).toEqual(["400 ml coconut milk", "2 tbsp green curry paste"]);
  });
});

describe("pages built to hurt", () => {
  // Each of these would take hours with a reader that scans to the end from every "<".
  it("reads 5 MB of tags that never close, and of text full of '<', in one pass", () => {
    const recipe = page({ "@type": "Recipe", name: "Plain Rice", recipeInstructions: "<".repeat(1_000_000) });
    expect(recipesInPage(`${recipe}${'<a title="x'.repeat(200_000)}`).recipes[0]?.name).toBe("Plain Rice");
    expect(recipesInPage(`${recipe}${"<a x=".repeat(500_000)}`).recipes).toHaveLength(1);
    const { recipe: draft } = recipeDraft(recipesInPage(recipe).recipes[0]!, { pageUrl: null, knownAreas: [] });
    expect(draft.instructions).toHaveLength(10_000);
  });

  it("reads a recipe inside 200,000 nested elements without running out of stack", () => {
    const depth = 200_000;
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Deep Dish</span><div itemprop="recipeInstructions">${"<div>".repeat(depth)}Bake.${"</div>".repeat(depth)}</div></div>`;
    const { recipes } = recipesInPage(html);
    expect(recipes[0]?.name).toBe("Deep Dish");
  });
});

describe("a schema.org Recipe as the form's values", () => {
  it("reads yields in their many forms", () => {
    expect(draft({ recipeYield: "4" }).recipe.servings).toBe(4);
    expect(draft({ recipeYield: 6 }).recipe.servings).toBe(6);
    expect(draft({ recipeYield: "4 servings" }).recipe.servings).toBe(4);
    expect(draft({ recipeYield: ["4", "4 servings"] }).recipe.servings).toBe(4);
    expect(draft({ recipeYield: "Serves 2-3" }).recipe.servings).toBe(2);
    const crowd = draft({ recipeYield: "120 cookies" });
    expect(crowd.recipe.servings).toBe(50);
    expect(crowd.notes).toContain("The page says it makes 120; Res-pe counts 1 to 50 servings.");
  });

  it("reads pictures as a string, an ImageObject or a list, resolved against the page", () => {
    expect(draft({ image: "/a.jpg" }).pictureUrls).toEqual(["https://site.example/a.jpg"]);
    expect(draft({ image: { "@type": "ImageObject", url: "https://cdn.example/b.jpg" } }).pictureUrls).toEqual(["https://cdn.example/b.jpg"]);
    expect(draft({ image: ["c.jpg", { contentUrl: "d.png" }, "javascript:alert(1)"] }).pictureUrls).toEqual([
      "https://site.example/r/c.jpg",
      "https://site.example/r/d.png",
    ]);
  });

  it("reads instructions as text with HTML, steps, and sections with their names as headings", () => {
    expect(draft({ recipeInstructions: "<ol><li>Boil water.</li><li>Add pasta.</li></ol>" }).recipe.instructions).toBe("Boil water.\nAdd pasta.");
    expect(
      draft({
        recipeInstructions: [
          { "@type": "HowToSection", name: "Dough", itemListElement: [{ "@type": "HowToStep", text: "Knead." }] },
          { "@type": "HowToSection", name: "Filling:", itemListElement: [{ "@type": "HowToStep", text: "Mix." }] },
          { "@type": "HowToStep", text: "Bake." },
        ],
      }).recipe.instructions,
    ).toBe("Dough:\nKnead.\nFilling:\nMix.\nBake.");
  });

  it("matches categories and areas where they fit", () => {
    expect(draft({ recipeCategory: "Appetizers", recipeCuisine: "italian" }).recipe).toMatchObject({ category: "Starter", area: "Italian" });
    expect(draft({ recipeCategory: ["Dinner", "Pasta"], recipeCuisine: "Thailand" }).recipe).toMatchObject({ category: "Pasta", area: "Thai" });
  });

  // Issue 36: the total holds resting, marinating and chilling; no part is worked out from it.
  it("keeps the page's total time, also when it is longer than preparation + cooking", () => {
    expect(draft({ prepTime: "PT10M", totalTime: "PT40M" }).recipe).toMatchObject({ prepMinutes: 10, cookMinutes: null, totalMinutes: 40 });
    expect(draft({ prepTime: "PT15M", cookTime: "PT10M", totalTime: "PT3H25M" }).recipe).toMatchObject({ prepMinutes: 15, cookMinutes: 10, totalMinutes: 205 });
    expect(draft({ prepTime: "P0DT0H20M", cookTime: "P0DT0H25M" }).recipe.totalMinutes).toBe(45);
    expect(draft({ prepTime: "15 mins", cookTime: "1 hr 30 mins", totalTime: "P1DT2H" }).recipe).toMatchObject({ prepMinutes: 15, cookMinutes: 90, totalMinutes: 1560 });
    expect(draft({}).recipe.totalMinutes).toBeNull();
  });

  it.each([
    [["20", "2 pies"], 2, "2 pies"],
    [["4", "4 servings"], 4, null],
    ["Serves 4-6", 4, "4–6 servings"],
    [["4", "Serves 4-6"], 4, "4–6 servings"],
    ["Makes 12 muffins", 12, "12 muffins"],
    ["1 loaf (10 slices)", 10, "1 loaf (10 slices)"],
    ["Zutaten für 4 Personen", 4, null],
    ["6 à 8 personnes", 6, "6–8 servings"],
    ["One 1½-pound loaf", 1, "One 1½-pound loaf"],
  ])("reads the yield %j as %i servings, keeping %j", (recipeYield, servings, yieldText) => {
    const read = draft({ recipeYield });
    expect(read.recipe.servings).toBe(servings);
    expect(read.yieldText).toBe(yieldText);
  });

  it("reads steps in lists of lists, and steps made of directions and tips", () => {
    expect(draft({ recipeInstructions: [["Boil water.", "Add pasta."], ["Drain."]] }).recipe.instructions).toBe("Boil water.\nAdd pasta.\nDrain.");
    const steps = [
      { "@type": "HowToStep", name: "Blend", itemListElement: [{ "@type": "HowToDirection", text: "Blend the juice." }, { "@type": "HowToTip", text: "Chill it first." }] },
      { "@type": "HowToSection", name: "Instructions", itemListElement: [{ "@type": "HowToStep", text: "Pour over ice." }] },
    ];
    expect(draft({ recipeInstructions: steps }).recipe.instructions).toBe("Blend the juice.\nTip: Chill it first.\nPour over ice.");
  });

  it("splits keywords at commas into tags, and keeps the page's address as the source", () => {
    const { recipe } = draft({ keywords: ["quick", "one, pot", "quick"], url: "https://elsewhere.example/x" });
    expect(recipe.tags).toEqual(["quick", "one", "pot"]);
    expect(recipe.sourceUrl).toBe("https://site.example/r/1");
  });
});
