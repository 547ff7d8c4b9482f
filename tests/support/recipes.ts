import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { DELETE as deleteRecipeRoute, GET as getRecipeRoute, PUT as putRecipe } from "@/app/api/recipes/[id]/route";
import { DELETE as deletePicture, POST as postPicture } from "@/app/api/recipes/[id]/image/route";
import { GET as listRecipes, POST as postRecipe } from "@/app/api/recipes/route";
import { GET as getPictureFile } from "@/app/recipe-pictures/[id]/[file]/route";
import { SAMPLE_FULL_RECIPE } from "@/tooling/samples";
import type { Cook } from "./accounts";
import { BASE, browserRequest, jsonRequest } from "./requests";

/** Letters no catalog meal name has together, so a search finds only this test's recipe. */
export const uniqueWord = (prefix = "Zq") => `${prefix}${randomBytes(6).toString("hex").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

/** A valid recipe body, as the form sends it: the sample recipe (tooling/samples.ts) under a name of its own. */
export function recipeBody(overrides: Record<string, unknown> = {}) {
  return { name: `${uniqueWord()} lentil soup`, ...structuredClone(SAMPLE_FULL_RECIPE), ...overrides };
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

export const api = {
  create: (by: Cook | null, body: unknown, headers: Record<string, string> = {}) =>
    postRecipe(jsonRequest("POST", `${BASE}/api/recipes`, body, { headers: { ...by?.headers, ...headers } }), undefined),
  list: (by: Cook | null, query = "?mine=1") =>
    listRecipes(browserRequest("GET", `${BASE}/api/recipes${query}`, undefined, { headers: { ...by?.headers } }), undefined),
  read: (by: Cook | null, id: string) =>
    getRecipeRoute(browserRequest("GET", `${BASE}/api/recipes/${id}`, undefined, { headers: { ...by?.headers } }), params(id)),
  update: (by: Cook | null, id: string, body: unknown) =>
    putRecipe(jsonRequest("PUT", `${BASE}/api/recipes/${id}`, body, { headers: { ...by?.headers } }), params(id)),
  remove: (by: Cook | null, id: string) =>
    deleteRecipeRoute(browserRequest("DELETE", `${BASE}/api/recipes/${id}`, undefined, { headers: { ...by?.headers } }), params(id)),
  upload: (by: Cook | null, id: string, body: BodyInit, headers: Record<string, string> = {}) =>
    postPicture(browserRequest("POST", `${BASE}/api/recipes/${id}/image`, body, { headers: { ...by?.headers, ...headers } }), params(id)),
  removePicture: (by: Cook | null, id: string) =>
    deletePicture(browserRequest("DELETE", `${BASE}/api/recipes/${id}/image`, undefined, { headers: { ...by?.headers } }), params(id)),
};

/** A stored recipe's JSON, created through the API by `by`. */
export async function createdRecipe(by: Cook, overrides: Record<string, unknown> = {}) {
  const response = await api.create(by, recipeBody(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string; pictureUrl: string } & Record<string, unknown>;
}

/** A form with one file, as a browser's FormData upload sends it. */
export function pictureForm(bytes: Uint8Array, filename = "dish.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A real picture of a plain colour (with camera metadata when `exif` is given). */
export async function pictureBytes(
  format: "jpeg" | "png" | "webp",
  { width = 1600, height = 1200, exif }: { width?: number; height?: number; exif?: Record<string, string> } = {},
) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (exif) image = image.withExif({ IFD0: exif });
  return image.toFormat(format).toBuffer();
}

/** GET of a picture URL (/recipe-pictures/<id>/<file>) through its route. */
export function fetchPicture(url: string) {
  const [, , id, file] = url.split("/");
  return getPictureFile(new Request(`${BASE}${url}`), { params: Promise.resolve({ id: id!, file: file! }) });
}

/**
 * Recipe tests write many rows and re-encode pictures: on a busy 2-core machine that takes longer
 * than Vitest's 5 s default, without anything being wrong.
 */
export const RECIPE_TEST_OPTIONS = { timeout: 30_000 };
