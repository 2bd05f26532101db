import path from "node:path";
import type { Config } from "../config";
import type { FileStorage } from "./file-storage";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";

export function createStorage(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "uploads"));
}
