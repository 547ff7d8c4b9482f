import { route } from "@/lib/web/api";
import { scanJobOf } from "@/lib/recipe-import";
import { scanJobParamsSchema } from "@/lib/validations/recipe-import";

/** GET /api/recipes/import/scans/<id>: the cook's photo or PDF import, its progress and what it found. */
export const GET = route({ auth: "cook", params: scanJobParamsSchema }, async ({ user, params }) => scanJobOf(user.id, params.id));
