import { route } from "@/lib/web/api";
import { leaveHousehold, listChangesRateLimit } from "@/lib/account";

/** POST /api/household/leave: the cook leaves with a copy of what was theirs; `{ deleted }` when they were the last. */
export const POST = route({ auth: "cook", limits: [{ rule: listChangesRateLimit, key: "cook" }] }, async ({ user }) => leaveHousehold(user.id));
