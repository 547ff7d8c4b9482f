import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecipeMarkdown } from "@/components/chef/recipe-markdown";

const render = (markdown: string) => renderToStaticMarkup(createElement(RecipeMarkdown, { markdown }));

describe("RecipeMarkdown (how a chef's answer is shown)", () => {
  it("renders markdown: headings, lists, emphasis", () => {
    const html = render("## Soup\n\n- 1 leek\n- 2 potatoes\n\n1. Chop.\n2. Simmer **gently**.");
    expect(html).toContain("<li>1 leek</li>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<strong>gently</strong>");
  });

  it("shows raw HTML as text: a script in an answer never becomes one", () => {
    const html = render('Try this <script>alert("x")</script> and <img src=x onerror="alert(1)"> now');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it.each([
    "[Click me](javascript:alert(1))",
    "[Click me](JavaScript:alert(1))",
    "[Click me]( javascript:alert(1))",
    "[Click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[Click me](vbscript:msgbox(1))",
    "[Click me](mailto:someone@example.com)",
    "<javascript:alert(1)>",
  ])("keeps only the text of a link that is not http(s): %s", (markdown) => {
    const html = render(markdown);
    expect(html).not.toContain("<a");
    expect(html).not.toContain("href");
  });

  it("leaves no address a browser would read as a script, however it is disguised", () => {
    const html = render("[a](java&#x09;script:alert(1)) [b](&#106;avascript:alert(1)) [c](JAVASCRIPT&colon;alert(1))");
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    for (const href of hrefs) expect(new URL(href, "https://res-pe.example/").protocol).toBe("https:");
  });

  it("opens web and site links in a new tab, without giving the page to the target", () => {
    const html = render("[Source](https://cook.example/soup) and [the recipe](/recipeDetail/10001)");
    expect(html).toContain('<a href="https://cook.example/soup" target="_blank" rel="noopener noreferrer">Source');
    expect(html).toContain('<a href="/recipeDetail/10001" target="_blank" rel="noopener noreferrer">the recipe');
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>');
  });

  it("shows an image's description instead of loading it from elsewhere", () => {
    const html = render("![a bowl of soup](https://tracker.example/pixel.png)");
    expect(html).not.toContain("<img");
    expect(html).toContain("a bowl of soup");
  });

  it("nests the answer's headings under the section's h2 without skipping a level", () => {
    expect(render("# Soup\n\n### Ingredients\n\n#### Note")).toBe(
      "<h3>Soup</h3>\n<h4>Ingredients</h4>\n<h5>Note</h5>",
    );
    expect(render("## Soup\n\n## Steps")).toBe("<h3>Soup</h3>\n<h3>Steps</h3>");
    expect(render("### Ingredients\n\n# Later")).toBe("<h3>Ingredients</h3>\n<h3>Later</h3>");
  });
});
