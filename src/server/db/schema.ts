import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DeckGame, DeckItem } from "../../shared/custom-deck";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Tables read and written by better-auth (admin plugin adds role and ban fields).
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /** Last sign-in or play, for the CRM; kept when sessions end (sign-out deletes them). */
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Sign-in/sign-up rate-limit counters live in the database so every instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export interface Preferences {
  sound: boolean;
  vibration: boolean;
  showAdult: boolean;
  useLocation: boolean;
}

export interface RecentGame {
  gameId: string;
  name: string;
  playedAt: string;
}

/** Spec section 3's user profile, with gameStats as columns so counters change in one statement. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  avatarUrl: text("avatar_url"),
  adultConfirmedAt: timestamp("adult_confirmed_at", { withTimezone: true }).notNull(),
  drinkMode: text("drink_mode").$type<"alcool" | "sem-alcool">().notNull().default("alcool"),
  favoriteKinds: jsonb("favorite_kinds").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  preferences: jsonb("preferences").$type<Preferences>().notNull(),
  totalGamesPlayed: integer("total_games_played").notNull().default(0),
  victories: integer("victories").notNull().default(0),
  totalPlayTime: integer("total_play_time").notNull().default(0),
  lastGamePlayed: text("last_game_played"),
  lastGameStartTime: timestamp("last_game_start_time", { withTimezone: true }),
  recentGames: jsonb("recent_games").$type<RecentGame[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Spec section 3's stored game session: one per user and game, id = `${userId}_${gameId}`. */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    currentPlayerId: text("current_player_id"),
    /** `{ maxPoints }`; read through clampMaxPoints, so a missing or corrupt value means 100. */
    settings: jsonb("settings")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{"maxPoints":100}'::jsonb`),
    createdAt: createdAt(),
    lastActive: timestamp("last_active", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("game_sessions_last_active_idx").on(t.lastActive),
    index("game_sessions_user_id_idx").on(t.userId),
  ],
);

/** The players of a stored game session, one row each so points change in one statement. */
export const gameSessionPlayers = pgTable(
  "game_session_players",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => gameSessions.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    points: integer("points").notNull().default(0),
    isActive: boolean("is_active").notNull().default(false),
    challengesCompleted: integer("challenges_completed").notNull().default(0),
    drinksCompleted: integer("drinks_completed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.id] })],
);

/** Saved groups of player names reusable in any game. */
export const playerGroups = pgTable(
  "player_groups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    players: jsonb("players").$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("player_groups_user_id_idx").on(t.userId)],
);

/** One row per play or victory, for the games-per-week chart and favourite games. */
export const playEvents = pgTable(
  "play_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    kind: text("kind").$type<"played" | "victory">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The device's id of the play (a UUID): a play sent twice is counted once. */
    playId: text("play_id"),
  },
  (t) => [
    index("play_events_user_id_at_idx").on(t.userId, t.at),
    uniqueIndex("play_events_user_play_kind_idx").on(t.userId, t.playId, t.kind),
    index("play_events_at_idx").on(t.at),
    check("play_events_kind_check", sql`${t.kind} in ('played', 'victory')`),
  ],
);

/**
 * Admin documents (spec section 3): collection 'appAdmin' holds banners, bannerTexts, gameIcons,
 * icons, featuredTags and installPrompt; older copies in 'config' are migrated on first read.
 */
