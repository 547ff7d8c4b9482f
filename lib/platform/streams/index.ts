/**
 * Reading a body without trusting its sender about its size: request bodies, TheMealDB's answers
 * and pictures all go through `readCapped`, so no one can make the server hold more than asked.
 */

/**
 * The stream's bytes, or null once they pass `maxBytes` (the stream is then cancelled and read
 * no further). `inspect` sees each chunk as it arrives and may throw to refuse the body.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null | undefined,
  maxBytes: number,
  inspect?: (chunk: Uint8Array) => void,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      return null;
    }
    try {
      inspect?.(value);
    } catch (error) {
      await reader.cancel();
      throw error;
    }
    chunks.push(value);
  }
}

/** Whether a declared Content-Length already says the body is too large. */
export const declaredTooLarge = (headers: Headers, maxBytes: number) => Number(headers.get("content-length") ?? 0) > maxBytes;
