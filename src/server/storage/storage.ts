import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where photo variants and verification documents live. Keys are opaque relative paths
 * ('<imageId>/display.webp'); callers never build URLs from them: files are served only through
 * the access-checked routes. Two drivers (decision 0041): local disk (the default) and an
 * S3-compatible bucket (`s3-storage.ts`) that several app processes share.
 */
export interface ImageStorage {
  readonly kind: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every key in a folder (one photo's variants, one verification's two files). */
  removePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are relative paths of safe characters, never climbing out of their root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

function resolveInside(root: string, key: string): string {
  assertSafeKey(key);
  return path.join(root, key);
}

export function localDiskStorage(root: string): ImageStorage {
  const base = path.resolve(root);
  return {
    kind: "local-disk",
    async put(key, bytes) {
      const file = resolveInside(base, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic; a photo is written once under a fresh id, so a plain write is enough.
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(resolveInside(base, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      await rm(resolveInside(base, prefix), { recursive: true, force: true });
    },
  };
}
