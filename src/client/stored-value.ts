import type { z } from "zod";
import { readJson, removeKey, writeJson } from "./safe-storage";

/**
 * One way to keep a value on the device: parsed by a zod schema on the way in, dropped when it
 * is older than `maxAgeMs` or unreadable. Replaces the hand-written guards of each saved game.
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
  schema: z.ZodType<T>,
  maxAgeMs: number,
): StoredValue<T> {
  return {
    read(now = Date.now()) {
      const envelope = readJson(key, isEnvelope);
      if (!envelope) return null;
      const parsed = schema.safeParse(envelope.value);
      if (!parsed.success || now - envelope.savedAt > maxAgeMs || envelope.savedAt > now + 60_000) {
        removeKey(key);
        return null;
      }
      return parsed.data;
    },
    write(value, now = Date.now()) {
      return writeJson(key, { savedAt: now, value } satisfies Envelope);
    },
    clear() {
      removeKey(key);
    },
  };
}
