import { type SQL, sql } from "drizzle-orm";
import type { Player } from "../../shared/schemas/player";
import type { Database, Db } from "../db/client";
import { readCaches } from "../db/read-cache";

/** Counters never grow past what playerSchema accepts, so the list can always be sent back. */
export const COUNTER_MAX = 1_000_000;
/** Increments written by one statement at most (6 parameters each). */
const BATCH_MAX = 500;

export interface Increment {
  sessionId: string;
  playerId: string;
  /** Never negative (addPointsSchema): adding the sum at once clamps like adding one by one. */
  amount: number;
  type: "challenge" | "drink";
}

type Rows = { rows: Record<string, unknown>[] };

const toPlayer = (row: Record<string, unknown>): Player => ({
  id: String(row.id),
  name: String(row.name),
  points: Number(row.points),
  isActive: Boolean(row.is_active),
  challengesCompleted: Number(row.challenges_completed),
  drinksCompleted: Number(row.drinks_completed),
});

/**
 * One increment in one statement: the points, the counter and (when older than `stale`)
 * last_active, refreshed only once the points are in, so a refused request changes nothing.
 * The player after it, or null when the session has no such player.
 */
async function addOne(db: Db, inc: Increment, stale: SQL): Promise<Player | null> {
  const column = sql.identifier(
    inc.type === "challenge" ? "challenges_completed" : "drinks_completed",
  );
  const result = (await db.execute(sql`
    with p as (
      update game_session_players
        set points = least(points + ${inc.amount}, ${COUNTER_MAX}),
            ${column} = least(${column} + 1, ${COUNTER_MAX})
        where session_id = ${inc.sessionId} and id = ${inc.playerId}
        returning id, name, points, is_active, challenges_completed, drinks_completed
    ), touched as (
      update game_sessions set last_active = now()
        where id = ${inc.sessionId} and last_active < now() - ${stale} and exists (select 1 from p)
    )
    select * from p`)) as unknown as Rows;
  const [row] = result.rows;
  return row ? toPlayer(row) : null;
}

/**
 * Many increments in one statement (group commit): each player's increments are summed, the
 * update returns the counters as they were before it (the self-join reads the statement's
 * snapshot), and each increment's answer is worked out in the order the increments came, as if
 * they had run one by one. Only for PGlite, where one connection runs every statement in turn.
 */
async function addMany(db: Db, incs: Increment[], stale: SQL): Promise<(Player | null)[]> {
  const values = sql.join(
    incs.map(
      (i) =>
        sql`(${i.sessionId}::text, ${i.playerId}::text, ${i.amount}::int, ${i.type === "challenge" ? 1 : 0}::int, ${i.type === "drink" ? 1 : 0}::int)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with i(session_id, id, amount, challenges, drinks) as (values ${values}),
    a as (
      select session_id, id, sum(amount)::int as amount, sum(challenges)::int as challenges,
        sum(drinks)::int as drinks
      from i group by session_id, id
    ), p as (
      update game_session_players g
        set points = least(g.points + a.amount, ${COUNTER_MAX}),
            challenges_completed = least(g.challenges_completed + a.challenges, ${COUNTER_MAX}),
            drinks_completed = least(g.drinks_completed + a.drinks, ${COUNTER_MAX})
        from a, game_session_players o
        where g.session_id = a.session_id and g.id = a.id
          and o.session_id = g.session_id and o.id = g.id
        returning g.session_id, g.id, g.name, g.is_active, o.points, o.challenges_completed,
          o.drinks_completed
    ), touched as (
      update game_sessions set last_active = now()
        where id in (select session_id from p) and last_active < now() - ${stale}
    )
    select * from p`)) as unknown as Rows;
  const before = new Map(result.rows.map((r) => [`${r.session_id}\u0000${r.id}`, toPlayer(r)]));
  return incs.map((inc) => {
    const key = `${inc.sessionId}\u0000${inc.playerId}`;
    const p = before.get(key);
    if (!p) return null;
    const after: Player = {
      ...p,
      points: Math.min(p.points + inc.amount, COUNTER_MAX),
      challengesCompleted:
        inc.type === "challenge"
          ? Math.min(p.challengesCompleted + 1, COUNTER_MAX)
          : p.challengesCompleted,
      drinksCompleted:
        inc.type === "drink" ? Math.min(p.drinksCompleted + 1, COUNTER_MAX) : p.drinksCompleted,
    };
    before.set(key, after);
    return after;
  });
}

interface Pending {
  inc: Increment;
  resolve: (player: Player | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Point increments on PGlite: the ones that arrive while a statement runs are written together by
 * the next one, and each is answered only after that statement committed (an acknowledged
 * increment is on disk). The cached GET answer of each session gets its players' new counters.
 */
class PointBatcher {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly stale: SQL,
  ) {}

  add(inc: Increment): Promise<Player | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ inc, resolve, reject });
      if (this.running) return;
      this.running = true;
      setImmediate(() => void this.flush()); // the increments of this turn of the event loop join
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, BATCH_MAX);
    try {
      const players =
        batch.length === 1
          ? [await addOne(this.db, (batch[0] as Pending).inc, this.stale)]
          : await addMany(
              this.db,
              batch.map((b) => b.inc),
              this.stale,
            );
      const cache = readCaches(this.db)?.sessions;
      batch.forEach(({ inc, resolve }, n) => {
        const player = players[n] ?? null;
        if (player)
          cache?.update(inc.sessionId, (s) => ({
            ...s,
            players: s.players.map((q) => (q.id === player.id ? player : q)),
          }));
        resolve(player);
      });
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
    if (this.queue.length > 0) setImmediate(() => void this.flush());
    else this.running = false;
  }
}

const batchers = new WeakMap<Db, PointBatcher>();

/**
 * Adds one increment; the player after it, or null when the session has no such player. On
 * PostgreSQL one statement each (the pool runs several at once, and other instances write too).
 */
export function addPoints(database: Database, inc: Increment, stale: SQL): Promise<Player | null> {
  if (database.kind !== "pglite") return addOne(database.db, inc, stale);
  let batcher = batchers.get(database.db);
  if (!batcher) {
    batcher = new PointBatcher(database.db, stale);
    batchers.set(database.db, batcher);
  }
  return batcher.add(inc);
}
