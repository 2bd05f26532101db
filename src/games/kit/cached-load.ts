/** A chunk's export, fetched once: `loaded()` has it synchronously once the fetch has landed. */
export interface CachedLoad<T> {
  loaded(): T | undefined;
  /** Starts the fetch (or returns the one under way); a failed fetch is tried again next call. */
  prefetch(): Promise<T>;
}

export function cachedLoad<T>(load: () => Promise<T>): CachedLoad<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    prefetch() {
      pending ??= load().then(
        (v) => {
          value = v;
          return v;
        },
        (error) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
