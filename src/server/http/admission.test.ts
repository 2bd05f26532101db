import { describe, expect, it } from "vitest";
import { createAdmission, TARGET_TURN_MS } from "./admission";

/** Asks for `count` admissions at once; answers how many started in each drain, in order. */
async function burst(count: number, turnMs: number) {
  let turn = 0;
  let clock = 0;
  // The admission reads the clock once per drain: that read marks a new turn.
  const admission = createAdmission(() => {
    turn += 1;
    clock += turnMs;
    return clock;
  });
  const startedIn: number[] = [];
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      admission.admit().then(() => {
        startedIn.push(turn);
        order.push(i);
      }),
    ),
  );
  const perTurn = new Map<number, number>();
  for (const t of startedIn) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
  return { perTurn: [...perTurn.values()], order, waiting: admission.waiting() };
}

describe("request admission", () => {
  it("starts requests in the order they came, none left waiting", async () => {
    const { order, waiting } = await burst(150, 1);
    expect(order).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(waiting).toBe(0);
  });

  it("after long turns it starts fewer per turn, down to one, so the loop gets back to accept()", async () => {
    const { perTurn } = await burst(200, TARGET_TURN_MS * 3);
    expect(perTurn.slice(0, 8)).toEqual([64, 32, 16, 8, 4, 2, 1, 1]);
  });

  it("with short turns it keeps starting many per turn", async () => {
    const { perTurn } = await burst(200, 1);
    expect(perTurn).toEqual([64, 64, 64, 8]);
  });

  it("the first turn after a quiet spell is not judged by the time spent idle", async () => {
    let clock = 0;
    let turn = 0;
    const admission = createAdmission(() => {
      turn += 1;
      return clock;
    });
    await Promise.all(Array.from({ length: 100 }, () => admission.admit()));
    clock += 60_000;
    const turns = new Set<number>();
    await Promise.all(
      Array.from({ length: 64 }, () => admission.admit().then(() => turns.add(turn))),
    );
    expect(turns.size).toBe(1);
  });
});
