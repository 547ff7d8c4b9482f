import { AppError } from "@/lib/platform/errors";

/**
 * A request body, refused as too large past `maxBytes`: first by its declared Content-Length,
 * then while reading, so a client that lies about (or omits) the length still cannot make the
 * server buffer more.
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
  /** Sees each chunk as it arrives (and may throw to refuse the body): work spread over the reading. */
  inspect?: (chunk: Uint8Array) => void,
): Promise<Buffer> {
  const tooLarge = () => new AppError("payload_too_large", tooLargeMessage);
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    if (inspect) {
      try {
        inspect(value);
      } catch (error) {
        await reader.cancel();
        throw error;
      }
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
