import "server-only";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/database";
import { listRecipesBy, type RecipeRecord } from "@/lib/own-recipes";
import { securityEvent } from "@/lib/security-events";

/** An uploaded picture inside the export: the stored WebP, as base64. */
type ExportedPicture = { contentType: string; width: number; height: number; base64: string };

/**
 * Everything Res-pe keeps about a cook, as one JSON document they can download ("download my
 * data"): the account without its password hash, their recipes with uploaded pictures, and the
 * stars they gave. Reset and confirmation codes are left out: they are keyed hashes, not data.
 */
export type AccountExport = {
  format: "res-pe-account-export/1";
  exportedAt: string;
  account: { id: string; name: string; email: string; createdAt: string; updatedAt: string };
  recipes: (RecipeRecord & { picture: ExportedPicture | null })[];
  ratings: { mealId: string; mealName: string; stars: number; createdAt: string; updatedAt: string }[];
};

export async function exportAccountData(user: SessionUser, address: string): Promise<AccountExport> {
  const [account, recipes, pictures, ratings] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { id: true, name: true, email: true, createdAt: true, updatedAt: true },
    }),
    listRecipesBy(user.id),
    db.mealPicture.findMany({
      where: { meal: { authorId: user.id, origin: "user" } },
      select: { mealId: true, contentType: true, width: true, height: true, bytes: true },
    }),
    db.rating.findMany({
      where: { userId: user.id },
      select: { mealId: true, stars: true, createdAt: true, updatedAt: true, meal: { select: { name: true } } },
      orderBy: { updatedAt: "desc" },
    }),
  ]);
  const pictureOf = new Map(
    pictures.map(({ mealId, bytes, ...picture }) => [mealId, { ...picture, base64: Buffer.from(bytes).toString("base64") }]),
  );
  securityEvent("data_exported", { userId: user.id, address });
  return {
    format: "res-pe-account-export/1",
    exportedAt: new Date().toISOString(),
    account: { ...account, createdAt: account.createdAt.toISOString(), updatedAt: account.updatedAt.toISOString() },
    recipes: recipes.map((recipe) => ({ ...recipe, picture: pictureOf.get(recipe.id) ?? null })),
    ratings: ratings.map((rating) => ({
      mealId: rating.mealId,
      mealName: rating.meal.name,
      stars: rating.stars,
      createdAt: rating.createdAt.toISOString(),
      updatedAt: rating.updatedAt.toISOString(),
    })),
  };
}
