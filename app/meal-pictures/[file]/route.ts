import fs from "node:fs/promises";
import path from "node:path";
import { loadServerConfig } from "@/lib/config/server-config";
import { MEAL_PICTURE_FILE, mealPicturesDir } from "@/lib/meals/import/meal-pictures";

type Context = { params: Promise<{ file: string }> };

const CONTENT_TYPES = { jpg: "image/jpeg", png: "image/png" } as const;

/**
 * GET /meal-pictures/<id>.jpg: the pictures `npm run meals:import` copied into the data folder
 * (the build's public/ folder cannot hold files added after the build).
 */
export async function GET(_request: Request, { params }: Context) {
  const match = MEAL_PICTURE_FILE.exec((await params).file);
  if (!match) return new Response("Not found", { status: 404 });
  try {
    // The name matched digits plus an extension, so it cannot leave the folder.
    const bytes = await fs.readFile(path.join(mealPicturesDir(loadServerConfig().dataDir), match[0]));
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": CONTENT_TYPES[match[2] as keyof typeof CONTENT_TYPES],
        // A re-import keeps an existing picture, so a day of reuse is safe.
        "Cache-Control": "public, max-age=86400",
      },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
