import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isDevicePlay } from "../../shared/device-play";
import { parsePlayer } from "../../shared/player-check";
import { playerSchema } from "../../shared/schemas/player";
import { devicePlaySchema } from "../../shared/schemas/stats";
import { parseStoredGame } from "./saved-games";

// The device reads what it stores with hand-written checks (no zod in the app's entry, issue 18);
// each must answer exactly as the zod schema it replaced.

/** Values near the edges of each field, plus anything at all. */
const edgy = (...near: unknown[]) =>
  fc.oneof(fc.constantFrom(...near), fc.anything(), fc.constant(undefined));
const ints = [0, -1, 1, 1_000_000, 1_000_001, 1.5, Number.NaN, 2 ** 53, "3", null];

const player = fc.record(
  {
    id: edgy("a", "", "x".repeat(64), "x".repeat(65), 7),
    name: edgy(
      "Ana",
      "  Bia  ",
      "   ",
      "",
      "x".repeat(30),
      ` ${"x".repeat(30)} `,
      "x".repeat(31),
      3,
    ),
    points: edgy(...ints),
    isActive: edgy(true, false, "true", 0),
    challengesCompleted: edgy(...ints),
    drinksCompleted: edgy(...ints),
    extra: edgy("kept?"),
  },
  { requiredKeys: [] },
);

const play = fc.record(
  {
    id: edgy(
      "0b0f4b0e-3c8e-4b8a-9c3f-7f6e2a1d5c4b",
      "0b0f4b0e-3c8e-9b8a-9c3f-7f6e2a1d5c4b",
      "00000000-0000-0000-0000-000000000000",
      "not-a-uuid",
    ),
    gameId: edgy("classic", "eu-nunca", "-x", "A", "x".repeat(40), "x".repeat(41)),
    playedAt: edgy(
      "2026-11-25T19:00:00Z",
      "2026-11-25T19:00:00.123Z",
      "2026-11-25T19:00Z",
      "2026-11-25T19:00:00+01:00",
      "2026-02-29T10:00:00Z",
      "2024-02-29T10:00:00Z",
      "2026-11-25",
    ),
    minutes: edgy(0, 720, 721, -1, 2.5),
    victory: edgy(true, false, 1),
    synced: edgy(true, "no"),
  },
  { requiredKeys: [] },
);

/** The saved-game envelope's schema as it was before the hand check. */
const gameStateSchema = z.object({
  game: z.string(),
  stateVersion: z.number().int(),
  version: z.number().int().min(0),
  rng: z.number().int().min(0),
  data: z.unknown(),
  playing: z.boolean().optional(),
});

const game = fc.record(
  {
    game: edgy("classic", 3),
    stateVersion: edgy(...ints, -5),
    version: edgy(...ints),
    rng: edgy(...ints, 4_294_967_295),
    data: fc.anything(),
    playing: edgy(true, false, "yes"),
    other: edgy(1),
  },
  { requiredKeys: [] },
);

const zodAnswer = <T>(schema: z.ZodType<T>, v: unknown): T | null => {
  const r = schema.safeParse(v);
  return r.success ? r.data : null;
};

describe("hand-written device checks answer as the zod schemas", () => {
  it("a player: the same player (defaults, trimmed name, unknown keys dropped) or null", () => {
    fc.assert(
      fc.property(fc.oneof(player, fc.anything()), (v) => {
        expect(parsePlayer(v)).toEqual(zodAnswer(playerSchema, v));
      }),
      { numRuns: 3000 },
    );
  });

  it("a finished play, and a kept one with its 'synced' flag", () => {
    const keptSchema = devicePlaySchema.extend({ synced: z.boolean() });
    fc.assert(
      fc.property(fc.oneof(play, fc.anything()), (v) => {
        expect(isDevicePlay(v)).toBe(devicePlaySchema.safeParse(v).success);
        const withFlag =
          isDevicePlay(v, ["synced"]) && typeof (v as { synced?: unknown }).synced === "boolean";
        expect(withFlag).toBe(keptSchema.safeParse(v).success);
      }),
      { numRuns: 3000 },
    );
  });

  it("a saved game's envelope", () => {
    // Found by a random seed in CI: a well-formed envelope without its data key.
    expect(parseStoredGame({ game: "classic", stateVersion: 0, version: 0, rng: 0 })).toBeNull();
    fc.assert(
      fc.property(fc.oneof(game, fc.anything()), (v) => {
        expect(parseStoredGame(v)).toEqual(zodAnswer(gameStateSchema, v));
      }),
      { numRuns: 3000 },
    );
  });
});
