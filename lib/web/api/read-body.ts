import { AppError } from "@/lib/platform/errors";
import { declaredTooLarge, readCapped } from "@/lib/platform/streams";

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
  if (declaredTooLarge(request.headers, maxBytes)) throw tooLarge();
  const body = await readCapped(request.body, maxBytes, inspect);
  if (!body) throw tooLarge();
  return body;
}
