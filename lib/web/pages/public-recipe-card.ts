import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { importedMealPicture } from "@/lib/meals";
import { findRecipePicture } from "@/lib/own-recipes";

const CATALOG_PICTURE = /^\/meals\/(\d+\.svg)$/;
const RECIPE_PICTURE = /^\/recipe-pictures\/([^/]+)\/([^/]+)$/;
const IMPORTED_PICTURE = /^\/meal-pictures\/([^/]+)$/;

/** The bytes behind a meal's picture address on this site, or null (a live TheMealDB address: never fetched for a card). */
async function pictureBytes(thumbnail: string): Promise<string | Uint8Array | null> {
  const catalog = CATALOG_PICTURE.exec(thumbnail);
  if (catalog) return readFile(path.join(process.cwd(), "public", "meals", catalog[1]!)).catch(() => null);
  const recipe = RECIPE_PICTURE.exec(thumbnail);
  if (recipe) return (await findRecipePicture(recipe[1]!, recipe[2]!))?.body ?? null;
  const imported = IMPORTED_PICTURE.exec(thumbnail);
  if (imported) return (await importedMealPicture(imported[1]!))?.bytes ?? null;
  return null;
}

/**
 * A recipe's picture as a square PNG data URL for its Open Graph card (the card's drawing
 * library reads PNG and JPEG, not WebP; SVGs are drawn here once by sharp), or null without one.
 */
export async function cardPicture(thumbnail: string, side: number): Promise<string | null> {
  const bytes = await pictureBytes(thumbnail);
  if (!bytes) return null;
  // sharp (libvips, its own threads and caches) is loaded by the first picture, not with every server process (issue 31).
  const { default: sharp } = await import("sharp");
  const png = await sharp(typeof bytes === "string" ? Buffer.from(bytes) : bytes)
    .resize(side, side, { fit: "cover" })
    .png()
    .toBuffer()
    .catch(() => null);
  return png ? `data:image/png;base64,${png.toString("base64")}` : null;
}
