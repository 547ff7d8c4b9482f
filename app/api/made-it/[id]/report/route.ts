import { route } from "@/lib/web/api";
import { madeItReportsRateLimit, reportMadeIt } from "@/lib/cookbook";
import { madeItParamsSchema } from "@/lib/validations/cookbook";

/**
 * POST /api/made-it/<id>/report: anyone who sees a cook's note on a recipe (signed in or not)
 * tells the recipe's owner it does not belong there; limited per address, so reports cannot
 * be sent in bulk. A note that is not shown is unknown (404).
 */
export const POST = route(
  { auth: "optional", params: madeItParamsSchema, limits: [{ rule: madeItReportsRateLimit, key: "address" }] },
  async ({ params }) => reportMadeIt(params.id),
);
