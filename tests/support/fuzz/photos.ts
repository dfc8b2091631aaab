import sharp from "sharp";
import type { Photos } from "./cases";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring 100,000 × 100,000 pixels: gigabytes, if anything decoded it. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Small pictures of every accepted format and a few that must be refused. */
export async function fuzzPhotos(): Promise<Photos> {
  const base = () =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 40, g: 160, b: 90 } } });
  return {
    png: await base().png().toBuffer(),
    jpeg: await base().jpeg().toBuffer(),
    webp: await base().webp().toBuffer(),
    rotatedJpeg: await base().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    gif: await base().gif().toBuffer(),
    bomb: pixelBomb(),
  };
}
