import { type Env, env } from "../env";
import { s3Storage } from "./s3-storage";
import { type ImageStorage, localDiskStorage } from "./storage";

/**
 * The storage driver the settings choose (decision 0041; env.ts has already refused STORAGE=s3
 * without its bucket, region and keys): an S3-compatible bucket, else UPLOADS_DIR on this machine.
 */
export function storageFromEnv(e: Env = env()): ImageStorage {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
  if (e.STORAGE === "s3" && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      endpoint: e.S3_ENDPOINT,
    });
  }
  return localDiskStorage(e.UPLOADS_DIR);
}
