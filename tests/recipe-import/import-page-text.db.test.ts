import { describe, expect, it } from "vitest";
import { importRecipe } from "@/lib/recipe-import";
import { isAppError } from "@/lib/platform/errors";

/** A blog post with its recipe in the text only: no JSON-LD, no microdata, chatter and a sidebar around it. */
const BLOG_POST = `<!doctype html><html><head><title>Granny's scones | A Baking Blog</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/shop">Shop</a></nav>
<main><article>
<h1>Granny's Cheese Scones</h1>
<p>Every Sunday my grandmother baked these scones, and the whole house smelled of cheddar. It took me years to get them right,
so here is everything she taught me, written down at last so that nobody in the family ever forgets how they are made.</p>
<p><strong>Makes 8</strong> · Prep time: 10 minutes · Cook time: 15 minutes</p>
<h2>Ingredients</h2>
<ul><li>225 g self-raising flour</li><li>55 g cold butter, cubed</li><li>100 g mature cheddar, grated</li><li>150 ml milk</li><li>a pinch of salt</li></ul>
<h2>Method</h2>
<ol><li>Heat the oven to 220C and flour a baking tray.</li><li>Rub the butter into the flour and salt, then stir in most of the cheese.</li>
<li>Add the milk, bring it together, pat out and cut 8 scones; top with the rest of the cheese and bake for 15 minutes.</li></ol>
<p>I hope you love them as much as we do. Leave a comment below!</p>
</article></main>
<aside><h3>Popular posts</h3><ul><li>Best brownies</li><li>Easy bread</li></ul></aside>
<footer>© A Baking Blog</footer></body></html>`;

describe("importing a page without recipe data", () => {
  it("reads the recipe from the page's main text instead of answering that none was found", async () => {
    const imported = await importRecipe({ html: BLOG_POST });
    expect(imported.foundIn).toBe("page-text");
    expect(imported.recipe).toMatchObject({ name: "Granny's Cheese Scones", servings: 8, prepMinutes: 10, cookMinutes: 15 });
    expect(imported.recipe.ingredients).toEqual([
      { measure: "225 g", name: "self-raising flour" },
      { measure: "55 g", name: "cold butter, cubed" },
      { measure: "100 g", name: "mature cheddar, grated" },
      { measure: "150 ml", name: "milk" },
      { measure: "a pinch of", name: "salt" },
    ]);
    expect(imported.recipe.instructions.split("\n")).toEqual([
      "Heat the oven to 220C and flour a baking tray.",
      "Rub the butter into the flour and salt, then stir in most of the cheese.",
      "Add the milk, bring it together, pat out and cut 8 scones; top with the rest of the cheese and bake for 15 minutes.",
      "I hope you love them as much as we do. Leave a comment below!",
    ]);
    expect(imported.notes[0]).toMatch(/no recipe data, so Res-pe read its text/);
  });

  it("still answers that no recipe was found on a page whose text is not a recipe", async () => {
    for (const html of ["<html><body><h1>About us</h1><p>We are a small team of cooks who love good food.</p></body></html>", "x", "R-6!", "<p>", "ネᓂứ"]) {
      const error = await importRecipe({ html }).catch((e: unknown) => e);
      expect(isAppError(error) && error.message).toMatch(/found no recipe/);
    }
  });
});
