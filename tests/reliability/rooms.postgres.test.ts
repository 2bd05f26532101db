import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "./postgres";
import { allConnected, maisProvavelRoom, Phone } from "./rooms";
import { type SpawnedServer, spawnServer } from "./server";

// Two server processes on one PostgreSQL database (issue 19): a room's players on different
// instances play together; one instance is killed and its players carry on on the other.
let database: Awaited<ReturnType<typeof createDatabase>>;
const servers: SpawnedServer[] = [];
const phones: Phone[] = [];
beforeAll(async () => {
  database = await createDatabase(process.env.TEST_DATABASE_URL ?? "");
});
afterAll(async () => {
  for (const p of phones) p.close();
  for (const s of servers) await s.stop();
  await database?.drop();
});

it("players on two instances play a round; SIGKILL one and its players go on on the other with nothing lost", async () => {
  const env = { DATABASE_URL: database.url, ROOM_JOIN_MAX: "1000", ROOM_CREATE_MAX: "1000" };
  const a = await spawnServer({ env });
  servers.push(a);
  const b = await spawnServer({ env });
  servers.push(b);

  const { code, seats } = await maisProvavelRoom(a.url, [
    { name: "Bia", url: a.url },
    { name: "Caio", url: b.url },
    { name: "Duda", url: b.url },
  ]);
  const [ana, bia, caio, duda] = seats.map(
    (seat, i) => new Phone(seat, code, i < 2 ? a.url : b.url),
  ) as [Phone, Phone, Phone, Phone];
  phones.push(ana, bia, caio, duda);
  for (const p of phones) await p.hello();
  // Presence crosses instances: Ana (on a) sees Caio and Duda (on b) arrive, and the other way.
  await ana.until((m) => allConnected(m, 4));
  await duda.until((m) => allConnected(m, 4));

  ana.send({ type: "start", settings: { rounds: 3 } });
  for (const p of phones) await p.until((m) => m.game?.view.phase === "voting");
  // Each vote, one cast on each instance, reaches every phone (who voted, not for whom).
  await ana.vote(caio, phones);
  await caio.vote(ana, phones);
  const before = bia.last();
  expect(caio.last().game?.view.myVote).toBe(ana.seat.seatId);

  // Instance a dies without a word: its phones lose their sockets and reconnect to b.
  a.child.kill("SIGKILL");
  await a.exited;
  await Promise.all([ana.socket.closed, bia.socket.closed]);
  const anaBack = await ana.reconnect(b.url);
  const biaBack = await bia.reconnect(b.url);
  // Nothing lost: the same game version, both votes, and Ana's own vote is still hers to see.
  expect(anaBack.game?.version).toBe(before.game?.version);
  expect(biaBack.game?.view.voted).toEqual(before.game?.view.voted);
  expect(anaBack.game?.view.myVote).toBe(caio.seat.seatId);
  expect(biaBack.game?.view.myVote).toBeNull();
  expect(anaBack.you).toMatchObject({ seatId: ana.seat.seatId, host: true });

  // The game goes on: the last two votes reveal the round on every phone, then the next round.
  await bia.vote(duda, phones);
  await duda.vote(caio, phones);
  for (const p of phones) {
    const revealed = await p.until((m) => m.game?.view.phase === "revealed");
    expect(revealed.game?.view.reveal).toMatchObject({ drinkers: [caio.seat.seatId], total: 4 });
  }
  ana.send({ type: "move", version: ana.last().game?.version, move: { type: "next" } });
  for (const p of phones) await p.until((m) => m.game?.view.round === 2);

  // No phone was ever sent another player's ballot: its own vote, or none, and never the ballots.
  const own = new Map([
    [ana, caio],
    [bia, duda],
    [caio, ana],
    [duda, caio],
  ]);
  for (const [p, target] of own)
    for (const frame of p.frames()) {
      expect(frame).not.toContain('"ballots"');
      const myVote = /"myVote":"([^"]+)"/.exec(frame)?.[1];
      if (myVote) expect(myVote, p.seat.name).toBe(target.seat.seatId);
    }
});
