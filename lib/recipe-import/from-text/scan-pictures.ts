import convertHeic from "heic-convert";
import type { Sharp } from "sharp";
import { AppError } from "@/lib/platform/errors";
import { SCAN_IMPORT_LIMITS } from "@/lib/validations/recipe-import";

export type ScanFormat = "jpeg" | "png" | "webp" | "heic" | "pdf";

/** What a file is, by its first bytes: a phone's HEIC says `ftyp` then a HEIF brand. */
export function scanFormatOf(bytes: Buffer): ScanFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp" && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(bytes.toString("latin1", 8, 12))) return "heic";
  if (bytes.toString("latin1", 0, 5) === "%PDF-") return "pdf";
  return undefined;
}

export const NOT_A_SCAN = "Please choose photos (JPEG, PNG, WebP or HEIC) or a PDF.";
const UNREADABLE = "A photo could not be read. Please choose another JPEG, PNG, WebP or HEIC file.";

/** Recognition gains nothing past this: a card photographed at 12 MP is downscaled to it. */
const OCR_LONG_SIDE = 2400;
/** The page shown beside the preview. */
const SHOWN_LONG_SIDE = 900;

export type ScanPage = { ocr: Buffer; shown: { dataUrl: string; width: number; height: number } };

/**
 * A photo made ready to read: HEIC converted (heic-convert, pure JS), turned upright by its EXIF
 * orientation, grey with its contrast stretched (a shadowed or yellowed card reads faster and
 * surer), at most 2400 px; and a small WebP of it to show beside the preview. Pixels
 * are counted before decoding (at most SCAN_IMPORT_LIMITS.pixels), so a small file cannot
 * unpack to gigabytes.
 */
export async function scanPageOf(bytes: Buffer, format: Exclude<ScanFormat, "pdf">): Promise<ScanPage> {
  let input = bytes;
  if (format === "heic") {
    try {
      input = Buffer.from(await convertHeic({ buffer: bytes, format: "JPEG", quality: 0.92 }));
    } catch {
      throw new AppError("unsupported_media_type", UNREADABLE);
    }
  }
  let width: number;
  let height: number;
  const sharp = await loadSharp();
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw new AppError("unsupported_media_type", UNREADABLE);
  }
  if (width * height > SCAN_IMPORT_LIMITS.pixels) {
    throw new AppError("payload_too_large", `A photo has too many pixels: at most ${SCAN_IMPORT_LIMITS.pixels / 1_000_000} megapixels.`);
  }
  return preparedPage(sharp(input, { limitInputPixels: SCAN_IMPORT_LIMITS.pixels }).rotate());
}

/** A PDF page as pdf.js drew it: its RGBA pixels, handed over as they are, and the resolution it was drawn at. */
export type RenderedPage = { pixels: Buffer; width: number; height: number; dpi: number };

/**
 * A scanned PDF page made ready to read like a photo. Its pixels go to sharp raw: encoding the
 * drawing as a PNG only for sharp to decode it again took 0.3–2 s a page on a busy machine.
 */
export async function renderedPageOf({ pixels, width, height, dpi }: RenderedPage): Promise<ScanPage> {
  const sharp = await loadSharp();
  // The resolution is written in the PNG for tesseract (raw pixels would say 25 dpi, which it refuses with a warning).
  return preparedPage(sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: SCAN_IMPORT_LIMITS.pixels }).removeAlpha().withMetadata({ density: dpi }));
}

/** Sharp (libvips, its own threads and caches) is loaded by the first picture, not with every server process (issue 31). */
async function loadSharp() {
  return (await import("sharp")).default;
}

async function preparedPage(upright: Sharp): Promise<ScanPage> {
  try {
    const [ocr, shown] = await Promise.all([
      // One grey channel ("b-w"): sharp's greyscale alone writes it three times, and the PNG took 30 % longer to
      // write and tesseract ~15 % longer to read (measured on the bench's cards).
      upright.clone().resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: "inside", withoutEnlargement: true }).greyscale().normalise().toColourspace("b-w").png({ compressionLevel: 1 }).toBuffer(),
      upright.clone().resize({ width: SHOWN_LONG_SIDE, height: SHOWN_LONG_SIDE, fit: "inside", withoutEnlargement: true }).webp({ quality: 70 }).toBuffer({ resolveWithObject: true }),
    ]);
    return { ocr, shown: { dataUrl: `data:image/webp;base64,${shown.data.toString("base64")}`, width: shown.info.width, height: shown.info.height } };
  } catch {
    throw new AppError("unsupported_media_type", UNREADABLE);
  }
}
