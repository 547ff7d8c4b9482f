import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
import { gunzipSync, inflateRawSync } from "node:zlib";
import { checkNote, refusalOf, type CheckNote } from "../check-notes";
import type { MigrationEntry, MigrationUpload } from "./formats/types";

/**
 * The safe unpacker of a migration upload (issue 33). An export from another app is a zip (or a
 * gzip, or one JSON/CSV/HTML file) that a stranger could have shaped to hurt the server, so
 * nothing is inflated before the central directory has been checked, and every byte inflated
 * is counted again against what the directory promised (a lying header stops the inflation).
 *
 * Budgets (ARCHIVE_LIMITS, smaller ones injectable for tests):
 * - entries: at most 20,000 (2,000 recipes with a JSON and several pictures each);
 * - each entry at most 64 MB inflated, all entries at most 1 GB;
 * - an entry over 1 MB may inflate at most 100× its compressed size (a real export's JSON
 *   compresses 5–20×; zeros compress 1000×);
 * - paths: "../", absolute paths, backslashes, drive letters, NUL and more than 32 folders deep
 *   are refused, and so are symbolic links (Unix mode in the external attributes) and encrypted
 *   entries; only stored and deflated entries are read;
 * - nested archives: a zip inside the upload is opened once more ("outer.zip/inner/path",
 *   depth ≤ 2: a zip in a zip in the upload is refused); a gzip entry (Paprika's recipes) keeps
 *   its path with its bytes inflated, under the same budget (its trailer's size checked first).
 *
 * Cost: the central directory is read once (linear in entries); `openUpload` then inflates every
 * entry once (one at a time, never past its stated size, dropped after), so a bad archive is
 * refused before any recipe is saved; a reader later inflates each entry again when it reads `bytes` (lazily, one
 * at a time: memory stays at one entry, not the archive). Zips are read from the file on disk by
 * position, never loaded whole.
 */
