import "server-only";
import { loadConfig } from "@/lib/platform/config";
import { AppError, isAppError } from "@/lib/platform/errors";
import { processPicture, type ProcessedPicture } from "@/lib/own-recipes";
import { safeFetch, type Resolver } from "@/lib/platform/safe-fetch";
import { RECIPE_PICTURE } from "@/lib/validations/recipes";

export type FetchOptions = {
  allowLoopback?: boolean;
  resolver?: Resolver;
  requestedBy?: { userId?: string; address?: string };
  signal?: AbortSignal;
};

export const allowLoopbackByDefault = () => loadConfig().recipeImport.allowLoopback;

/** A `data:` picture (an export's) as bytes, within the upload's size. */
function dataUrlBytes(url: string): Buffer {
  const match = /^data:image\/(?:jpeg|png|webp);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!match) throw new AppError("unsupported_media_type", "The picture must be a JPEG, PNG or WebP image.", { messageCode: "picture_not_a_picture" });
  const bytes = Buffer.from(match[1]!, "base64");
  if (bytes.length > RECIPE_PICTURE.maxBytes) throw new AppError("payload_too_large", "The picture is larger than 5 MB.", { messageCode: "picture_larger_than_5mb" });
  return bytes;
}

/** Why a picture was refused, coded (issue 35): the picture's own code, else what went wrong fetching it. */
export type PictureProblem = { message: string; code: string };

const FETCH_PROBLEMS: Partial<Record<AppError["code"], string>> = { upstream_timeout: "picture_fetch_timeout", upstream_failed: "picture_fetch_failed", invalid_input: "picture_address_refused" };

/** A picture's refusal as its English message and a code a page words (the fetcher's own messages name a code by kind). */
export const pictureProblemOf = (error: AppError): PictureProblem => ({ message: error.message, code: error.messageCode ?? FETCH_PROBLEMS[error.code] ?? "picture_unreadable" });

/**
 * The first of a recipe's pictures that can be read, re-encoded exactly as an upload is (only
 * JPEG, PNG, WebP by content; at most 1200 px; no metadata). Remote ones come through the same
 * guarded fetcher as the page (`remote: false` reads only `data:` pictures). Null and the
 * reason when none could be.
 */
export async function firstReadablePicture(
  urls: string[],
  { remote, ...options }: FetchOptions & { remote: boolean },
): Promise<{ picture: ProcessedPicture | null; problem: PictureProblem | null }> {
  let problem: PictureProblem | null = null;
  for (const url of urls.slice(0, 3)) {
    try {
      if (url.startsWith("data:")) return { picture: await processPicture(dataUrlBytes(url)), problem: null };
      if (!remote) continue;
      const fetched = await safeFetch(url, {
        ...options,
        allowLoopback: options.allowLoopback ?? allowLoopbackByDefault(),
        accept: RECIPE_PICTURE.types,
        maxBytes: RECIPE_PICTURE.maxBytes,
        what: "picture",
      });
      return { picture: await processPicture(fetched.body), problem: null };
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === "client_closed") throw error;
      problem ??= pictureProblemOf(error);
    }
  }
  return { picture: null, problem };
}

export const pictureDataUrl = (picture: Pick<ProcessedPicture, "bytes" | "contentType">) =>
  `data:${picture.contentType};base64,${picture.bytes.toString("base64")}`;
