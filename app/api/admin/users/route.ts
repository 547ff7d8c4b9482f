import { route } from "@/lib/web/api";
import { listCooks } from "@/lib/account";
import { adminUsersQuerySchema } from "@/lib/validations/admin";

/** GET: the site's cooks whose name or email holds `q`, newest first, 25 a page (admins only). */
export const GET = route({ auth: "admin", query: adminUsersQuerySchema }, async ({ query }) => listCooks(query));
