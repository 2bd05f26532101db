/** Window events the app fires (spec section 4). */
export const ICON_UPDATED_EVENT = "icon-updated";
export const STORAGE_UPDATE_EVENT = "saideira-storage-update";

export interface IconUpdatedDetail {
  iconType: string;
  url: string;
}

export function emitIconUpdated(detail: IconUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<IconUpdatedDetail>(ICON_UPDATED_EVENT, { detail }));
}

/** Server-sent icon changes (GET /api/icons/events); see docs/decisions/023. */
export const ICON_EVENTS_URL = "/api/icons/events";
const ICON_EVENTS_LOCK = "saideira-icon-events";

export interface IconEventHandlers {
  onChange(change: IconUpdatedDetail): void;
  /** The stream opened again after a break: changes made meanwhile were missed. */
  onReconnect(): void;
}

const isIconChange = (v: unknown): v is IconUpdatedDetail =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as IconUpdatedDetail).iconType === "string" &&
  typeof (v as IconUpdatedDetail).url === "string";

function openIconStream(handlers: IconEventHandlers): () => void {
  const source = new EventSource(ICON_EVENTS_URL);
  let opened = false;
  source.addEventListener("ready", () => {
    if (opened) handlers.onReconnect();
    opened = true;
  });
  source.addEventListener("icon", (e) => {
    try {
      const change: unknown = JSON.parse((e as MessageEvent<string>).data);
      if (isIconChange(change)) handlers.onChange(change);
    } catch {
      /* a malformed event changes nothing */
    }
  });
  return () => source.close();
}

/**
 * Follows the server's icon changes. One tab per browser holds the stream (a Web Lock): HTTP/1.1
 * allows six connections per site, and the other tabs hear each change through the shared icon
 * cache's storage event. Returns a function that stops following.
 */
export function followServerIconChanges(handlers: IconEventHandlers): () => void {
  if (typeof EventSource === "undefined") return () => {};
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return openIconStream(handlers);
  const stop = new AbortController();
  locks
    .request(ICON_EVENTS_LOCK, { signal: stop.signal }, () => {
      if (stop.signal.aborted) return;
      const close = openIconStream(handlers);
      return new Promise<void>((resolve) => {
        stop.signal.addEventListener("abort", () => {
          close();
          resolve();
        });
      });
    })
    .catch(() => {
      /* stopped while waiting for the lock */
    });
  return () => stop.abort();
}
