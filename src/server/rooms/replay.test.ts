import { describe, expect, it } from "vitest";
import type { TruthOrDareState } from "../../games/truth-or-dare/logic";
import { gameStateOf, move, phaseOf, type RoomRecord, start } from "./logic";
import { roomGame } from "./registry";
import { room as roomOf, seat } from "./test-rows";

/** 'Jogar de novo' in a room: the host's phone sends back the room's settings as they are now. */

const lobby = roomOf([seat("ana"), seat("bia")], "truth-or-dare");

const game = roomGame("truth-or-dare");
if (!game) throw new Error("truth-or-dare is a room game");

function apply(room: RoomRecord, by: string, payload: unknown): RoomRecord {
  const version = gameStateOf(room)?.version ?? 0;
  const out = move(room, game as NonNullable<typeof game>, by, version, payload, 1_000);
  if (!out.ok) throw new Error(`${JSON.stringify(payload)} by ${by}: ${out.code}`);
  return { ...room, ...out.change };
}

function begin(room: RoomRecord, settings: unknown): RoomRecord {
  const out = start(room, game as NonNullable<typeof game>, "ana", settings);
  if (!out.ok) throw new Error(`start: ${out.code}`);
  return { ...room, ...out.change };
}

/** Ana does her card (Bia votes yes: 10 points, the target), Bia refuses hers: the game is over. */
function playToTheEnd(room: RoomRecord): RoomRecord {
  let r = apply(room, "ana", { type: "choose", kind: "truth" });
  r = apply(r, "bia", { type: "vote", done: true });
  r = apply(r, "ana", { type: "next" });
  r = apply(r, "bia", { type: "choose", kind: "dare" });
  r = apply(r, "ana", { type: "vote", done: false });
  return apply(r, "bia", { type: "next" });
}

const levelsOf = (room: RoomRecord) =>
  (gameStateOf(room)?.data as TruthOrDareState | undefined)?.settings.levels;

describe("Verdade ou Desafio: 'Jogar de novo' in a room", () => {
  it("keeps Picante when the host chose it with 18+ on", () => {
    const first = begin(lobby, { levels: ["medio", "picante"], maxPoints: 10, showAdult: true });
    expect(levelsOf(first)).toEqual(["medio", "picante"]);
    const over = playToTheEnd(first);
    expect(phaseOf(over, game)).toBe("over");
    const again = begin(over, over.settings);
    expect(phaseOf(again, game)).toBe("playing");
    expect(levelsOf(again)).toEqual(["medio", "picante"]);
    expect(again.settings).toMatchObject({ maxPoints: 10 });
  });

  it("keeps a game without Picante without it, and never lets Picante in without 18+", () => {
    const first = begin(lobby, { levels: ["leve"], maxPoints: 10, showAdult: false });
    const again = begin(playToTheEnd(first), undefined);
    expect(levelsOf(again)).toEqual(["leve"]);
    const sneaky = begin(lobby, { levels: ["picante"], maxPoints: 10 });
    expect(levelsOf(sneaky)).toEqual(["leve", "medio"]);
  });
});
