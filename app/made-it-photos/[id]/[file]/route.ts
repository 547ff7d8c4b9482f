import { findMadeItPhoto } from "@/lib/cookbook";

type Context = { params: Promise<{ id: string; file: string }> };

/**
 * GET /made-it-photos/<id>/<version>.webp: an "I made it" photo while its note holds it (a
 * deleted note's photo is a 404 at once). Kept by the browser only: the note may be deleted.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, file } = await params;
  const photo = await findMadeItPhoto(id, file);
  if (!photo) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(photo, { headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=3600" } });
}
