import { describe, expect, it } from "vitest";
import { type Flow, type FlowAction, flowReducer, initialFlow, SWAPS_PER_TURN } from "./flow";
import { currentTeam, newGame } from "./logic";
import { defaultTeams, type TeamSetup } from "./teams";
import { isPaused, remainingMs } from "./timer";
import { type Word, words } from "./words";

const teams: TeamSetup[] = defaultTeams(["a", "b"]).map((t) => ({
  ...t,
  members: [`${t.id}1`, `${t.id}2`],
}));
const word = words[0] as Word;
const run = (flow: Flow, ...actions: FlowAction[]) => actions.reduce(flowReducer, flow);
const toPlay: FlowAction[] = [
  { type: "start", game: newGame(teams, 3) },
  { type: "reveal", wordId: "a" },
  { type: "go", now: 0, durationMs: 60_000 },
];

describe("screen flow", () => {
  it("opens at the setup without a game", () => {
    expect(initialFlow(null).phase).toBe("setup");
  });

  it("resumes a saved game at the handoff, but not a finished one", () => {
    const game = newGame(teams, 3);
    expect(initialFlow(game)).toMatchObject({ phase: "handoff", game });
    const won = { ...game, winnerId: "a" };
    expect(initialFlow(won).phase).toBe("setup");
  });

  it("goes setup → handoff → reveal → play with the clock started", () => {
    const f = run(initialFlow(null), ...toPlay);
    expect(f.phase).toBe("play");
    expect(f.wordId).toBe("a");
    expect(f.countdown && remainingMs(f.countdown, 15_000)).toBe(45_000);
  });

  it("allows one word swap per turn, before the clock starts", () => {
    let f = run(initialFlow(null), toPlay[0] as FlowAction, toPlay[1] as FlowAction);
    expect(f.swapsLeft).toBe(SWAPS_PER_TURN);
    f = run(f, { type: "swap", wordId: "b" });
    expect(f.wordId).toBe("b");
    expect(run(f, { type: "swap", wordId: "c" }).wordId).toBe("b");
  });

  it("cannot swap once the clock runs", () => {
    const f = run(initialFlow(null), ...toPlay);
    expect(run(f, { type: "swap", wordId: "z" })).toBe(f);
  });

  it("pauses and resumes the clock during play", () => {
    let f = run(initialFlow(null), ...toPlay, { type: "pause", now: 10_000 });
    expect(f.countdown && isPaused(f.countdown)).toBe(true);
    f = run(f, { type: "resume", now: 40_000 }, { type: "pause", now: 45_000 });
    expect(f.countdown && remainingMs(f.countdown, 99_000)).toBe(45_000);
  });

  it("ends a round at the outcome, scores it and passes the turn", () => {
    const f = run(initialFlow(null), ...toPlay, { type: "end", outcome: "acertaram", word });
    expect(f.phase).toBe("outcome");
    expect(f.countdown).toBeNull();
    expect(f.game?.teams[0]?.points).toBe(1);
    expect(f.game && currentTeam(f.game)?.id).toBe("b");
  });

  it("goes to the next handoff with a fresh turn", () => {
    const f = run(
      initialFlow(null),
      ...toPlay,
      { type: "end", outcome: "tempo", word },
      { type: "next" },
    );
    expect(f).toMatchObject({ phase: "handoff", wordId: null, swapsLeft: SWAPS_PER_TURN });
  });

  it("goes straight to the results when a team reaches the target", () => {
    const game = newGame(teams, 1);
    const f = run(
      initialFlow(null),
      { type: "start", game },
      { type: "reveal", wordId: word.id },
      { type: "go", now: 0, durationMs: 30_000 },
      { type: "end", outcome: "acertaram", word },
    );
    expect(f.phase).toBe("results");
    expect(f.game?.winnerId).toBe("a");
  });

  it("ignores actions out of place", () => {
    const setup = initialFlow(null);
    expect(run(setup, { type: "reveal", wordId: "x" })).toBe(setup);
    expect(run(setup, { type: "go", now: 0, durationMs: 1 })).toBe(setup);
    expect(run(setup, { type: "end", outcome: "acertaram", word })).toBe(setup);
    expect(run(setup, { type: "next" })).toBe(setup);
    expect(run(setup, { type: "back-to-game" })).toBe(setup);
  });

  it("can leave for the setup and come back to the same game", () => {
    let f = run(initialFlow(null), ...toPlay, { type: "end", outcome: "acertaram", word });
    const game = f.game;
    f = run(f, { type: "setup" });
    expect(f.phase).toBe("setup");
    f = run(f, { type: "back-to-game" });
    expect(f).toMatchObject({ phase: "handoff", game });
  });
});
