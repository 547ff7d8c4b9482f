import type { MigrationUpload } from "@/lib/recipe-import/migrations/formats/types";
import { unpacked } from "./upload";

/**
 * Copy Me That's export: `recipes.html` (one `div.recipe` per recipe, ids and classes as the site
 * writes them) and `images/`. The "2022" layout gives the yield as `a#recipeYield`; the "2024" one
 * as `#servings` ("Servings:4") and adds `#ratingValue`.
 */
export type CopyMeThatRecipe = {
  name?: string;
  layout?: "2022" | "2024";
  link?: string;
  description?: string;
  yield?: string;
  rating?: string;
  starred?: boolean;
  madeThis?: boolean;
  tags?: string[];
  times?: { prepTime?: string; cookTime?: string; totalTime?: string };
  /** "## Heading" for a sub-header, "" for a spacer. */
  ingredients?: string[];
  /** "## Heading" for a sub-header. */
  instructions?: string[];
  notes?: string[];
  images?: string[];
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function recipeHtml(recipe: CopyMeThatRecipe): string {
  const layout = recipe.layout ?? "2024";
  const item = (prefix: string, line: string) =>
    line === ""
      ? `<li class="${prefix}_spacer"></li>`
      : line.startsWith("## ")
        ? `<li class="${prefix}_subheader">${escape(line.slice(3))}</li>`
        : `<li class="${prefix === "recipeIngredient" ? "recipeIngredient" : "instruction"}">${escape(line)}</li>`;
  return `
<div class="recipe">
  ${recipe.name === undefined ? "" : `<div id="name" itemprop="name">${escape(recipe.name)}</div>`}
  ${(recipe.images ?? []).map((src) => `<img class="recipeImage" src="${escape(src)}" alt="">`).join("\n  ")}
  ${recipe.link ? `<a id="original_link" href="${escape(recipe.link)}">${escape(recipe.link)}</a>` : ""}
  ${recipe.starred ? `<span id="starred">starred</span>` : `<span id="starred"></span>`}
  ${recipe.madeThis ? `<span id="made_this">Made this</span>` : ""}
  ${recipe.rating !== undefined ? `<span id="ratingValue">${escape(recipe.rating)}</span>` : ""}
  ${recipe.tags?.length ? `<div id="categories"><span class="recipeCategory">Tags:</span> ${recipe.tags.map((tag) => `<span class="recipeCategory">${escape(tag)}</span>`).join(" ")}</div>` : ""}
  ${recipe.description ? `<div id="description">${escape(recipe.description)}</div>` : ""}
  <div id="extra_info">
    ${recipe.yield ? (layout === "2022" ? `<a id="recipeYield">${escape(recipe.yield)}</a>` : `<span id="servings">${escape(recipe.yield)}</span>`) : ""}
    ${Object.entries(recipe.times ?? {}).map(([key, value]) => `<span meta="${key}">${escape(value)}</span>`).join("\n    ")}
  </div>
  <ul id="recipeIngredients">
    ${(recipe.ingredients ?? []).map((line) => item("recipeIngredient", line)).join("\n    ")}
  </ul>
  <ol id="recipeInstructions">
    ${(recipe.instructions ?? []).map((line) => item("instruction", line)).join("\n    ")}
  </ol>
  ${recipe.notes?.length ? `<ul id="recipeNotes">${recipe.notes.map((note) => `<li class="recipeNote">${escape(note)}</li>`).join("")}</ul>` : ""}
</div>`;
}

export function copyMeThatExport(recipes: CopyMeThatRecipe[], images: [path: string, bytes: Uint8Array][] = []): MigrationUpload {
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Copy Me That export</title>
<style>body { font-family: sans-serif; } .recipe { page-break-after: always; }</style></head>
<body>${recipes.map(recipeHtml).join("\n")}</body></html>`;
  return unpacked("CopyMeThat_export.zip", [["recipes.html", html], ...images]);
}
