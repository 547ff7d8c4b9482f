/**
 * Perceptual hashes of the drawn meal pictures, to find pairs a cook would see as the same
 * picture. A difference hash (dHash): the picture is shrunk to a small grey grid and every bit
 * says whether a cell is brighter than its neighbour, across (16×16 bits) and down (16×16 bits),
 * 512 bits in all. Shrinking throws away the detail (grains, specks, the cloth's pattern) and keeps
 * the layout of light and dark a glance takes in: vessel, food shapes, sauce colour.
 */
import sharp from "sharp";

const GRID = 16;
/** The dish sits in the middle; the table cloth round the edge says nothing about the meal. */
const CROP = { left: 60, top: 60, width: 480, height: 480 };

export type PictureHash = Uint8Array;

export async function pictureHash(svg: string): Promise<PictureHash> {
  // Rasterise at 1/4 size (150 px): the cheap part of the run; librsvg's anti-aliasing already averages.
  const small = await sharp(Buffer.from(svg), { density: 18 })
    .extract({ left: CROP.left / 4, top: CROP.top / 4, width: CROP.width / 4, height: CROP.height / 4 })
    .greyscale()
    .resize(GRID + 1, GRID + 1, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  const px = (x: number, y: number) => small[y * (GRID + 1) + x]!;
  const bits = new Uint8Array(2 * GRID * GRID);
  let i = 0;
  for (let y = 0; y < GRID; y++) for (let x = 0; x < GRID; x++) bits[i++] = px(x, y) > px(x + 1, y) ? 1 : 0;
  for (let y = 0; y < GRID; y++) for (let x = 0; x < GRID; x++) bits[i++] = px(x, y) > px(x, y + 1) ? 1 : 0;
  return bits;
}

export function hamming(a: PictureHash, b: PictureHash): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i] === b[i] ? 0 : 1;
  return n;
}

export interface Pair {
  a: number;
  b: number;
  distance: number;
}

/** Every pair's distance, closest first. */
export function allPairs(hashes: PictureHash[]): Pair[] {
  const pairs: Pair[] = [];
  for (let a = 0; a < hashes.length; a++) for (let b = a + 1; b < hashes.length; b++) pairs.push({ a, b, distance: hamming(hashes[a]!, hashes[b]!) });
  return pairs.sort((x, y) => x.distance - y.distance);
}

export function percentile(sorted: Pair[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!.distance;
}

/**
 * Share of the picture's middle (where the dish is) in each of 64 coarse colours, rendered at
 * card-thumbnail size (60 px). Two dishes drawn with the same template and different specks on it
 * have nearly the same shares; see colourDifference.
 */
export async function middleColours(svg: string): Promise<number[]> {
  const { data } = await sharp(Buffer.from(svg), { density: 7.2 }).extract({ left: 12, top: 12, width: 36, height: 36 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const shares = new Array<number>(64).fill(0);
  const pixels = data.length / 3;
  for (let i = 0; i < data.length; i += 3) shares[(data[i]! >> 6) * 16 + (data[i + 1]! >> 6) * 4 + (data[i + 2]! >> 6)]! += 1 / pixels;
  return shares;
}

/** The sum of share differences: 0 for the same colours, up to 2 for no colour in common. */
export function colourDifference(a: number[], b: number[]): number {
  return a.reduce((sum, share, i) => sum + Math.abs(share - b[i]!), 0);
}
