import { readJson, removeKey, writeJson } from "./safe-storage";

/**
 * One way to keep a value on the device: read by `parse` (the value, or null when it is not one)
 * on the way in, dropped when it is older than `maxAgeMs` or unreadable. No zod here: this runs on
 * every page, and the entry chunk stays small (issue 18).
 */
export interface StoredValue<T> {
  read(now?: number): T | null;
  write(value: T, now?: number): boolean;
  clear(): void;
}

interface Envelope {
  savedAt: number;
  value: unknown;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Envelope).savedAt === "number" &&
  "value" in (v as object);

export function storedValue<T>(
  key: string,
  parse: (value: unknown) => T | null,
  maxAgeMs: number,
): StoredValue<T> {
  return {
    read(now = Date.now()) {
      const envelope = readJson(key, isEnvelope);
      if (!envelope) return null;
      const parsed = parse(envelope.value);
      if (parsed === null || now - envelope.savedAt > maxAgeMs || envelope.savedAt > now + 60_000) {
        removeKey(key);
        return null;
      }
      return parsed;
    },
    write(value, now = Date.now()) {
      return writeJson(key, { savedAt: now, value } satisfies Envelope);
    },
    clear() {
      removeKey(key);
    },
  };
}
