import type { Database } from "../db/client";

/** What an icon-change event says: the icon key (a game id or a free key) and its new URL. */
export interface IconChange {
  iconType: string;
  url: string;
}

interface Subscriber {
  send(change: IconChange): void;
  end(): void;
}

/**
 * In-process fan-out of icon changes to the open `GET /api/icons/events` streams. One hub per
 * database handle (one per app instance); several instances on PostgreSQL do not hear each other
 * yet (docs/decisions/023): their clients catch up when their stream reconnects.
 */
export class IconEvents {
  private readonly subscribers = new Set<Subscriber>();

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(change: IconChange): void {
    for (const s of this.subscribers) s.send(change);
  }

  /** Ends every open stream (server shutdown), so they do not hold the drain for its grace period. */
  close(): void {
    for (const s of [...this.subscribers]) s.end();
    this.subscribers.clear();
  }

  get size(): number {
    return this.subscribers.size;
  }
}

const hubs = new WeakMap<Database, IconEvents>();

export function iconEventsOf(database: Database): IconEvents {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new IconEvents();
    hubs.set(database, hub);
  }
  return hub;
}