export const ARCHIVE_LIMITS = {
  entries: 20_000,
  entryBytes: 64 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  ratio: 100,
  /** Below this an entry's ratio is not judged: a small text of repeated lines compresses well. */
  ratioFrom: 1024 * 1024,
  pathDepth: 32,
  zipDepth: 2,
  /** A JSON or text file larger than this is refused before it is parsed. */
  textBytes: 64 * 1024 * 1024,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

const CHUNK = 64 * 1024;
const MB = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / (1024 * 1024))} MB`);
/** Refused with the cook's reason, as a code and its values (issue 35) and its English message. */
const refuse = (code: CheckNote["code"], values: CheckNote["values"] = {}): never => {
  throw refusalOf(checkNote(code, values));
};

/** Bytes read by position: the upload on disk, or a nested zip in memory. */
type Source = { size: number; read(offset: number, length: number): Uint8Array };

const bufferSource = (bytes: Uint8Array): Source => ({ size: bytes.length, read: (offset, length) => bytes.subarray(offset, offset + length) });

function fileSource(fd: number): Source {
  return {
    size: fstatSync(fd).size,
    read(offset, length) {
      const out = Buffer.allocUnsafe(length);
      const got = readSync(fd, out, 0, length, offset);
      return got === length ? out : out.subarray(0, got);
    },
  };
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && (head[3] === 4 || head[3] === 6);
const isGzip = (head: Uint8Array) => head[0] === 0x1f && head[1] === 0x8b;

/** A checked, normalised entry path ("/"-separated, relative, no ".."), or a refusal naming it. */
function safeEntryPath(name: string, limits: Pick<ArchiveLimits, "pathDepth"> = ARCHIVE_LIMITS): string {
  const shown = JSON.stringify(name.slice(0, 80));
  if (name.includes("\\")) refuse("archiveBackslash", { name: shown });
  if (name.includes("\0")) refuse("archiveNul", { name: shown });
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) refuse("archiveAbsolute", { name: shown });
  const parts = name.split("/").filter((part) => part !== "" && part !== ".");
  if (parts.includes("..")) refuse("archiveOutside", { name: shown });
  if (parts.length > limits.pathDepth) refuse("archiveTooDeep", { depth: limits.pathDepth });
  return parts.join("/");
}

type ZipEntry = { path: string; method: number; offset: number; compressed: number; size: number };

/** The central directory, checked entirely before anything is inflated. */
function centralDirectory(source: Source, label: string, limits: ArchiveLimits, budget: { total: number; entries: number }): ZipEntry[] {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tail = source.read(source.size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (u32(tail, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) refuse("zipIncomplete", { file: label });
  const count = u16(tail, end + 10);
  const directorySize = u32(tail, end + 12);
  const directoryOffset = u32(tail, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) refuse("zip64", { file: label });
  budget.entries += count;
  if (budget.entries > limits.entries) refuse("archiveTooManyFiles", { max: limits.entries.toLocaleString("en") });
  if (directoryOffset + directorySize > source.size) refuse("zipDirectoryOutside", { file: label });
  const directory = source.read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || u32(directory, at) !== 0x02014b50) refuse("zipDirectoryUnreadable", { file: label });
    const madeBy = u16(directory, at + 4) >> 8;
    const flags = u16(directory, at + 8);
    const method = u16(directory, at + 10);
    const compressed = u32(directory, at + 20);
    const size = u32(directory, at + 24);
    const nameLength = u16(directory, at + 28);
    const skip = nameLength + u16(directory, at + 30) + u16(directory, at + 32);
    const external = u32(directory, at + 38);
    const offset = u32(directory, at + 42);
    const name = Buffer.from(directory.subarray(at + 46, at + 46 + nameLength)).toString(flags & 0x800 ? "utf8" : "latin1");
    at += 46 + skip;
    const path = safeEntryPath(name, limits);
    // Unix (3) and macOS (19) keep the file's mode in the high half of the external attributes.
    const mode = external >>> 16;
    if ((madeBy === 3 || madeBy === 19) && (mode & 0o170000) === 0o120000) refuse("archiveSymlink", { name: JSON.stringify(path) });
    if (name.endsWith("/") || path === "") continue;
    if (flags & 1) refuse("archivePassword", { path });
    if (method !== 0 && method !== 8) refuse("archiveMethod", { path });
    if (size > limits.entryBytes) refuse("entryTooLarge", { path, size: MB(size), max: MB(limits.entryBytes) });
    budget.total += size;
    if (budget.total > limits.totalBytes) refuse("archiveTooLarge", { size: MB(limits.totalBytes) });
    if (size > limits.ratioFrom && size > compressed * limits.ratio) {
      refuse("entryRatio", { path, ratio: Math.round(size / Math.max(compressed, 1)) });
    }
    if (offset + 30 + compressed > source.size) refuse("zipEntryOutside", { file: label, path });
    entries.push({ path, method, offset, compressed, size });
  }
  return entries;
}

/** The packed bytes of one entry, found through its local header. */
function packedBytes(source: Source, entry: ZipEntry): Uint8Array {
  const local = source.read(entry.offset, 30);
  if (u32(local, 0) !== 0x04034b50) refuse("entryMissing", { path: entry.path });
  const start = entry.offset + 30 + u16(local, 26) + u16(local, 28);
  if (start + entry.compressed > source.size) refuse("entryCut", { path: entry.path });
  return source.read(start, entry.compressed);
}

/**
 * Inflates with a hard ceiling: more output than `max` stops at once (the header lied). Node's
 * own zlib (native: a 2,000-recipe export is inflated twice, and fflate's JavaScript inflate was a
 * third of the job's time); `maxOutputLength` makes zlib stop at the ceiling rather than after.
 */
function inflateCapped(packed: Uint8Array, kind: "deflate" | "gzip", max: number, path: string): Uint8Array {
  try {
    const options = { maxOutputLength: Math.max(max, 1), chunkSize: Math.min(Math.max(max, 1024), CHUNK) };
    return kind === "deflate" ? inflateRawSync(packed, options) : gunzipSync(packed, options);
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") refuse("entryInflatesMore", { path, size: MB(max) });
    return refuse("entryDamaged", { path });
  }
}

/** A gzip's bytes inflated, its trailer's stated size judged first, then enforced while inflating. */
function gunzipChecked(packed: Uint8Array, path: string, limits: ArchiveLimits): Uint8Array {
  const stated = packed.length >= 18 ? u32(packed, packed.length - 4) : 0;
  if (stated > limits.entryBytes) refuse("entryTooLarge", { path, size: MB(stated), max: MB(limits.entryBytes) });
  if (stated > limits.ratioFrom && stated > packed.length * limits.ratio) {
    refuse("entryRatio", { path, ratio: Math.round(stated / packed.length) });
  }
  const bytes = inflateCapped(packed, "gzip", Math.min(limits.entryBytes, Math.max(stated, limits.ratioFrom)), path);
  if (bytes.length !== stated) refuse("entryOtherSize", { path });
  return bytes;
}

function entryBytes(source: Source, entry: ZipEntry): Uint8Array {
  const packed = packedBytes(source, entry);
  if (entry.method === 0) {
    if (entry.compressed !== entry.size) refuse("entryTwoSizes", { path: entry.path });
    return packed;
  }
  const bytes = inflateCapped(packed, "deflate", entry.size, entry.path);
  if (bytes.length !== entry.size) refuse("entrySizeMismatch", { path: entry.path });
  return bytes;
}

/** What an entry's readers see: the zip entry, gunzipped when it is a gzip. */
function contentOf(bytes: Uint8Array, path: string, limits: ArchiveLimits): Uint8Array {
  return isGzip(bytes) ? gunzipChecked(bytes, path, limits) : bytes;
}

export type OpenedUpload = { upload: MigrationUpload; close(): void };

/**
 * The upload on disk at `filePath`, checked and unpacked: entries in archive order, each one's
 * `bytes` inflated when read. Throws AppError("invalid_input") with the cook's reason for every
 * refusal above, before any reader sees an entry. Close it when done (the zip's file stays open).
 */
export async function openUpload(filePath: string, fileName: string, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<OpenedUpload> {
  const fd = openSync(filePath, "r");
  try {
    const source = fileSource(fd);
    const head = source.read(0, Math.min(4, source.size));
    if (!isZip(head)) {
      if (source.size > limits.textBytes && !isGzip(head)) refuse("fileTooLarge", { size: MB(limits.textBytes) });
      const bytes = contentOf(source.read(0, source.size), fileName, limits);
      closeSync(fd);
      // The cook's file name, never a path: only its last part, without characters a path reads.
      const name = fileName.split(/[\\/]/).pop()!.replace(/\.gz$/i, "").replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 120) || "upload";
      return { upload: { fileName, entries: [{ path: name, bytes }] }, close() {} };
    }
    const budget = { total: 0, entries: 0 };
    const entries: MigrationEntry[] = [];
    for (const entry of centralDirectory(source, "The file", limits, budget)) {
      // Every entry inflated once and dropped, so a lying one is found before any recipe is saved.
      const bytes = entryBytes(source, entry);
      if (isZip(bytes) && /\.zip$/i.test(entry.path)) {
        if (limits.zipDepth < 2) refuse("archiveNested", { path: entry.path });
        const inner = bufferSource(bytes);
        for (const nested of centralDirectory(inner, entry.path, limits, budget)) {
          const nestedBytes = contentOf(entryBytes(inner, nested), nested.path, limits);
          if (isZip(nestedBytes) && /\.zip$/i.test(nested.path)) refuse("archiveZipInZipInZip", { path: `${entry.path}/${nested.path}` });
          entries.push({ path: `${entry.path}/${nested.path}`, bytes: nestedBytes });
        }
      } else {
        const path = entry.path;
        contentOf(bytes, path, limits);
        // Read again from the file when a reader asks, so memory holds one entry at a time.
        entries.push({
          path,
          get bytes() {
            return contentOf(entryBytes(source, entry), path, limits);
          },
        });
      }
      await nextTurn();
    }
    return { upload: { fileName, entries }, close: () => closeSync(fd) };
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // Already closed (a single file).
    }
    throw error;
  }
}

/** An entry as UTF-8 text: refused when larger than the budget or not UTF-8 (a BOM is dropped). */
export function entryText(entry: MigrationEntry, limits: Pick<ArchiveLimits, "textBytes"> = ARCHIVE_LIMITS): string {
  const bytes = entry.bytes;
  if (bytes.length > limits.textBytes) refuse("textTooLarge", { path: entry.path, size: MB(limits.textBytes) });
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse("notUtf8", { path: entry.path });
  }
}

/** An entry as JSON, with the cook's reason when it is not. */
export function entryJson(entry: MigrationEntry, limits: Pick<ArchiveLimits, "textBytes"> = ARCHIVE_LIMITS): unknown {
  const text = entryText(entry, limits);
  try {
    return JSON.parse(text);
  } catch {
    return refuse("notValidJson", { path: entry.path });
  }
}
