import { route } from "@/lib/web/api";
import { householdView } from "@/lib/account";

/** GET /api/household: `{ role, members, invites, activity }`, the cook's household as /household shows it. */
export const GET = route({ auth: "cook" }, async ({ user }) => householdView(user.id));
