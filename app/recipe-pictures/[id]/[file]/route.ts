import { findRecipePicture } from "@/lib/own-recipes";

type Context = { params: Promise<{ id: string; file: string }> };

/**
 * GET /recipe-pictures/<id>/<version>.webp|.svg: a recipe's uploaded picture, or the one the app
 * draws for it. The version changes with the picture, so browsers and CDNs may keep a file for
 * good; an old version, or a deleted recipe's picture, is a 404.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, file } = await params;
  const picture = await findRecipePicture(id, file);
  if (!picture) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(picture.body, {
    headers: {
      "Content-Type": picture.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      // Opened on its own, a drawn SVG is a document: nothing in it may run or load.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
