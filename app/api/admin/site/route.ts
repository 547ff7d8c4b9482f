import { route } from "@/lib/web/api";
import { adminPage } from "@/lib/web/pages";

/** GET: what /admin shows: the site's figures, who may sign up, the first cooks, the latest security events (admins only). */
export const GET = route({ auth: "admin" }, async () => {
  const { figures, registration, events } = await adminPage({});
  return { figures, registration, events };
});
