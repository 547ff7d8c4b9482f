/**
 * Runs once when a Next server starts (also `next dev`, and hosts that run Next themselves):
 * a wrong setting stops the start with a message that says what to set, instead of failing
 * later on the first request. NEXT_RUNTIME is Next's own flag for the runtime this file is
 * loaded in, not a setting: everything configurable is read by lib/platform/config.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { configureLibraries, describeChef, loadConfig, sessionSecret } = await import("./lib/platform/config");
  const config = loadConfig();
  sessionSecret();
  configureLibraries(config);
  // Before the first request is handled: every request's client address is decided here (plain
  // `next start` would otherwise pass a client-typed X-Forwarded-For to the rate limits).
  const { listenForClientAddresses } = await import("./lib/platform/client-address");
  listenForClientAddresses(config.server.trustProxy);
  // BACKUP_EVERY: this process writes the scheduled backups when due (a lock file keeps a
  // machine's processes from writing one twice). Loaded only then: the backup code brings both
  // database drivers and a copy of the Prisma clients of its own into every server process (this
  // file is bundled apart from the routes), memory a site without backups would hold for nothing.
  if (config.backup.everyMs !== undefined) {
    const { startScheduledBackups } = await import("./lib/platform/backup");
    startScheduledBackups(config.backup);
  }
  console.log(describeChef(config.chef));
  if (config.mail.redactOutbox && !config.mail.smtpUrl) {
    console.warn(
      "Mail: SMTP_URL is not set, so mail is kept in the database's OutboxMail table with reset codes blanked out " +
        "(never kept in clear in production): set SMTP_URL for password resets to reach people.",
    );
  }
}
