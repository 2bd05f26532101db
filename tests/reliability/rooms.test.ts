import { rmSync } from "node:fs";
import { afterAll, expect, inject, it } from "vitest";
import { maisProvavelRoom, Phone } from "./rooms";
import { type SpawnedServer, spawnServer, tempDataDir } from "./server";

// One server process on PGlite (the default): killed with SIGKILL mid-game and started again on
// the same data, its room's phones reconnect with their credentials and the game goes on.
const phones: Phone[] = [];
let server: SpawnedServer | null = null;
const dataDir = tempDataDir(inject("pgliteTemplate"));
afterAll(async () => {
  for (const p of phones) p.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("a room survives SIGKILL (PGlite): after the restart the same version and votes, and play goes on", async () => {
  const env = { ROOM_JOIN_MAX: "1000", ROOM_CREATE_MAX: "1000" };
  server = await spawnServer({ dataDir, env });
  const { url, port } = server;
  const { code, seats } = await maisProvavelRoom(url, [
    { name: "Bia", url },
    { name: "Caio", url },
  ]);
  const [ana, bia, caio] = seats.map((seat) => new Phone(seat, code, url)) as [Phone, Phone, Phone];
  phones.push(ana, bia, caio);
  for (const p of phones) await p.hello();
  ana.send({ type: "start", settings: { rounds: 3 } });
  for (const p of phones) await p.until((m) => m.game?.view.phase === "voting");
  await ana.vote(bia, phones);
  await bia.vote(ana, phones);
  const before = caio.last();

  // Every acknowledged move was stored: nothing is lost when the process dies without a word.
  server.child.kill("SIGKILL");
  await server.exited;
  await Promise.all(phones.map((p) => p.socket.closed));
  server = await spawnServer({ dataDir, port, env });
  const back = [];
  for (const p of phones) back.push(await p.reconnect(url));
  const [anaBack, biaBack, caioBack] = back;
  expect(caioBack?.game?.version).toBe(before.game?.version);
  expect(caioBack?.game?.view.voted).toEqual(before.game?.view.voted);
  expect(anaBack?.game?.view.myVote).toBe(bia.seat.seatId);
  expect(biaBack?.game?.view.myVote).toBe(ana.seat.seatId);
  expect(anaBack?.you).toMatchObject({ host: true });

  await caio.vote(ana, phones);
  for (const p of phones) {
    const revealed = await p.until((m) => m.game?.view.phase === "revealed");
    expect(revealed.game?.view.reveal).toMatchObject({ drinkers: [ana.seat.seatId], total: 3 });
  }
  ana.send({ type: "move", version: ana.last().game?.version, move: { type: "next" } });
  for (const p of phones) await p.until((m) => m.game?.view.round === 2);
});
