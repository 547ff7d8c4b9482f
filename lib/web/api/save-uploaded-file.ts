import { createReadStream, createWriteStream, openSync, readSync, closeSync, fstatSync, rmSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { Readable, Transform } from "node:stream";
import { AppError } from "@/lib/platform/errors";

/** Room for the multipart boundaries, part headers and small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type DiskUploadSpec = { field: string; maxFileBytes: number; tooLargeMessage: string; path: () => string };
export type SavedUpload = { filePath: string; fileName: string };

const indexOf = (haystack: Buffer, needle: string, from = 0) => haystack.indexOf(Buffer.from(needle, "latin1"), from);

/**
 * The one file of a multipart/form-data upload written to disk as it arrives, never held in memory
 * (an export of 200 MB): the raw body streams to `<path>.part` (refused past the size, from
 * Content-Length and while reading), then the file's bytes (between its part headers, in the
 * first 64 KB, and the closing boundary, in the last 64 KB; the file must be the last part) are
 * copied to `path`. Linear in the upload; memory: 64 KB windows. Nothing stays behind on a refusal.
 */
export async function saveUploadedFile(request: Request, { field, maxFileBytes, tooLargeMessage, path }: DiskUploadSpec): Promise<SavedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw new AppError("unsupported_media_type", `Please send the file as multipart/form-data, in a field named ${field}.`);
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const maxBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("payload_too_large", tooLargeMessage);
  if (!request.body) throw new AppError("invalid_input", `Please choose a file to upload (form field ${field}).`, { fieldErrors: { [field]: "Please choose a file." } });

  const target = path();
  const raw = `${target}.part`;
  try {
    let length = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        length += chunk.length;
        done(length > maxBytes ? new AppError("payload_too_large", tooLargeMessage) : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(request.body as import("node:stream/web").ReadableStream), counter, createWriteStream(raw));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("invalid_input", "The upload was interrupted. Please try again.");
    }
    const fd = openSync(raw, "r");
    let start = -1;
    let end = -1;
    let fileName = "upload";
    try {
      const size = fstatSync(fd).size;
      const head = Buffer.alloc(Math.min(size, MULTIPART_OVERHEAD_BYTES));
      readSync(fd, head, 0, head.length, 0);
      for (let at = indexOf(head, delimiter); at >= 0 && start < 0; at = indexOf(head, delimiter, at + delimiter.length)) {
        const headersEnd = indexOf(head, "\r\n\r\n", at);
        if (headersEnd < 0) break;
        const headers = head.subarray(at, headersEnd).toString("utf8");
        const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
        const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1];
        if (name === field && filename !== undefined) {
          start = headersEnd + 4;
          fileName = filename || "upload";
        }
      }
      const tailStart = Math.max(0, size - MULTIPART_OVERHEAD_BYTES);
      const tail = Buffer.alloc(size - tailStart);
      readSync(fd, tail, 0, tail.length, tailStart);
      const close = tail.lastIndexOf(Buffer.from(`\r\n${delimiter}--`, "latin1"));
      if (close >= 0) end = tailStart + close;
    } finally {
      closeSync(fd);
    }
    if (start < 0 || end <= start) {
      const message = `Please choose a file to upload (form field ${field}).`;
      throw new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
    }
    if (end - start > maxFileBytes) throw new AppError("payload_too_large", tooLargeMessage);
    await pipeline(createReadStream(raw, { start, end: end - 1 }), createWriteStream(target));
    return { filePath: target, fileName };
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    rmSync(raw, { force: true });
  }
}
