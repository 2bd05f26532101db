import { and, asc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { gameIds } from "../../games/catalogue";
import { extraGames } from "../../games/extras";
import { currentPlayer, nextPlayer, resetPoints, setFirstPlayer } from "../../shared/players";
import type { Player, PlayerList } from "../../shared/schemas/player";
import {
  addPointsSchema,
  clampMaxPoints,
  type GameSession,
  type GameSettings,
  gameIdSchema,
  replacePlayersSchema,
  settingsInputSchema,
} from "../../shared/schemas/session";
import type { Db } from "../db/client";
import type { Executor } from "../db/executor";
import { readCaches } from "../db/read-cache";
import { gameSessionPlayers, gameSessions } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, jsonInput, readJson } from "../http/errors";
import { addPoints } from "./session-points";

/**
 * A read or a score refreshes last_active only when it is older than this: the 24 h clean-up and
 * the admin's "última atividade" need no finer step, and a read that writes nothing costs less
 * (docs/decisions/026).
 */
const LAST_ACTIVE_STEP_MS = 60_000;
const LAST_ACTIVE_STEP = sql.raw(`interval '${LAST_ACTIVE_STEP_MS / 1000} seconds'`);

type SessionRow = typeof gameSessions.$inferSelect;
interface SessionKey {
  id: string;
  userId: string;
  gameId: string;
}

export const sessionNotFound = () =>
  new ApiError(404, "SESSION_NOT_FOUND", "Sessão de jogo não encontrada.");
export const playerNotFound = () =>
  new ApiError(404, "PLAYER_NOT_FOUND", "Jogador não encontrado nesta sessão.");

/**
 * Games that have a server session: 'default' (players set up before a game is picked), the
 * catalogue's and the extra games. Any other id would only add rows nobody reads.
 */
export const sessionGameIds: ReadonlySet<string> = new Set([
  "default",
  ...gameIds,
  ...extraGames.map((g) => g.id),
]);

/** The signed-in user's session for the :gameId of the path; the id never comes from the body. */
async function sessionKey(c: Context<AppEnv>): Promise<SessionKey> {
  const user = await requireUser(c);
  const parsed = gameIdSchema.safeParse(c.req.param("gameId"));
  if (!parsed.success)
    throw new ApiError(400, "INVALID_GAME_ID", "Identificador de jogo inválido.");
  if (!sessionGameIds.has(parsed.data))
    throw new ApiError(404, "GAME_NOT_FOUND", "Jogo não encontrado.");
  return { id: `${user.id}_${parsed.data}`, userId: user.id, gameId: parsed.data };
}

const ownSession = (key: SessionKey) =>
  and(eq(gameSessions.id, key.id), eq(gameSessions.userId, key.userId));

/** maxPoints as stored, or 100 when missing or unreadable (spec section 5). */
export function readSettings(stored: unknown): GameSettings {
  const maxPoints =
    stored && typeof stored === "object" && !Array.isArray(stored)
      ? (stored as Record<string, unknown>).maxPoints
      : undefined;
  return { maxPoints: clampMaxPoints(maxPoints) };
}

const playerColumns = {
  id: gameSessionPlayers.id,
  name: gameSessionPlayers.name,
  points: gameSessionPlayers.points,
  isActive: gameSessionPlayers.isActive,
  challengesCompleted: gameSessionPlayers.challengesCompleted,
  drinksCompleted: gameSessionPlayers.drinksCompleted,
};

function loadPlayers(db: Executor, sessionId: string): Promise<Player[]> {
  return db
    .select(playerColumns)
    .from(gameSessionPlayers)
    .where(eq(gameSessionPlayers.sessionId, sessionId))
    .orderBy(asc(gameSessionPlayers.position));
}

function toSession(row: SessionRow, players: Player[]): GameSession {
  return {
    id: row.id,
    userId: row.userId,
    gameId: row.gameId,
    players,
    currentPlayerId: row.currentPlayerId,
    settings: readSettings(row.settings),
    createdAt: row.createdAt.toISOString(),
    lastActive: row.lastActive.toISOString(),
  };
}

/**
 * Creates the session on first access and refreshes last_active (and applies `set`) on every one:
 * one statement. A write that finds no session (first use, or removed by the 24 h cleanup) creates
 * it like a read does; inside a transaction the row stays locked until the end.
 */
async function accessSession(
  db: Executor,
  key: SessionKey,
  set: Partial<Pick<SessionRow, "currentPlayerId" | "settings">> = {},
): Promise<SessionRow> {
  const [row] = await db
    .insert(gameSessions)
    .values({ id: key.id, userId: key.userId, gameId: key.gameId, ...set })
    .onConflictDoUpdate({
      target: gameSessions.id,
      set: { ...set, lastActive: sql`now()` },
      setWhere: eq(gameSessions.userId, key.userId),
    })
    .returning();
  if (!row) throw sessionNotFound();
  return row;
}

