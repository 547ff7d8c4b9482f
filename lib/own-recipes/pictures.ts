import "server-only";
import { createHash } from "node:crypto";
import { BoundedCache } from "@/lib/platform/cache";
import { db } from "@/lib/platform/database";
import { AppError } from "@/lib/platform/errors";
import { drawMealArt } from "@/lib/meal-art";
import { isOwnRecipeId, type Ingredient } from "@/lib/meals";
import { currentRevision } from "@/lib/platform/revisions";
import { RECIPE_PICTURE } from "@/lib/validations/recipes";

/** Pictures are re-encoded to at most this many pixels on their longer side. */
export const MAX_SIDE = 1200;
/** Larger inputs are refused before decoding: a small file can unpack to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const PICTURE_TOO_LARGE = `The picture is too large: at most ${RECIPE_PICTURE.maxBytes / 1024 / 1024} MB.`;
export const NOT_A_PICTURE = "The picture must be a JPEG, PNG or WebP image.";
export const UNREADABLE_PICTURE = "The picture could not be read. Please choose another JPEG, PNG or WebP file.";
export const TOO_MANY_PIXELS = "The picture has too many pixels: at most 40 megapixels.";

type PictureFormat = "jpeg" | "png" | "webp";

/** What the bytes are, by their first bytes (a file's name and declared type say nothing). */
export function formatByContent(bytes: Buffer): PictureFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return undefined;
}

export type ProcessedPicture = { bytes: Buffer; contentType: string; width: number; height: number; etag: string };

/**
 * An upload made safe to serve: only JPEG, PNG and WebP by content (415 otherwise, so SVG or
 * HTML named .png never reaches a decoder), turned upright, at most 1200 px, re-encoded as WebP
 * without its metadata (camera, place), which sharp drops unless asked to keep it.
 *
 * `quick`: for many pictures at once (a migration's thousands), the WebP encoder's effort 1
 * instead of its default 4: the same quality setting and checks, ~4× less CPU a picture on this
 * machine (560×420: 16 ms instead of 63 ms), files a few per cent larger or smaller.
 */
export async function processPicture(upload: Buffer, { quick = false }: { quick?: boolean } = {}): Promise<ProcessedPicture> {
  const format = formatByContent(upload);
  if (!format) throw new AppError("unsupported_media_type", NOT_A_PICTURE, { messageCode: "picture_not_a_picture" });
  let width: number;
  let height: number;
  // sharp (libvips, its own threads and caches) is loaded by the first picture, not with every server process (issue 31).
  const { default: sharp } = await import("sharp");
  try {
    const metadata = await sharp(upload).metadata();
    if (metadata.format !== format) throw new Error(`looks like ${format}, decodes as ${metadata.format}`);
    ({ width, height } = metadata);
  } catch {
    throw new AppError("unsupported_media_type", UNREADABLE_PICTURE, { messageCode: "picture_unreadable" });
  }
  if (width * height > MAX_INPUT_PIXELS) throw new AppError("payload_too_large", TOO_MANY_PIXELS, { messageCode: "picture_too_many_pixels" });
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80, ...(quick ? { effort: 1 } : {}) })
      .toBuffer({ resolveWithObject: true });
    return processedPicture(data, info.width, info.height);
  } catch {
    throw new AppError("unsupported_media_type", UNREADABLE_PICTURE, { messageCode: "picture_unreadable" });
  }
}

/** A re-encoded picture as it is stored: WebP, named by a hash of its bytes. */
export const processedPicture = (bytes: Buffer, width: number, height: number): ProcessedPicture => ({ bytes, contentType: "image/webp", width, height, etag: versionOf(bytes) });

/** A short hash of what a URL serves: the URL changes whenever the picture does. */
function versionOf(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, 16);
}

/** The URL of a recipe's picture file (`<version>.webp` uploaded, `<version>.svg` drawn). */
const recipePictureUrl = (id: string, file: string) => `/recipe-pictures/${id}/${file}`;

type ArtFields = { name: string; category: string; area: string; ingredients: Pick<Ingredient, "name">[] };

/** The picture the app draws for a recipe without an upload, with the catalog's artwork. */
function drawnPicture(id: string, recipe: ArtFields): string {
  return drawMealArt({ ...recipe, id, ingredients: recipe.ingredients.map((ingredient) => ingredient.name) });
}

export function drawnPictureUrl(id: string, recipe: ArtFields): string {
  return recipePictureUrl(id, `${versionOf(drawnPicture(id, recipe))}.svg`);
}

export const uploadedPictureUrl = (id: string, etag: string) => recipePictureUrl(id, `${etag}.webp`);

const PICTURE_FILE = /^[A-Za-z0-9_-]{1,32}\.(webp|svg)$/;

type FoundPicture = { body: string | Uint8Array<ArrayBuffer>; contentType: string };

/**
 * Pictures are asked for far more often than they change, and reading one costs a query (and
 * its bytes, or a drawing): answers are kept in memory under the meals' revision, which every
 * write moves, so a replaced picture or a deleted recipe is not served a moment longer than
 * its recipe is. About 100 × at most a few hundred KB.
 */
const kept = new BoundedCache<{ revision: number; picture: FoundPicture | null }>(100, 10 * 60_000);

/**
 * The picture at /recipe-pictures/<id>/<file>, if that is the recipe's current picture: the
 * recipe's `thumbnail` names it, so an old version, a removed picture or a deleted recipe is
 * not found.
 */
export async function findRecipePicture(id: string, file: string): Promise<FoundPicture | null> {
  if (!isOwnRecipeId(id) || !PICTURE_FILE.test(file)) return null;
  const key = `${id}/${file}`;
  const revision = await currentRevision("meals");
  const hit = kept.get(key);
  if (hit?.revision === revision) return hit.picture;
  const picture = await readRecipePicture(id, file);
  kept.set(key, { revision, picture });
  return picture;
}

async function readRecipePicture(id: string, file: string): Promise<FoundPicture | null> {
  const row = await db.meal.findFirst({
    where: { id, origin: "user", thumbnail: recipePictureUrl(id, file) },
    select: {
      name: true,
      category: true,
      area: true,
      ingredients: { select: { name: true }, orderBy: { position: "asc" } },
      picture: { select: { bytes: true, contentType: true } },
    },
  });
  if (!row) return null;
  if (file.endsWith(".svg")) return { body: drawnPicture(id, row), contentType: "image/svg+xml" };
  return row.picture ? { body: row.picture.bytes, contentType: row.picture.contentType } : null;
}
