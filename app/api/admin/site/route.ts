import { route } from "@/lib/web/api";
import { adminPage } from "@/lib/web/pages";

/** GET: what /admin shows: the site's figures and last backup, who may sign up, the first cooks, the latest security events (admins only). */
export const GET = route({ auth: "admin" }, async () => {
  const { figures, lastBackup, registration, events } = await adminPage({});
  return { figures, lastBackup: lastBackup && { takenAt: lastBackup.takenAt.toISOString(), bytes: lastBackup.bytes }, registration, events };
});