/** The session row `s` with its players in order, as JSON: what a GET answers. */
const withPlayers = sql`
    select s.id, s.user_id, s.game_id, s.current_player_id, s.settings, s.created_at, s.last_active,
      coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'points', p.points, 'isActive', p.is_active,
          'challengesCompleted', p.challenges_completed, 'drinksCompleted', p.drinks_completed
        ) order by p.position)
        from game_session_players p where p.session_id = s.id
      ), '[]'::json) as players`;

type Rows = { rows: Record<string, unknown>[] };

/**
 * GET: usually one plain read (a session used in the last LAST_ACTIVE_STEP needs no write; on
 * PGlite a read costs about a quarter less than the upsert). Otherwise one statement creates the
 * session on first access or refreshes last_active, and returns the row with its players.
 */
async function readSession(db: Executor, key: SessionKey): Promise<GameSession> {
  const fresh = (await db.execute(sql`${withPlayers}
    from game_sessions s
    where s.id = ${key.id} and s.user_id = ${key.userId}
      and s.last_active >= now() - ${LAST_ACTIVE_STEP}`)) as unknown as Rows;
  const result: Rows = fresh.rows.length
    ? fresh
    : ((await db.execute(sql`
    with up as (
      insert into game_sessions (id, user_id, game_id) values (${key.id}, ${key.userId}, ${key.gameId})
      on conflict (id) do update set last_active = now()
        where game_sessions.user_id = ${key.userId}
          and game_sessions.last_active < now() - ${LAST_ACTIVE_STEP}
      returning *
    ), s as (
      select * from up
      union all
      select * from game_sessions
        where id = ${key.id} and user_id = ${key.userId} and not exists (select 1 from up)
    )
    ${withPlayers}
    from s`)) as unknown as Rows);
  const [row] = result.rows;
  if (!row) throw sessionNotFound(); // another user's id: never, ids carry the user
  // Both drivers parse json and jsonb; a stored settings value may be any JSON (readSettings copes).
  const players = typeof row.players === "string" ? JSON.parse(row.players) : row.players;
  return toSession(
    {
      id: String(row.id),
      userId: String(row.user_id),
      gameId: String(row.game_id),
      currentPlayerId: (row.current_player_id as string | null) ?? null,
      settings: row.settings as Record<string, unknown>,
      createdAt: new Date(row.created_at as string | Date),
      lastActive: new Date(row.last_active as string | Date),
    },
    players as Player[],
  );
}

/**
 * Refreshes last_active (and applies `set`) on an existing session, 404 otherwise. Inside a
 * transaction this also locks the session row, so changes to one session run one at a time.
 */
async function touchSession(
  db: Executor,
  key: SessionKey,
  set: Partial<Pick<SessionRow, "currentPlayerId" | "settings">> = {},
): Promise<SessionRow> {
  const [row] = await db
    .update(gameSessions)
    .set({ ...set, lastActive: sql`now()` })
    .where(ownSession(key))
    .returning();
  if (!row) throw sessionNotFound();
  return row;
}

/**
 * Runs one of spec section 4's turn rules (src/shared/players.ts) on a stored session: the
 * session row and its players are read under SELECT ... FOR UPDATE, so concurrent turn changes
 * (and point increments) wait for this one; the rule's result is written back, changed players
 * only. For rules that keep the players and their order (turn, scores). 404 without a session.
 */
async function changeTurn(
  db: Db,
  key: SessionKey,
  rule: (list: PlayerList) => PlayerList,
): Promise<GameSession> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(gameSessions).where(ownSession(key)).for("update");
    if (!locked) throw sessionNotFound();
    const before = await tx
      .select(playerColumns)
      .from(gameSessionPlayers)
      .where(eq(gameSessionPlayers.sessionId, key.id))
      .orderBy(asc(gameSessionPlayers.position))
      .for("update");
    const current = before.findIndex((p) => p.id === locked.currentPlayerId);
    const after = rule({
      players: before,
      currentPlayerIndex: current < 0 ? null : current,
      lastUpdated: 0,
    });
    // The rules return an unchanged player as the same object, and keep the players and order.
    for (const [i, player] of after.players.entries()) {
      if (player === before[i]) continue;
      const { id, ...fields } = player;
      await tx
        .update(gameSessionPlayers)
        .set(fields)
        .where(and(eq(gameSessionPlayers.sessionId, key.id), eq(gameSessionPlayers.id, id)));
    }
    const row = await touchSession(tx, key, { currentPlayerId: currentPlayer(after)?.id ?? null });
    return toSession(row, after.players);
  });
}

/**
 * GET: on PGlite, the answer this process last gave for the session while its last_active is
 * within LAST_ACTIVE_STEP (the same answer the database's "fresh" read would give: a read then
 * writes nothing). Every write in this file forgets the session after it committed, except a
 * point increment, which puts its player's new counters in (docs/decisions/039-read-caches-on-pglite.md).
 */
