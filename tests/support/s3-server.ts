import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "@/server/storage/s3-storage";

/**
 * An S3 protocol server on loopback (s3rver, files in a temporary folder) with one bucket: the
 * peer the S3 storage driver is tested against, as PayFast and SMTP have theirs.
 */
export type TestS3 = { settings: S3Settings; close(): Promise<void> };

export async function startTestS3(bucket = "rishta-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "rishta-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    settings: {
      bucket,
      region: "us-east-1",
      // s3rver's own key pair. It refuses an unknown key id, but checks no SigV4 signature and no
      // ACL (it serves anyone), so what it proves is the protocol, not the bucket's privacy.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      endpoint: `http://127.0.0.1:${address.port}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
