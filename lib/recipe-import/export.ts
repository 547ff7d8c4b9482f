import "server-only";
import type { SessionUser } from "@/lib/auth";
import { loadConfig } from "@/lib/platform/config";
import { db } from "@/lib/platform/database";
import { ingredientLine, instructionParagraphs } from "@/lib/meals";
import { assertOwnRecipe, getRecipe, listRecipesBy, type RecipeRecord } from "@/lib/own-recipes";
import { securityEvent } from "@/lib/platform/security-events";
import { pictureDataUrl } from "./pictures";
import { RES_PE_EXTENSION, type RecipeDraft } from "./to-draft";

const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

type StoredPicture = { bytes: Buffer; contentType: string };

/**
 * A recipe as schema.org Recipe JSON-LD that other recipe apps read, with its uploaded picture
 * inside as a data URL, and Res-pe's own fields beside (`resPeRecipe`) so that importing it back
 * gives exactly the recipe that was exported.
 */
function recipeJsonLd(recipe: RecipeRecord, picture: StoredPicture | null, siteUrl: string) {
  const own: RecipeDraft = {
    name: recipe.name,
    category: recipe.category,
    area: recipe.area,
    instructions: instructionParagraphs(recipe.instructions).join("\n"),
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    difficulty: recipe.difficulty,
    tags: recipe.tags,
    videoUrl: recipe.videoUrl,
    sourceUrl: recipe.sourceUrl,
    ingredients: recipe.ingredients.map(({ name, measure }) => ({ name, measure })),
  };
  return {
    "@type": "Recipe",
    name: recipe.name,
    url: `${siteUrl}/recipeDetail/${recipe.id}`,
    image: picture ? [pictureDataUrl(picture)] : undefined,
    author: { "@type": "Person", name: recipe.author.name },
    datePublished: recipe.createdAt,
    dateModified: recipe.updatedAt,
    recipeCategory: recipe.category,
    recipeCuisine: recipe.area,
    keywords: recipe.tags.join(", ") || undefined,
    recipeYield: [String(recipe.servings), `${recipe.servings} servings`],
    prepTime: duration(recipe.prepMinutes),
    cookTime: duration(recipe.cookMinutes),
    totalTime: duration(recipe.totalMinutes),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: instructionParagraphs(recipe.instructions).map((text) => ({ "@type": "HowToStep", text })),
    isBasedOn: recipe.sourceUrl ?? undefined,
    video: recipe.videoUrl ? { "@type": "VideoObject", name: recipe.name, contentUrl: recipe.videoUrl } : undefined,
    [RES_PE_EXTENSION]: { format: "res-pe-recipe/1", ...own },
  };
}

async function picturesOf(ids: string[]): Promise<Map<string, StoredPicture>> {
  const rows = await db.mealPicture.findMany({ where: { mealId: { in: ids } }, select: { mealId: true, bytes: true, contentType: true } });
  return new Map(rows.map((row) => [row.mealId, { bytes: Buffer.from(row.bytes), contentType: row.contentType }]));
}

/** One of the cook's own recipes as a JSON-LD document; `not_found`/`forbidden` for anyone else's. */
export async function exportRecipe(user: SessionUser, id: string) {
  await assertOwnRecipe(user, id);
  const recipe = await getRecipe(id);
  const pictures = await picturesOf([id]);
  return { "@context": "https://schema.org", ...recipeJsonLd(recipe, pictures.get(id) ?? null, loadConfig().server.siteUrl) };
}

/** All of a cook's recipes as one JSON-LD document (`@graph`), pictures inside, for POST /api/recipes/import/file. */
export async function exportAllRecipes(user: SessionUser, address: string) {
  const recipes = await listRecipesBy(user.id);
  const pictures = await picturesOf(recipes.map((recipe) => recipe.id));
  const { siteUrl } = loadConfig().server;
  securityEvent("data_exported", { userId: user.id, address, reason: "recipes" });
  return {
    "@context": "https://schema.org",
    "@graph": recipes.map((recipe) => recipeJsonLd(recipe, pictures.get(recipe.id) ?? null, siteUrl)),
  };
}
