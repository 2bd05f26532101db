import { AwsClient } from "aws4fetch";
import { assertSafeKey, type FileStorage } from "./file-storage";

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

/** Any S3-compatible bucket (AWS, MinIO, R2...), path-style requests signed with SigV4. */
export function s3Storage(cfg: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: cfg.accessKeyId,
    secretAccessKey: cfg.secretAccessKey,
    region: cfg.region,
    service: "s3",
  });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${cfg.endpoint}/${cfg.bucket}/${key}`;
  };
  const check = async (res: Response, what: string) => {
    if (!res.ok)
      throw new Error(`S3 ${what} failed: ${res.status} ${await res.text().catch(() => "")}`);
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: Buffer.from(body),
        headers: {
          "content-type": contentType,
          "cache-control": "public, max-age=31536000, immutable",
        },
      });
      await check(res, "put");
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (res.status !== 404) await check(res, "delete");
    },
    async exists(key) {
      const res = await client.fetch(objectUrl(key), { method: "HEAD" });
      return res.ok;
    },
    url: (key) => `${cfg.publicUrl ?? `${cfg.endpoint}/${cfg.bucket}`}/${key}`,
  };
}
