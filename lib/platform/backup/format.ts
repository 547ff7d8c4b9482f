/**
 * The backup file: gzip-compressed NDJSON, one JSON value a line.
 *
 *   {"resPeBackup":1,"schemaVersion":"20261128135904_site_backups","provider":"sqlite",
 *    "takenAt":"…","tables":[{"name":"User","fields":[["id","String"],…]},…]}
 *   {"t":"User","v":["ck…","Ada",…]}                     one line per row, values in field order
 *   {"end":"User","rows":1000}                            after each table's rows
 *   {"trailer":{"rows":123456,"sha256":"…"}}              the hash of every line above, as written
 *
 * Why this shape: it is written and read a row at a time (neither side holds the site in
 * memory); values are typed by the Prisma model, not by what one database stores, so a file made
 * on SQLite loads into PostgreSQL and back; gzip shrinks the repeated text well and any machine
 * reads it (`zcat file | head`); the trailer's hash covers every byte before it, so a damaged or
 * cut file is found by one reading pass before anything is written (gzip's own CRC alone would
 * miss a file cut at a member boundary, and says nothing of a file edited and re-compressed).
 * Tables come parents first (as the foreign keys ask), so a restore inserts them in file order.
 * Values: dates as ISO text (UTC), bytes as base64, BigInt and Decimal as digits, Json as JSON,
 * booleans and numbers as JSON's own; sqlite.ts and postgres.ts turn each database's storage into
 * these and back.
 */
export const FORMAT_VERSION = 1;

export type BackupTable = { name: string; fields: [name: string, type: string][] };

export type BackupHeader = {
  resPeBackup: number;
  /** The newest migration applied to the database backed up. */
  schemaVersion: string;
  provider: "sqlite" | "postgresql";
  takenAt: string;
  tables: BackupTable[];
};

export type BackupTrailer = { rows: number; sha256: string };
