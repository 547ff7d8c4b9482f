import { adminRateLimits } from "@/lib/account";
import { backupDownload } from "@/lib/platform/backup";
import { securityEvent } from "@/lib/platform/security-events";
import { route } from "@/lib/web/api";

const limits = [{ rule: adminRateLimits.backups, key: "cook" as const }];

/**
 * GET: a backup of the whole site as a download (admins only): the same file as `npm run backup`,
 * written by a worker thread from one snapshot and streamed as the client takes it, so the site
 * keeps answering and the server never holds it whole. Recorded as the site's last backup once
 * written; restored with `npm run restore`. A failure before the first byte is an error answer;
 * a client that goes away ends the worker.
 */
export const GET = route({ auth: "admin", limits }, async ({ user, address, request }) => {
  securityEvent("admin_backup_downloaded", { userId: user.id, address });
  const file = await backupDownload(request.signal);
  const name = `res-pe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson.gz`;
  return new Response(file, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
});
