import fs from "node:fs";
import path from "node:path";
import { MealSourceUnavailableError, type Meal } from "../types";

/**
 * Imported meals' pictures, kept in the data folder and served by the app (app/meal-pictures),
 * so the default mode never loads a picture from another site and works offline.
 */
const MEAL_PICTURES_FOLDER = "meal-pictures";
export const MEAL_PICTURE_FILE = /^(\d{1,12})\.(jpg|png)$/;

export const mealPicturesDir = (dataDir: string) => path.join(dataDir, MEAL_PICTURES_FOLDER);

type PictureOptions = {
  dataDir: string;
  /** TheMealDB's pictures live on the API's host: they are fetched from its origin. */
  apiUrl: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  onProgress?: (done: number, total: number) => void;
};

/** Pictures fetched into a staging folder: `commit()` moves them into place, `discard()` drops them. */
export type StagedPictures = { meals: Meal[]; commit(): void; discard(): void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchPicture(url: string, { timeoutMs, retries, backoffMs }: PictureOptions): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new MealSourceUnavailableError(`TheMealDB answered ${response.status} for ${url}`);
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
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
 * Fetches the picture of every meal that has a remote one and no local copy yet, and points the
 * meals at their local copies. Nothing lands in the pictures folder before `commit()`.
 */
export async function stagePictures(meals: Meal[], options: PictureOptions): Promise<StagedPictures> {
  const dir = mealPicturesDir(options.dataDir);
  const staging = path.join(dir, `.staging-${process.pid}`);
  fs.mkdirSync(staging, { recursive: true });
  const discard = () => fs.rmSync(staging, { recursive: true, force: true });
  const origin = new URL(options.apiUrl).origin;
  const local: Meal[] = [];
  try {
    for (const [index, meal] of meals.entries()) {
      const remote = /^https?:\/\//.test(meal.thumbnail) ? new URL(meal.thumbnail) : undefined;
      const extension = remote?.pathname.toLowerCase().endsWith(".png") ? "png" : "jpg";
      const file = `${meal.id}.${extension}`;
      if (remote && !fs.existsSync(path.join(dir, file))) {
        fs.writeFileSync(path.join(staging, file), await fetchPicture(new URL(remote.pathname, origin).href, options));
      }
      local.push(remote ? { ...meal, thumbnail: `/${MEAL_PICTURES_FOLDER}/${file}` } : meal);
      options.onProgress?.(index + 1, meals.length);
    }
  } catch (error) {
    discard();
    throw error;
  }
  return {
    meals: local,
    commit() {
      for (const file of fs.readdirSync(staging)) fs.renameSync(path.join(staging, file), path.join(dir, file));
      discard();
    },
    discard,
  };
}
