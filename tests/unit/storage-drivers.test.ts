import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "@/server/storage/s3-storage";
import { type ImageStorage, localDiskStorage } from "@/server/storage/storage";
import { startTestS3, type TestS3 } from "../support/s3-server";

/**
 * One contract for both storage drivers (decision 0041): what the photo and verification use cases
 * rely on holds on local disk and in an S3 bucket (s3rver on loopback) alike.
 */
const drivers: { name: string; open(): Promise<{ storage: ImageStorage; close(): Promise<void> }> }[] = [
  {
    name: "local disk",
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), "rishta-storage-"));
      return {
        storage: localDiskStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3",
    async open() {
      const server: TestS3 = await startTestS3();
      return { storage: s3Storage(server.settings), close: () => server.close() };
    },
  },
];

describe.each(drivers)("$name storage", (driver) => {
  let storage: ImageStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(() => close?.());

  const folder = () => randomBytes(8).toString("hex");

  it("gives back exactly the bytes stored, and null for a key that holds nothing", async () => {
    const id = folder();
    const bytes = randomBytes(70_000);
    await storage.put(`${id}/display.webp`, bytes);
    expect((await storage.get(`${id}/display.webp`))?.equals(bytes)).toBe(true);
    expect(await storage.get(`${id}/thumb.webp`)).toBeNull();
    expect(await storage.get(`${folder()}/display.webp`)).toBeNull();
  });

  it("replaces what a key held", async () => {
    const key = `${folder()}/selfie.webp`;
    await storage.put(key, Buffer.from("first"));
    await storage.put(key, Buffer.from("second"));
    expect((await storage.get(key))?.toString()).toBe("second");
  });

  it("removes one folder's keys and nothing else, even a folder whose name starts the same", async () => {
    const id = folder();
    for (const variant of ["display", "thumb", "blurred"]) {
      await storage.put(`${id}/${variant}.webp`, Buffer.from(variant));
    }
    await storage.put(`${id}x/display.webp`, Buffer.from("neighbour"));
    await storage.removePrefix(id);
    for (const variant of ["display", "thumb", "blurred"]) {
      expect(await storage.get(`${id}/${variant}.webp`)).toBeNull();
    }
    expect((await storage.get(`${id}x/display.webp`))?.toString()).toBe("neighbour");
    // Removing what is already gone is not an error (a retried clean-up).
    await storage.removePrefix(id);
  });

  it("refuses keys that could leave their root, before touching anything", async () => {
    for (const key of ["../escape.webp", "/absolute.webp", "a/../../b.webp", "a//b.webp", "a\\b.webp", ""]) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
    }
    await expect(storage.removePrefix("..")).rejects.toThrow(/unsafe storage key/);
  });
});

describe("S3 storage against a server that refuses it", () => {
  let server: TestS3;
  beforeAll(async () => {
    server = await startTestS3();
  });
  afterAll(() => server?.close());

  it("fails loudly on an unknown key and on a missing bucket instead of answering 'no photo'", async () => {
    // s3rver refuses an access key it does not know (it does not check SigV4 signatures themselves).
    const wrongKey = s3Storage({ ...server.settings, accessKeyId: "NOT-A-KEY" });
    await expect(wrongKey.get("abc/display.webp")).rejects.toThrow();
    await expect(wrongKey.put("abc/display.webp", Buffer.from("x"))).rejects.toThrow();
    const noBucket = s3Storage({ ...server.settings, bucket: "no-such-bucket" });
    await expect(noBucket.get("abc/display.webp")).rejects.toThrow();
  });
});
