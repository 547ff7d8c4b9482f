import { AppError } from "@/lib/platform/errors";
import { readBodyCapped } from "./read-body";

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadSpec = { field: string; maxFileBytes: number; tooLargeMessage: string };

/**
 * The one file of a multipart/form-data upload, in field `field`, at most `maxFileBytes`
 * (too large past that, decided from Content-Length when it is declared and while reading when
 * not). The file's name and declared type are ignored: only its bytes are returned, for the
 * caller to judge by their content.
 */
export async function readUploadedFile(request: Request, { field, maxFileBytes, tooLargeMessage }: UploadSpec): Promise<Buffer> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `Please send the file as multipart/form-data, in a field named ${field}.`);
  }
  const body = await readBodyCapped(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("invalid_input", "The upload could not be read. Please try again.");
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) {
    const message = `Please choose a file to upload (form field ${field}).`;
    throw new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
  }
  if (file.size > maxFileBytes) throw new AppError("payload_too_large", tooLargeMessage);
  return Buffer.from(await file.arrayBuffer());
}

export type UploadsSpec = { field: string; maxFiles: number; maxTotalBytes: number; tooLargeMessage: string };

/**
 * Several files of a multipart/form-data upload, all in field `field` (a photo import's pages):
 * at most `maxFiles` files and `maxTotalBytes` together, else 413. As with one file, only the
 * bytes are returned, in the order sent.
 */
export async function readUploadedFiles(request: Request, { field, maxFiles, maxTotalBytes, tooLargeMessage }: UploadsSpec): Promise<Buffer[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", `Please send the files as multipart/form-data, in fields named ${field}.`);
  }
  const body = await readBodyCapped(request, maxTotalBytes + MULTIPART_OVERHEAD_BYTES, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("invalid_input", "The upload could not be read. Please try again.");
  }
  const files = form.getAll(field).filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0) {
    const message = `Please choose a file to upload (form field ${field}).`;
    throw new AppError("invalid_input", message, { fieldErrors: { [field]: message } });
  }
  if (files.length > maxFiles) throw new AppError("payload_too_large", `Please send at most ${maxFiles} files at once.`);
  if (files.reduce((sum, file) => sum + file.size, 0) > maxTotalBytes) throw new AppError("payload_too_large", tooLargeMessage);
  return Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
}
