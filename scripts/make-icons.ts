/**
 * The install icons of the web app manifest (src/app/manifest.ts), drawn from the project's own
 * artwork (src/app/icon.svg) with sharp. The PNGs are committed; run again after the artwork changes:
 * `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", "icons");
const artwork = readFileSync(path.join(root, "src", "app", "icon.svg"), "utf8");

/** The heart of the artwork, on a full-bleed square: a maskable icon keeps it inside the safe zone (80%). */
function maskable(): string {
  const heart = /<path[^>]*\/>/.exec(artwork)?.[0];
  if (!heart) throw new Error("src/app/icon.svg has no <path>: update scripts/make-icons.ts");
  // The heart spans about 16 of the artwork's 32 units; scaled by 0.7 round the centre it stays well
  // inside the maskable safe circle (radius 40% of the side).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#9b1c3a"/><g transform="translate(16 17) scale(0.8) translate(-16 -17)">${heart}</g></svg>`;
}

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`public/icons/${file}`);
}

mkdirSync(out, { recursive: true });
await render(artwork, 192, "icon-192.png");
await render(artwork, 512, "icon-512.png");
await render(maskable(), 192, "maskable-192.png");
await render(maskable(), 512, "maskable-512.png");
