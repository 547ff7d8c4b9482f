import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { AppError } from "@/lib/platform/errors";
import { SCAN_IMPORT_LIMITS } from "@/lib/validations/recipe-import";
import { warmUpRecognition } from "./ocr";
import type { RenderedPage } from "./scan-pictures";
import type { TextLine } from "./structure";

/** A page with less text than this in its text layer is a scan: it is rendered and recognised. */
const SCANNED_BELOW_CHARS = 40;
/**
 * Rendered for recognition at about 200 dpi (PDF units are 1/72 in), within the pixel budget. Not
 * lowered to the scan's own resolution: tried (a 145-dpi card at 1240 px instead of 1653), the
 * bench's scanned PDF lost one step of six; the recogniser reads an enlarged scan better.
 */
const RENDER_SCALE = 200 / 72;

export type PdfPage = { lines: TextLine[] } | { picture: RenderedPage };
type TextItem = { str: string; transform: number[]; hasEOL?: boolean };

/** A page's text items as lines: a new line where the baseline moves or the item ends one. */
function linesOfItems(items: readonly TextItem[]): TextLine[] {
  const lines: string[] = [];
  let current = "";
  let baseline: number | null = null;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    if (baseline !== null && Math.abs(y - baseline) > 2 && current.trim()) {
      lines.push(current);
      current = "";
    }
    current += item.str;
    baseline = y;
    if (item.hasEOL) {
      lines.push(current);
      current = "";
      baseline = null;
    }
  }
  lines.push(current);
  return lines.map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean).map((text) => ({ text }));
}

async function openPdf(bytes: Buffer): Promise<PDFDocumentProxy> {
  try {
    // No fonts loaded or code evaluated: only the text and the pictures are wanted.
    return await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw new AppError("unsupported_media_type", "The PDF could not be read. Please choose another file.");
  }
}

/**
 * A PDF's pages in order: each page's text layer as lines, or, for a page without one (a scan),
 * the page rendered (its pixels) to be recognised like a photo. Refused past the page budgets.
 */
export async function pdfPages(bytes: Buffer, onPage?: () => void): Promise<PdfPage[]> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > SCAN_IMPORT_LIMITS.pdfPages) {
      throw new AppError("payload_too_large", `The PDF has ${pdf.numPages} pages: Res-pe reads at most ${SCAN_IMPORT_LIMITS.pdfPages}.`);
    }
    const pages: PdfPage[] = [];
    let scanned = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines = linesOfItems(content.items.filter((item) => "str" in item) as TextItem[]);
      if (lines.reduce((sum, line) => sum + line.text.length, 0) >= SCANNED_BELOW_CHARS) {
        pages.push({ lines });
      } else {
        // The English model loads while the page renders.
        void warmUpRecognition();
        if (++scanned > SCAN_IMPORT_LIMITS.scannedPages) {
          throw new AppError("payload_too_large", `The PDF has more than ${SCAN_IMPORT_LIMITS.scannedPages} scanned pages: please send the recipe's pages alone.`);
        }
        const base = page.getViewport({ scale: 1 });
        const scale = Math.min(RENDER_SCALE, Math.sqrt(SCAN_IMPORT_LIMITS.pixels / 4 / (base.width * base.height)));
        const viewport = page.getViewport({ scale });
        // pdf.js's own canvas factory: in Node it draws with @napi-rs/canvas, which it installs.
        const { canvas, context } = (pdf.canvasFactory as { create(width: number, height: number): { canvas: { width: number; height: number }; context: CanvasRenderingContext2D } }).create(
          Math.ceil(viewport.width),
          Math.ceil(viewport.height),
        );
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: context, viewport }).promise;
        // The pixels as drawn (RGBA), not a PNG: sharp takes them raw (see renderedPageOf).
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        pages.push({ picture: { pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width: canvas.width, height: canvas.height, dpi: Math.round(scale * 72) } });
      }
      page.cleanup();
      onPage?.();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
