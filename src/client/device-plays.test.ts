// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordPlay, syncPlays, unsyncedPlays } from "./device-plays";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const play = {
  id: "3f1c2b7a-5d4e-4a1b-9c8d-7e6f5a4b3c2d",
  gameId: "classic",
  playedAt: "2026-11-28T21:00:00.000Z",
  minutes: 25,
  victory: true,
};

/** What each POST carried; `answers` are used in turn (an Error is a lost response). */
function stubServer(answers: (number | Error)[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify({ counted: 1, duplicates: 0, skipped: 0 }), {
        status: answer,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

describe("a finished game's one stats POST", () => {
  it("is retried with the same play id after a lost response, and stops once taken", async () => {
    recordPlay(play);
    const sent = stubServer([new TypeError("conexão perdida"), 503, 200]);
    expect(await syncPlays()).toBe(0); // the answer never came: the play stays queued
    expect(unsyncedPlays()).toEqual([play]);
    expect(await syncPlays()).toBe(0); // the server was down: still queued
    expect(await syncPlays()).toBe(1);
    // Every attempt carried the same id, so the server (tests/api/plays.test.ts) counts it once.
    expect(sent).toEqual([{ plays: [play] }, { plays: [play] }, { plays: [play] }]);
    expect(unsyncedPlays()).toEqual([]);
    expect(await syncPlays()).toBe(0);
    expect(sent).toHaveLength(3);
  });
});