export const appDocuments = pgTable(
  "app_documents",
  {
    collection: text("collection").notNull(),
    id: text("id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.id] })],
);

/** Every admin write: who, what, when. Kept when the actor's account is deleted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** Stored files, so an account's uploads can be listed and deleted with it. */
export const uploads = pgTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_user_id_idx").on(t.userId)],
);

/** A seat of a room: a phone (player or spectator). Presence is kept here so every instance sees it. */
export interface RoomSeat {
  id: string;
  name: string;
  colour: string;
  role: "player" | "spectator";
  /** sha256 of the seat's credential (base64url); the secret itself is never stored. */
  credentialHash: string;
  /** Sockets of this seat open right now, on the instance named by `instance`. */
  connected: boolean;
  /** The instance holding the seat's socket (its heartbeat in room_instances says it is alive). */
  instance: string | null;
  /** ISO time of the last connect or disconnect. */
  lastSeen: string;
  joinedAt: string;
}

/**
 * Rooms (issue 19): one row per room, its version bumped by every change in one UPDATE ... WHERE
 * version = expected (a lost race is retried or refused). `state` is the engine's GameState (null
 * in the lobby). A code is unique among live rooms only (closed rooms free it).
 */
export const rooms = pgTable(
  "rooms",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    gameId: text("game_id").notNull(),
    state: jsonb("state").$type<Record<string, unknown> | null>(),
    version: integer("version").notNull().default(0),
    settings: jsonb("settings").$type<unknown>(),
    seats: jsonb("seats").$type<RoomSeat[]>().notNull().default(sql`'[]'::jsonb`),
    hostSeatId: text("host_seat_id"),
    /** The seat that created the room: it may take the host role back. */
    creatorSeatId: text("creator_seat_id"),
    boardCredentialHash: text("board_credential_hash").notNull(),
    /** When the presence sweep must look at this room next (a seat's grace ends); null: never. */
    sweepAt: timestamp("sweep_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("rooms_live_code_idx").on(t.code).where(sql`${t.closedAt} is null`),
    index("rooms_updated_at_idx").on(t.updatedAt),
    index("rooms_sweep_at_idx").on(t.sweepAt),
  ],
);

/** Server instances holding room sockets, with a heartbeat: a seat on a dead instance is offline. */
export const roomInstances = pgTable("room_instances", {
  id: text("id").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Boards paired to a room from another device (a TV): the host's phone asks for a short one-time
 * code (stored as an HMAC, never in clear); the TV that types it gets a board credential of its
 * own (stored as its sha256). Deleted with the room.
 */
export const roomBoards = pgTable(
  "room_boards",
  {
    id: text("id").primaryKey(),
    roomId: text("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    /** HMAC of the pairing code; null once used. */
    codeHash: text("code_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Wrong codes typed against this one; past the cap the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    /** sha256 of the board credential handed to the paired device; null until paired. */
    credentialHash: text("credential_hash"),
    createdAt: createdAt(),
    pairedAt: timestamp("paired_at", { withTimezone: true }),
  },
  (t) => [index("room_boards_room_idx").on(t.roomId)],
);

/**
 * Custom decks ("Meus baralhos", issue 27). `items` holds what deckInputSchema cleaned (plain
 * text); `version` counts saved edits so an offline edit names its base. `share_code` is made on
 * the first share and kept (upper case; the link matches any case); `shared` opens or closes it.
 */
export const decks = pgTable(
  "decks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    game: text("game").$type<DeckGame>().notNull(),
    adult: boolean("adult").notNull().default(false),
    items: jsonb("items").$type<DeckItem[]>().notNull(),
    version: integer("version").notNull().default(1),
    shareCode: text("share_code").unique(),
    shared: boolean("shared").notNull().default(false),
    /** Hidden by an admin after reports: the link is closed and sharing is refused. */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("decks_user_id_idx").on(t.userId)],
);

/** 'Denunciar' on a shared deck: one row per reporter (a user id, or `ip:` and the address). */
export const deckReports = pgTable(
  "deck_reports",
  {
    deckId: text("deck_id")
      .notNull()
      .references(() => decks.id, { onDelete: "cascade" }),
    reporter: text("reporter").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("deck_reports_deck_reporter_idx").on(t.deckId, t.reporter)],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  profiles,
  gameSessions,
  gameSessionPlayers,
  playerGroups,
  playEvents,
  appDocuments,
  auditLog,
  uploads,
  rooms,
  roomInstances,
  roomBoards,
  decks,
  deckReports,
};
