import { randomBytes, randomUUID } from "node:crypto";
import Database from "better-sqlite3";

/**
 * For the tests of the admin's backup download (tests/backup, e2e): a site with rows enough for a
 * backup to take a while, made cheaply, and a look at whether a backup still reads it.
 */

/**
 * Pictures of random bytes, which gzip cannot shrink: a file far larger than what the threads and
 * sockets between the database and the client hold, so a download left half-way is still being
 * written. As ImportedMealPicture rows (no parent rows needed).
 */
export function randomPictures(count: number, bytes = 40_000): { file: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }[] {
  return Array.from({ length: count }, (_, index) => ({ file: `bulk-${index}.jpg`, contentType: "image/jpeg", bytes: new Uint8Array(randomBytes(bytes)) }));
}

/** `count` contact messages made by the database itself: the same SQL on SQLite and PostgreSQL. */
export function contactMessagesSql(count: number): string {
  return `INSERT INTO "ContactMessage" ("id", "name", "email", "subject", "message")
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    SELECT 'bulk-' || i, 'Cook ' || i, 'cook' || i || '@example.com', 'Soup', '${"Can the soup be made the day before? ".repeat(6)}' || i FROM n`;
}

/** A site of rows and pictures for a backup to take a while over, written straight into its SQLite file. */
export function fillSqliteSite(file: string, { messages, pictures }: { messages: number; pictures: number }): void {
  const connection = new Database(file, { timeout: 10_000 });
  try {
    connection.exec(contactMessagesSql(messages));
    const insert = connection.prepare(`INSERT INTO "ImportedMealPicture" ("file", "contentType", "bytes") VALUES (?, ?, ?)`);
    connection.transaction(() => {
      for (const picture of randomPictures(pictures)) insert.run(picture.file, picture.contentType, Buffer.from(picture.bytes));
    })();
  } finally {
    connection.close();
  }
}

/**
 * Whether a connection still reads an old snapshot of the SQLite file (a backup's read
 * transaction): after a write, so the log holds pages newer than any such snapshot, a checkpoint
 * that must pass every reader is held up (busy), answering at once rather than waiting.
 */
export function sqliteSnapshotHeld(file: string): boolean {
  const connection = new Database(file, { timeout: 10_000 });
  try {
    connection
      .prepare(`INSERT INTO "ContactMessage" ("id", "name", "email", "subject", "message") VALUES (?, 'Late', 'late@example.com', 'Soup', 'Written during a backup.')`)
      .run(`late-${randomUUID()}`);
    connection.pragma("busy_timeout = 0");
    const [result] = connection.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result!.busy !== 0;
  } finally {
    connection.close();
  }
}
