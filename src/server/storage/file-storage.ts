/** Where uploaded images live: local disk by default, an S3-compatible bucket when configured. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL browsers load the file from. */
  url(key: string): string;
}

/** Keys are ours (never a client's file name): folders of [a-zA-Z0-9_-] and a file name with an extension. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_.-]+\.(png|jpg|webp|gif)$/.test(key) ||
    key.includes("..")
  ) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
