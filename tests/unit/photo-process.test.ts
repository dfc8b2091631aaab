import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  PHOTO_INVALID_FORMAT,
  PHOTO_MAX_BYTES,
  PHOTO_REQUIRED,
  PHOTO_TOO_LARGE,
  photoFileProblem,
  placeholderImage,
  profileImagePath,
  thumbnailOf,
} from "@/lib/profile-image";
import { AppError } from "@/server/errors";
import { processPhoto } from "@/server/profiles/images/process-photo";
import { deleteProfilePhoto, storeProfilePhoto } from "@/server/profiles/images/store-photo";
import { localDiskStorage } from "@/server/storage/storage";

/** A photo-like picture (a gradient, so encoders and the crop strategy have something to work on). */
function picture(width: number, height: number) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels } });
}

/** A valid black 1-bit greyscale PNG, built by hand: 100 megapixels fit in about 15 KB. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await processPhoto(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("processPhoto", () => {
  it.each([
    ["png", (image: Sharp) => image.png()],
    ["jpeg", (image: Sharp) => image.jpeg()],
    ["webp", (image: Sharp) => image.webp()],
  ] as const)(
    "takes a %s photo and makes display, thumbnail and blurred WebP variants",
    async (format, encode) => {
      const bytes = await encode(picture(1600, 1000)).toBuffer();
      const photo = await processPhoto(bytes);
      expect(photo.format).toBe(format);

      const display = await sharp(photo.display).metadata();
      expect(display).toMatchObject({ format: "webp", width: 800, height: 500 });
      const thumb = await sharp(photo.thumb).metadata();
      expect(thumb).toMatchObject({ format: "webp", width: 256, height: 256 });
      const blurred = await sharp(photo.blurred).metadata();
      expect(blurred).toMatchObject({ format: "webp", width: 256, height: 256 });
      expect(photo.blurred.equals(photo.thumb)).toBe(false);
    },
  );

  it("never enlarges a small photo, and keeps a tall one inside 800 × 800", async () => {
    const small = await processPhoto(await picture(300, 200).png().toBuffer());
    expect(await sharp(small.display).metadata()).toMatchObject({ width: 300, height: 200 });
    const tall = await processPhoto(await picture(900, 2000).jpeg().toBuffer());
    expect(await sharp(tall.display).metadata()).toMatchObject({ width: 360, height: 800 });
  });

  it("decides the type by the bytes, whatever the file is called or claims", async () => {
    // A JPEG is a JPEG even when the browser called it image/png: only bytes reach processPhoto.
    expect((await processPhoto(await picture(40, 40).jpeg().toBuffer())).format).toBe("jpeg");

    const text = await refusal(Buffer.from("this is a text file named x.png"));
    expect(text.message).toBe(PHOTO_INVALID_FORMAT);
    expect(text.code).toBe("UNPROCESSABLE_CONTENT");

    for (const encode of [(i: Sharp) => i.gif(), (i: Sharp) => i.tiff()]) {
      const other = await refusal(await encode(picture(20, 20)).toBuffer());
      expect(other.message).toBe(PHOTO_INVALID_FORMAT);
    }
  });

  it("refuses a file with the right signature that does not decode", async () => {
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    expect((await refusal(jpeg.subarray(0, 600))).message).toBe(PHOTO_INVALID_FORMAT);
    const png = await picture(50, 50).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]);
    expect((await refusal(broken)).message).toBe(PHOTO_INVALID_FORMAT);
  });

  it("takes a phone's 12 and 16 megapixel photos and refuses anything past 4096 × 4096 pixels", async () => {
    expect((await processPhoto(blankPng(4032, 3024))).format).toBe("png");
    expect((await processPhoto(blankPng(4608, 3456))).format).toBe("png");
    expect((await processPhoto(blankPng(4096, 4096))).format).toBe("png");
    expect((await refusal(blankPng(4097, 4096))).message).toBe(PHOTO_INVALID_FORMAT);
    expect((await refusal(blankPng(6000, 4000))).message).toBe(PHOTO_INVALID_FORMAT);
  });

  it("refuses a decompression bomb (a small, valid file of a huge picture)", async () => {
    // The same builder's small picture is accepted, so the big one is refused for its size alone.
    expect((await processPhoto(blankPng(300, 200))).format).toBe("png");
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect((await refusal(bomb)).message).toBe(PHOTO_INVALID_FORMAT);
  });

  it("refuses an empty file and one over 2 MB with the spec's messages", async () => {
    const empty = await refusal(Buffer.alloc(0));
    expect(empty.message).toBe(PHOTO_REQUIRED);

    const big = await refusal(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
    expect(big.message).toBe(PHOTO_TOO_LARGE);
    expect(big.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("turns the picture upright by its EXIF orientation and keeps no metadata", async () => {
    const bytes = await picture(600, 300)
      .withIccProfile("p3")
      .withExif({
        IFD0: { Make: "Phone", Model: "Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const input = await sharp(bytes).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString("latin1")).toContain("WGS-84");
    expect(input.icc).toBeDefined();

    const photo = await processPhoto(bytes);
    for (const variant of [photo.display, photo.thumb, photo.blurred]) {
      const meta = await sharp(variant).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.toString("latin1")).not.toContain("WGS-84");
    }
    // Rotated a quarter turn: the 600 × 300 landscape is now a 300 × 600 portrait.
    expect(await sharp(photo.display).metadata()).toMatchObject({ width: 300, height: 600 });
  });
});

describe("storeProfilePhoto", () => {
  const root = mkdtempSync(path.join(tmpdir(), "rishta-photo-unit-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = localDiskStorage(root);

  it("stores the three variants under a fresh unguessable id, and deletes them", async () => {
    const bytes = await picture(500, 500).png().toBuffer();
    const first = await storeProfilePhoto(storage, bytes);
    const second = await storeProfilePhoto(storage, bytes);
    expect(first.imageId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.imageId).not.toBe(first.imageId);
    expect(readdirSync(path.join(root, first.imageId)).sort()).toEqual([
      "blurred.webp",
      "display.webp",
      "thumb.webp",
    ]);
    expect(await storage.get(`${first.imageId}/display.webp`)).not.toBeNull();

    await deleteProfilePhoto(storage, first.imageId);
    expect(readdirSync(root)).toEqual([second.imageId]);
  });

  it("stores nothing for a refused file", async () => {
    const before = readdirSync(root).length;
    await expect(storeProfilePhoto(storage, Buffer.from("not an image"))).rejects.toThrow(
      PHOTO_INVALID_FORMAT,
    );
    expect(readdirSync(root)).toHaveLength(before);
  });
});

describe("profile image helpers (client-safe)", () => {
  it("gives a placeholder per gender, and a generic one otherwise", () => {
    expect(placeholderImage("male")).toBe("/placeholders/male.svg");
    expect(placeholderImage("female")).toBe("/placeholders/female.svg");
    expect(placeholderImage(null)).toBe("/placeholders/user.svg");
    expect(placeholderImage("other")).toBe("/placeholders/user.svg");
  });

  it("addresses photos only through the image route", () => {
    expect(profileImagePath("abc_DEF-123")).toBe("/api/profile/images/abc_DEF-123");
    expect(profileImagePath("abc", "thumb")).toBe("/api/profile/images/abc?size=thumb");
    expect(thumbnailOf("/api/profile/images/abc")).toBe("/api/profile/images/abc?size=thumb");
    expect(thumbnailOf("/placeholders/male.svg")).toBe("/placeholders/male.svg");
  });

  it("checks a chosen file in the browser with the same messages", () => {
    expect(photoFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: "image/jpeg", size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: "image/gif", size: 1000 })).toBe(PHOTO_INVALID_FORMAT);
    expect(photoFileProblem({ type: "image/webp", size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE);
    expect(photoFileProblem({ type: "image/png", size: 0 })).toBe(PHOTO_REQUIRED);
  });
});
