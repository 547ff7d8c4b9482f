/**
 * Draws the install icons from app/icon.svg (run after changing it: `npx tsx scripts/make-icons.ts`;
 * the PNGs are committed). A maskable icon is cut to a circle or squircle by the phone, so its
 * artwork sits inside the middle 80% (the safe zone) on a full-bleed brand background.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const SOURCE = path.join("app", "icon.svg");
const OUT = path.join("public", "icons");
// The icon's own tile colour, so the padding of a maskable icon looks like part of the tile.
const TILE = "#c2410c";
const SAFE_ZONE = 0.7;

async function plain(size: number, file: string) {
  await sharp(SOURCE, { density: 72 * (size / 64) * 2 }).resize(size, size).png().toFile(file);
}

async function maskable(size: number, file: string) {
  const inner = Math.round(size * SAFE_ZONE);
  const art = await sharp(SOURCE, { density: 72 * (inner / 64) * 2 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: TILE } })
    .composite([{ input: art, gravity: "centre" }])
    .png()
    .toFile(file);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  await plain(192, path.join(OUT, "icon-192.png"));
  await plain(512, path.join(OUT, "icon-512.png"));
  await maskable(192, path.join(OUT, "maskable-192.png"));
  await maskable(512, path.join(OUT, "maskable-512.png"));
  // iOS rounds the corners itself and shows transparency as black: a full tile.
  await maskable(180, path.join(OUT, "apple-touch-icon.png"));
  console.log(`Wrote the install icons to ${OUT}.`);
}

void main();
