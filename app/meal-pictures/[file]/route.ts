import { importedMealPicture } from "@/lib/meals";

type Context = { params: Promise<{ file: string }> };

/**
 * GET /meal-pictures/<id>.jpg: the pictures `npm run meals:import` copied into the database (the
 * build's public/ folder cannot hold files added later, and instances share no disk).
 */
export async function GET(_request: Request, { params }: Context) {
  const picture = await importedMealPicture((await params).file);
  if (!picture) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      "Content-Type": picture.contentType,
      // A re-import keeps an existing picture, so a day of reuse is safe.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
