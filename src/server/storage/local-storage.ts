import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStorage } from "./file-storage";

export type LocalStorage = FileStorage & { root: string; pathOf(key: string): string };

/** Files under DATA_DIR/uploads, served by the app at /uploads/<key>. */
export function localStorage(root: string): LocalStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const p = path.resolve(base, key);
    if (!p.startsWith(base + path.sep)) throw new Error("path escapes the uploads folder");
    return p;
  };
  return {
    kind: "local",
    root: base,
    pathOf,
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written image under its final name.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    url: (key) => `/uploads/${key}`,
  };
}
