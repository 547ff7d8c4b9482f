import { createHash, type Hash } from "node:crypto";
import fs from "node:fs";
import { createGunzip } from "node:zlib";
import { FORMAT_VERSION, type BackupHeader, type BackupTrailer } from "./format";

/** Why a file cannot be restored, in words for the person running the restore. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

type Line = { text: string; kind: "header" | "row" | "trailer" };

/**
 * The file's lines in order, checked as they come: the header first, then every line hashed up to
 * the trailer, whose hash must match. Throws BackupRefused for a file that is not a backup, is
 * damaged (gzip's CRC, the hash) or cut short (no trailer). A line is yielded before the file is
 * known to be whole: a restore verifies the file in a first pass, then reads it again to write.
 */
export async function* backupLines(file: string): AsyncGenerator<Line> {
  const hash = createHash("sha256");
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let trailerSeen = false;
  const input = fs.createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let start = 0;
      for (let end = pending.indexOf(10, start); end !== -1; end = pending.indexOf(10, start)) {
        const line = pending.subarray(start, end + 1);
        start = end + 1;
        if (trailerSeen) throw new BackupRefused(`${file} has data after its end: it is damaged.`);
        const kind = lineKind(line, index++);
        if (kind === "trailer") {
          checkTrailer(file, line, hash);
          trailerSeen = true;
        } else {
          hash.update(line);
        }
        yield { text: line.toString("utf8", 0, line.length - 1), kind };
      }
      pending = pending.subarray(start);
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    // gzip's own checks: a corrupt, cut or non-gzip file.
    throw new BackupRefused(`${file} is not a readable Res-pe backup (${(error as Error).message}): it is damaged, cut short or not a backup.`);
  } finally {
    input.destroy();
  }
  if (index === 0) throw new BackupRefused(`${file} is empty: not a Res-pe backup.`);
  if (!trailerSeen || pending.length > 0) throw new BackupRefused(`${file} is cut short (it has no end): it was not copied whole.`);
}

const TRAILER_START = Buffer.from('{"trailer":');

function lineKind(line: Buffer, index: number): Line["kind"] {
  if (index === 0) return "header";
  return line.subarray(0, TRAILER_START.length).equals(TRAILER_START) ? "trailer" : "row";
}

function checkTrailer(file: string, line: Buffer, hash: Hash): void {
  const { trailer } = JSON.parse(line.toString("utf8")) as { trailer: BackupTrailer };
  if (trailer.sha256 !== hash.digest("hex")) throw new BackupRefused(`${file} is damaged: its checksum does not match its contents.`);
}

/** Reads the header of a backup line, refusing a file of another format. */
export function parseHeader(file: string, text: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(text) as Partial<BackupHeader>;
  } catch {
    throw new BackupRefused(`${file} is not a Res-pe backup.`);
  }
  if (typeof header.resPeBackup !== "number" || !header.schemaVersion || !Array.isArray(header.tables)) {
    throw new BackupRefused(`${file} is not a Res-pe backup.`);
  }
  if (header.resPeBackup > FORMAT_VERSION) {
    throw new BackupRefused(`${file} was written in a newer backup format (${header.resPeBackup}): update Res-pe to restore it.`);
  }
  return header as BackupHeader;
}

/** The whole file read once: its header if it is whole and undamaged; BackupRefused otherwise. */
export async function verifyBackup(file: string): Promise<BackupHeader & { rows: number }> {
  let header: BackupHeader | undefined;
  let rows = 0;
  for await (const line of backupLines(file)) {
    if (line.kind === "header") header = parseHeader(file, line.text);
    else if (line.kind === "row" && line.text.startsWith('{"t":')) rows += 1;
  }
  return { ...header!, rows };
}
