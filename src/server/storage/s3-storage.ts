import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type ImageStorage } from "./storage";

export type S3Settings = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS service (MinIO, R2, a test server); addressed path-style. AWS itself when unset. */
  endpoint?: string;
};

/**
 * Photos and verification documents in an S3-compatible bucket (decision 0041), so every app
 * process serves what any of them stored. Objects are written private (no ACL is ever granted and
 * no URL is ever handed out): they go out only through the access-checked routes, as from disk.
 */
export function s3Storage(settings: S3Settings): ImageStorage {
  // The SDK is loaded on first use, so a process on local disk never loads it.
  let connecting: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null = null;
  const connect = () => {
    connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.endpoint !== undefined,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where S3 requires them: S3-compatible services do not all accept the SDK's
        // newer default (a CRC32 trailer on every upload).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return connecting;
  };
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, bytes) {
      assertSafeKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async get(key) {
      assertSafeKey(key);
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      assertSafeKey(prefix);
      const { client, sdk } = await connect();
      // A prefix is a folder: "abc" must not take "abcd/…" with it.
      const folder = `${prefix}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const removed = await client.send(
            new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = removed.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `could not remove ${failed.length} objects under ${folder}: ${failed[0]?.Message}`,
            );
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
