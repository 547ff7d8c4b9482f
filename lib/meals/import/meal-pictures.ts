import { db as appDb, type PrismaClient } from "@/lib/platform/database";
import { declaredTooLarge, readCapped } from "@/lib/platform/streams";
import { MealSourceUnavailableError, type Meal } from "../types";

/**
 * Imported meals' pictures, copied into the database and served by the app (app/meal-pictures),
 * so the default mode never loads a picture from another site, works offline, and every app
 * instance serves them without a shared disk.
 */
const MEAL_PICTURES_PATH = "/meal-pictures";
const MEAL_PICTURE_FILE = /^(\d{1,12})\.(jpg|png)$/;
const MEAL_PICTURE_TYPES = { jpg: "image/jpeg", png: "image/png" } as const;

type PictureOptions = {
  /** TheMealDB's pictures live on the API's host: they are fetched from its origin. */
  apiUrl: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  onProgress?: (done: number, total: number) => void;
};

/** Pictures fetched but not written yet: `save()` stores them; until then nothing has changed. */
export type FetchedPictures = { meals: Meal[]; save(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** TheMealDB's pictures are JPEGs of about 100 KB: anything far larger is not a meal's picture. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** A picture refused for what was sent (a redirect, too large): asking again would get the same. */
class PictureRefusedError extends MealSourceUnavailableError {}

/** The body, refused past MAX_PICTURE_BYTES: by its declared length, then as it arrives. */
async function readPicture(response: Response, url: string): Promise<Buffer> {
  let body: Buffer | null = null;
  if (declaredTooLarge(response.headers, MAX_PICTURE_BYTES)) await response.body?.cancel();
  else body = await readCapped(response.body, MAX_PICTURE_BYTES);
  if (!body) throw new PictureRefusedError(`TheMealDB's picture at ${url} is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
  return body;
}

async function fetchPicture(url: string, { timeoutMs, retries, backoffMs }: PictureOptions): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Not followed, as for TheMealDB's answers: a picture from elsewhere is not TheMealDB's.
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
      if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        throw new PictureRefusedError(`TheMealDB answered ${url} with a redirect, which is not followed`);
      }
      if (!response.ok) throw new MealSourceUnavailableError(`TheMealDB answered ${response.status} for ${url}`);
      return await readPicture(response, url);
    } catch (error) {
      if (error instanceof PictureRefusedError) throw error;
      if (attempt >= retries) {
        throw error instanceof MealSourceUnavailableError
          ? error
          : new MealSourceUnavailableError(`TheMealDB could not be reached at ${url}: ${String((error as Error).cause ?? error)}`);
      }
      await sleep(backoffMs * 2 ** attempt);
    }
  }
}

/**
 * Fetches the picture of every meal that has a remote one not stored yet, and points the meals
 * at the copies the app serves. Nothing is written before `save()`.
 */
export async function fetchPictures(meals: Meal[], db: PrismaClient, options: PictureOptions): Promise<FetchedPictures> {
  const wanted = meals.map((meal) => {
    const remote = /^https?:\/\//.test(meal.thumbnail) ? new URL(meal.thumbnail) : undefined;
    const extension: keyof typeof MEAL_PICTURE_TYPES = remote?.pathname.toLowerCase().endsWith(".png") ? "png" : "jpg";
    return { meal, remote, file: `${meal.id}.${extension}`, extension };
  });
  const stored = new Set(
    (
      await db.importedMealPicture.findMany({
        where: { file: { in: wanted.filter(({ remote }) => remote).map(({ file }) => file) } },
        select: { file: true },
      })
    ).map(({ file }) => file),
  );
  const origin = new URL(options.apiUrl).origin;
  const fetched: { file: string; contentType: string; bytes: Buffer }[] = [];
  for (const [index, { remote, file, extension }] of wanted.entries()) {
    if (remote && !stored.has(file)) {
      const bytes = await fetchPicture(new URL(remote.pathname, origin).href, options);
      fetched.push({ file, contentType: MEAL_PICTURE_TYPES[extension], bytes });
    }
    options.onProgress?.(index + 1, wanted.length);
  }
  return {
    meals: wanted.map(({ meal, remote, file }) => (remote ? { ...meal, thumbnail: `${MEAL_PICTURES_PATH}/${file}` } : meal)),
    async save() {
      await db.$transaction(
        fetched.map(({ file, contentType, bytes }) =>
          db.importedMealPicture.upsert({
            where: { file },
            create: { file, contentType, bytes: new Uint8Array(bytes) },
            update: { contentType, bytes: new Uint8Array(bytes) },
          }),
        ),
      );
    },
  };
}

/** An imported meal's picture as /meal-pictures/<file> serves it, or null for an unknown file. */
export async function importedMealPicture(file: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!MEAL_PICTURE_FILE.test(file)) return null;
  return appDb.importedMealPicture.findUnique({ where: { file }, select: { contentType: true, bytes: true } });
}
