import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { adminRateLimits } from "@/lib/account";
import { writeBackup } from "@/lib/platform/backup";
import { securityEvent } from "@/lib/platform/security-events";
import { route } from "@/lib/web/api";

const limits = [{ rule: adminRateLimits.backups, key: "cook" as const }];

/**
 * GET: a backup of the whole site as a download (admins only): the same file as `npm run backup`,
 * streamed as it is read from one snapshot, so the site keeps answering and the server never holds
 * it whole. Recorded as the site's last backup once written; restored with `npm run restore`.
 */
export const GET = route({ auth: "admin", limits }, async ({ user, address }) => {
  const out = new PassThrough();
  const file = new PassThrough();
  file.pipe(out, { end: false });
  securityEvent("admin_backup_downloaded", { userId: user.id, address });
  // The download ends only once the backup is recorded, so the admin page the browser shows
  // next already names it. A failure half-way ends the download early: the file's trailer (its
  // checksum) is then missing, and `npm run restore` refuses it before writing anything.
  Promise.all([writeBackup(file), once(file, "end")]).then(
    () => out.end(),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const name = `res-pe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson.gz`;
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
});
