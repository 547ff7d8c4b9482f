import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import { AppError } from "@/lib/platform/errors";
import { MAX_INPUT_PIXELS, MAX_SIDE, formatByContent, processPicture, processedPicture, type ProcessedPicture, NOT_A_PICTURE, TOO_MANY_PIXELS, UNREADABLE_PICTURE } from "./pictures";

/**
 * Pictures re-encoded by the thousand (a migration's, issue 33) in a child process of their own,
 * at a lower OS priority: re-encoding is about two thirds of an import's CPU (measured: 300
 * recipes, 4.8 s on libuv's and libvips' threads against 2 s on the event loop), and on the
 * server's own threads it competed with the event loop for a small server's two cores (other
 * cooks' searches took 5–9× as long during an import). In the child the OS hands the cores to
 * the server first, and what the child took is given back when it exits. The price: on a
 * machine busy with other work the import takes longer (niceness is the knob).
 *
 * The child runs the same checks and pipeline as processPicture (the type by content is checked
 * here before a byte is sent; the decoded type, the 40-megapixel cap, upright, at most 1200 px,
 * WebP at effort 1, no metadata). Its program is a string run by `node -e`, so no bundler has to
 * know of it; it finds sharp from the server's folder. If the child cannot start or dies, the
 * pictures left are re-encoded in the server process as before: slower for others, never lost.
 */

/** Niceness of the child: 10 leaves it ~10 % of a core the server wants, yet all of an idle one. */
const CHILD_NICENESS = 10;

const CHILD_PROGRAM = `
const sharp = require("sharp");
// One libvips thread a picture and no cache: the parent decides how many run at once.
sharp.concurrency(1);
sharp.cache(false);
process.on("disconnect", () => process.exit(0));
process.on("message", async ({ id, bytes, format }) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let metadata;
  try {
    metadata = await sharp(input).metadata();
    if (metadata.format !== format) throw new Error("another format");
  } catch {
    return process.send({ id, problem: "unreadable" });
  }
  if (metadata.width * metadata.height > ${MAX_INPUT_PIXELS}) return process.send({ id, problem: "pixels" });
  try {
    const { data, info } = await sharp(input, { limitInputPixels: ${MAX_INPUT_PIXELS} })
      .rotate()
      .resize({ width: ${MAX_SIDE}, height: ${MAX_SIDE}, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80, effort: 1 })
      .toBuffer({ resolveWithObject: true });
    process.send({ id, bytes: data, width: info.width, height: info.height });
  } catch {
    process.send({ id, problem: "unreadable" });
  }
});
`;

type Answer = { id: number; problem?: "unreadable" | "pixels"; bytes?: Uint8Array; width?: number; height?: number };
type Pending = { resolve: (picture: ProcessedPicture) => void; reject: (error: unknown) => void; upload: Buffer };

export type PictureReencoder = {
  /** processPicture's answer for `upload` (quick), re-encoded in the child. */
  process(upload: Buffer): Promise<ProcessedPicture>;
  /** Ends the child (the pictures still on their way are re-encoded here). */
  close(): void;
};

/** A re-encoder for one batch of work (one import); close it when done, so its child exits. */
export function pictureReencoder(): PictureReencoder {
  let child: ChildProcess | null = null;
  let broken = false;
  let next = 0;
  const pending = new Map<number, Pending>();

  /** The child is gone: what it had is done here, and so is everything after. */
  function fallBack() {
    broken = true;
    child = null;
    for (const { resolve, reject, upload } of pending.values()) processPicture(upload, { quick: true }).then(resolve, reject);
    pending.clear();
  }

  function started(): ChildProcess | null {
    if (child || broken) return child;
    try {
      const spawned = spawn(process.execPath, ["-e", CHILD_PROGRAM], { cwd: process.cwd(), stdio: ["ignore", "ignore", "inherit", "ipc"], serialization: "advanced" });
      spawned.on("error", () => child === spawned && fallBack());
      spawned.on("exit", () => child === spawned && fallBack());
      spawned.on("message", (answer: Answer) => {
        const waiting = pending.get(answer.id);
        if (!waiting) return;
        pending.delete(answer.id);
        if (answer.problem === "pixels") waiting.reject(new AppError("payload_too_large", TOO_MANY_PIXELS, { messageCode: "picture_too_many_pixels" }));
        else if (answer.problem || !answer.bytes) waiting.reject(new AppError("unsupported_media_type", UNREADABLE_PICTURE, { messageCode: "picture_unreadable" }));
        else waiting.resolve(processedPicture(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), answer.width!, answer.height!));
      });
      // Its channel keeps this process alive until close(); the child itself never does.
      spawned.unref();
      if (spawned.pid !== undefined) {
        try {
          setPriority(spawned.pid, CHILD_NICENESS);
        } catch {
          // Not allowed here: the child runs at the server's priority, still off its threads.
        }
      }
      child = spawned;
    } catch {
      broken = true;
    }
    return child;
  }

  return {
    process(upload) {
      const format = formatByContent(upload);
      if (!format) return Promise.reject(new AppError("unsupported_media_type", NOT_A_PICTURE, { messageCode: "picture_not_a_picture" }));
      const to = started();
      if (!to) return processPicture(upload, { quick: true });
      const id = (next += 1);
      return new Promise<ProcessedPicture>((resolve, reject) => {
        pending.set(id, { resolve, reject, upload });
        to.send({ id, bytes: upload, format }, (error) => {
          if (error && pending.delete(id)) processPicture(upload, { quick: true }).then(resolve, reject);
        });
      });
    },
    close() {
      const ending = child;
      child = null;
      broken = true;
      fallBack();
      ending?.disconnect();
    },
  };
}