async function cachedSession(db: Db, key: SessionKey): Promise<GameSession> {
  const cache = readCaches(db)?.sessions;
  const cached = cache?.get(key.id);
  if (cached && Date.now() - Date.parse(cached.lastActive) < LAST_ACTIVE_STEP_MS) return cached;
  const ticket = cache?.ticket(key.id) ?? 0;
  const session = await readSession(db, key);
  cache?.set(key.id, session, ticket);
  return session;
}

/** After a write to the session or its players has committed (or failed half-way). */
function forgetSession(db: Db, key: SessionKey): void {
  readCaches(db)?.sessions.forget(key.id);
}

/** Runs a write to the session, then forgets the cached answer whatever happened. */
async function writing<T>(db: Db, key: SessionKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetSession(db, key);
  }
}

export const sessionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const key = await sessionKey(c);
    return c.json({ session: await cachedSession(c.var.deps.database.db, key) });
  })
  /** Replaces the whole list in one transaction; positions follow the array order. */
  .put("/players", jsonInput(replacePlayersSchema), async (c) => {
    const key = await sessionKey(c);
    const input = await readJson(c, replacePlayersSchema);
    const ids = new Set(input.players.map((p) => p.id));
    if (ids.size !== input.players.length)
      throw new ApiError(400, "VALIDATION_ERROR", "Há jogadores repetidos na lista (players).");
    const currentPlayerId =
      input.currentPlayerId && ids.has(input.currentPlayerId)
        ? input.currentPlayerId
        : (input.players[0]?.id ?? null);
    const { db } = c.var.deps.database;
    const session = await writing(db, key, () =>
      db.transaction(async (tx) => {
        const row = await accessSession(tx, key, { currentPlayerId });
        await tx.delete(gameSessionPlayers).where(eq(gameSessionPlayers.sessionId, key.id));
        if (input.players.length > 0)
          await tx.insert(gameSessionPlayers).values(
            // Spec section 4: only the current player is active, whatever the client sent.
            input.players.map((p, position) => ({
              ...p,
              isActive: p.id === currentPlayerId,
              sessionId: key.id,
              position,
            })),
          );
        return toSession(row, await loadPlayers(tx, key.id));
      }),
    );
    return c.json({ session });
  })
  /**
   * One UPDATE adds the points and counts the challenge or drink: no lost update. On PGlite the
   * increments that arrive together share one statement (session-points.ts).
   */
  .post("/points", jsonInput(addPointsSchema), async (c) => {
    const key = await sessionKey(c);
    const input = await readJson(c, addPointsSchema);
    const { database } = c.var.deps;
    const player = await addPoints(
      database,
      { sessionId: key.id, playerId: input.playerId, amount: input.amount, type: input.type },
      LAST_ACTIVE_STEP,
    );
    if (!player) {
      const [session] = await database.db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(ownSession(key));
      throw session ? playerNotFound() : sessionNotFound();
    }
    return c.json({ player });
  })
  /** Next player by position, wrapping; none set or unknown current → first; no players → null. */
  .post("/next", async (c) => {
    const key = await sessionKey(c);
    const { db } = c.var.deps.database;
    const session = await writing(db, key, () => changeTurn(db, key, (list) => nextPlayer(list)));
    return c.json({ session });
  })
  /** Zeroes points and both counters for everyone, keeps the players, first player's turn. */
  .post("/reset", async (c) => {
    const key = await sessionKey(c);
    const { db } = c.var.deps.database;
    const session = await writing(db, key, () =>
      changeTurn(db, key, (list) => setFirstPlayer(resetPoints(list))),
    );
    return c.json({ session });
  })
  .delete("/players", async (c) => {
    const key = await sessionKey(c);
    const { db } = c.var.deps.database;
    const session = await writing(db, key, () =>
      db.transaction(async (tx) => {
        const row = await touchSession(tx, key, { currentPlayerId: null });
        await tx.delete(gameSessionPlayers).where(eq(gameSessionPlayers.sessionId, key.id));
        return toSession(row, []);
      }),
    );
    return c.json({ session });
  })
  /** A read: like GET /, it creates the session on first access. */
  .get("/settings", async (c) => {
    const key = await sessionKey(c);
    const { db } = c.var.deps.database;
    const row = await writing(db, key, () => accessSession(db, key));
    return c.json({ settings: readSettings(row.settings) });
  })
  /** maxPoints is clamped into 10..1000, never refused (spec section 5). */
  .put("/settings", jsonInput(settingsInputSchema), async (c) => {
    const key = await sessionKey(c);
    const input = await readJson(c, settingsInputSchema);
    const settings: GameSettings = { maxPoints: clampMaxPoints(input.maxPoints) };
    const { db } = c.var.deps.database;
    const row = await writing(db, key, () => accessSession(db, key, { settings: { ...settings } }));
    return c.json({ settings: readSettings(row.settings) });
  });
