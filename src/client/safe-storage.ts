/** localStorage that never throws: private modes, full quotas and corrupt JSON degrade to defaults. */
export function readJson<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
    console.warn(`[saideira] discarding unreadable local data under "${key}"`);
  } catch {
    console.warn(`[saideira] discarding corrupt local data under "${key}"`);
  }
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
  return null;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    reportWriteFailure();
    return false;
  }
}

let writeFailed = false;
const failureListeners = new Set<() => void>();

function reportWriteFailure(): void {
  if (writeFailed) return;
  writeFailed = true;
  for (const listener of failureListeners) listener();
  failureListeners.clear();
}

/**
 * Calls `listener` once, at the first write this page could not store (full quota, storage
 * blocked); at once when one already failed. Returns an unsubscribe function.
 */
export function onFirstWriteFailure(listener: () => void): () => void {
  if (writeFailed) {
    listener();
    return () => {};
  }
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** Every key that starts with `prefix` (none when storage is unavailable). */
export function keysStartingWith(prefix: string): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
