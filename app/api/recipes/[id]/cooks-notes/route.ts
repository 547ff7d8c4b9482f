import { route } from "@/lib/web/api";
import { COOKBOOK_MAX_BODY_BYTES, setShowCooksNotes } from "@/lib/cookbook";
import { listChangesRateLimit } from "@/lib/account";
import { cooksNotesSettingBodySchema } from "@/lib/validations/cookbook";
import { recipeIdParamsSchema } from "@/lib/validations/recipes";

/** PUT /api/recipes/<id>/cooks-notes `{ showCooksNotes }`: the owner's "Show other cooks' notes"; another cook's recipe is a 404. */
export const PUT = route(
  {
    auth: "cook",
    params: recipeIdParamsSchema,
    limits: [{ rule: listChangesRateLimit, key: "cook" }],
    body: { json: cooksNotesSettingBodySchema, maxBytes: COOKBOOK_MAX_BODY_BYTES },
  },
  async ({ user, params, body }) => setShowCooksNotes(user.id, params.id, body.showCooksNotes),
);
