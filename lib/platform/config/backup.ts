import path from "node:path";
import { z } from "zod";
import { parseEnv, pick, type Env } from "./parse-env";

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "30m", "24h", "7d": a backup more often than every 10 minutes would mostly copy itself. */
const every = z
  .string()
  .regex(/^\d+[mhd]$/, "must be a number of minutes, hours or days, e.g. 24h, 30m or 7d")
  .transform((text) => Number(text.slice(0, -1)) * UNIT_MS[text.slice(-1) as keyof typeof UNIT_MS])
  .refine((ms) => ms >= 10 * 60_000, "must be at least 10m");

const backupEnvSchema = z.object({
  BACKUP_EVERY: every.optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DIR: z.string().min(1).optional(),
});

export type BackupConfig = {
  /** Milliseconds between scheduled backups; undefined: none are scheduled (npm run backup still works). */
  everyMs: number | undefined;
  /** Scheduled backup files kept; older ones are deleted. */
  keep: number;
  /** Absolute path of the folder scheduled backups are written to. */
  dir: string;
};

export function parseBackupConfig(env: Env, dataDir: string, cwd: string): BackupConfig {
  const e = parseEnv(backupEnvSchema, pick(env, Object.keys(backupEnvSchema.shape)));
  return { everyMs: e.BACKUP_EVERY, keep: e.BACKUP_KEEP, dir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : path.join(dataDir, "backups") };
}
