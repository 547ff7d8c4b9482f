import { route } from "@/lib/web/api";
import { migrationJob } from "@/lib/recipe-import";
import { migrationIdParamsSchema } from "@/lib/validations/migrations";

/** GET /api/migrations/<id>: the job's status, progress and report (only its cook's). */
export const GET = route({ auth: "cook", params: migrationIdParamsSchema }, async ({ user, params }) => migrationJob(user, params.id));
