import { ingredientLine, instructionParagraphs } from "@/lib/meals";
import { matchesWell, type CatalogMatch } from "./catalog-match";

/**
 * Text from the database or the cook shown as itself: markdown's punctuation is escaped, so a
 * name like "[x](javascript:…)" or "<b>" can never become a link or markup.
 */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]()<>#|~!&]/g, "\\$&").replace(/^([-+=]|\d+[.)])/, "\\$1");
}

const list = (items: readonly string[]) => items.map(escapeMarkdown).join(", ");

function introduction(match: CatalogMatch, ingredients: readonly string[]): string {
  const honest =
    "_This is a suggestion from the Res-pe meal catalog, not from an AI model: of the catalog's recipes, " +
    "it is the one that uses the most of your ingredients and needs the fewest extra ones._";
  if (matchesWell(match)) return `${honest}\n\n`;
  const closest =
    match.used.length === 0
      ? `None of the catalog's meals uses ${list(ingredients)}. The closest it has is a recipe with few ingredients:`
      : `No meal in the catalog makes good use of ${list(ingredients)}. The closest one uses only ${list(match.used)}:`;
  return `${honest}\n\n**${closest}**\n\n`;
}

/**
 * The catalog chef's answer in the order a cook reads it, one piece per section so it streams
 * like a model's answer: what it is, what you have and need, the ingredients, the steps, a link.
 */
export function catalogRecipeMarkdown(match: CatalogMatch, ingredients: readonly string[]): string[] {
  const { meal } = match;
  const facts = [meal.category, meal.area, meal.servings ? `serves ${meal.servings}` : ""].filter(Boolean);
  const needed = match.missing.map(ingredientLine);
  return [
    introduction(match, ingredients),
    `## ${escapeMarkdown(meal.name)}\n\n${facts.map(escapeMarkdown).join(" · ")}\n\n`,
    [
      `- **From your list:** ${match.used.length ? list(match.used) : "none of your ingredients"}`,
      `- **You will also need:** ${needed.length ? list(needed) : "nothing else"}`,
      ...(match.unused.length ? [`- **Not used this time:** ${list(match.unused)}`] : []),
    ].join("\n") + "\n\n",
    `### Ingredients\n\n${meal.ingredients.map((ingredient) => `- ${escapeMarkdown(ingredientLine(ingredient))}`).join("\n")}\n\n`,
    `### Steps\n\n${instructionParagraphs(meal.instructions)
      .map((step, index) => `${index + 1}. ${escapeMarkdown(step)}`)
      .join("\n")}\n\n`,
    `[Open ${escapeMarkdown(meal.name)} on its recipe page](/recipeDetail/${encodeURIComponent(meal.id)})\n`,
  ];
}
