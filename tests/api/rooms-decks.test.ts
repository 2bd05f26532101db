import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EuNuncaView } from "../../src/games/eu-nunca/logic";
import type { MaisProvavelView } from "../../src/games/mais-provavel/logic";
import {
  type CustomDeck,
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  type DeckGame,
  parseCustomDeck,
} from "../../src/shared/custom-deck";
import {
  ROOM_MESSAGE_MAX_BYTES,
  type RoomMessage,
  type ServerMessage,
} from "../../src/shared/schemas/room";
import { roomServer, type Seat } from "./room-server";
import type { RoomSocket } from "./rooms-client";

/**
 * Custom decks in rooms (issue 27): the host's start carries a whole 300 x 200-character deck past
 * the socket's 16 KB cap, every phone and the board see the deck's items (and only the summary of
 * the deck in each room message), and a server restart keeps them, 'Jogar de novo' too.
 */

const isRoom = (m: ServerMessage): m is RoomMessage => m.type === "room";
const mp = (m: RoomMessage) => (m.game?.view ?? {}) as MaisProvavelView;
const en = (m: RoomMessage) => (m.game?.view ?? {}) as EuNuncaView;

/** 300 different items of 200 characters, accents included. */
function bigDeck(game: DeckGame, name: string): CustomDeck {
  const items = Array.from({ length: DECK_MAX_ITEMS }, (_, i) => {
    let text = `Item ${i} da turma:`;
    while (text.length < DECK_ITEM_MAX) text += " ação";
    return { text: text.slice(0, DECK_ITEM_MAX).trimEnd() };
  });
  const deck = parseCustomDeck({ id: `deck-${game}`, name, game, adult: false, items }, game);
  if (!deck) throw new Error("invalid deck");
  return deck;
}

async function hello(s: RoomSocket, seatId: string, credential: string) {
  await s.opened;
  s.send({ type: "hello", seatId, credential });
  return s.next<RoomMessage>(
    (m) => isRoom(m) && m.seats.some((x) => x.id === seatId && x.connected),
  );
}

describe("rooms with a custom deck (PGlite)", () => {
  let srv: Awaited<ReturnType<typeof roomServer>>;
  const sockets: RoomSocket[] = [];
  const track = (s: RoomSocket) => {
    sockets.push(s);
    return s;
  };
  beforeAll(async () => {
    srv = await roomServer();
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await srv.close();
  });

  const connect = async (seats: Seat[]) => {
    const socks = seats.map((s) => track(srv.socket(s.code)));
    for (const [i, s] of seats.entries())
      await hello(socks[i] as RoomSocket, s.seatId, s.credential);
    return socks;
  };
  const restart = async () => {
    await srv.server.stop(1000);
    srv = await roomServer({ dataDir: srv.dataDir });
  };

  it("Quem é Mais Provável: the deck's questions on every phone, after a restart and 'Jogar de novo'", async () => {
    const deck = bigDeck("mais-provavel", "Turma do Bar");
    const texts = new Set(deck.items.map((i) => i.text));
    const { host, guests } = await srv.room("mais-provavel", ["Ana", "Bia", "Caio"]);
    const seats = [host, ...guests];
    let socks = await connect(seats);
    const hs = socks[0] as RoomSocket;
    const start = JSON.stringify({
      type: "start",
      settings: { levels: [], rounds: 3, showAdult: false, customDeck: deck },
    });
    expect(Buffer.byteLength(start)).toBeGreaterThan(4 * ROOM_MESSAGE_MAX_BYTES);
    hs.sendRaw(start);
    for (const s of socks) {
      const m = await s.next<RoomMessage>((x) => isRoom(x) && x.phase === "playing");
      const view = m.game?.view as MaisProvavelView;
      expect(texts.has(view.prompt?.text ?? "")).toBe(true);
      expect(view.prompt?.level).toEqual({ id: "custom", name: "Turma do Bar", adult: false });
      // Each message names the deck, never its 300 items.
      expect(m.settings).toMatchObject({
        levels: [],
        customDeck: { id: deck.id, name: deck.name, size: 300 },
      });
      expect(JSON.stringify(m)).not.toContain('"items"');
      expect(Buffer.byteLength(s.frames.at(-1) ?? "")).toBeLessThan(ROOM_MESSAGE_MAX_BYTES);
    }
    const shown: string[] = [];
    /** Everyone votes (the counts come out by themselves), then 'next'. */
    const round = async (by: RoomSocket, all: RoomSocket[], from: RoomMessage) => {
      shown.push(mp(from).prompt?.text ?? "");
      const ids = seats.map((x) => x.seatId);
      let last = from;
      for (const [i, s] of all.entries()) {
        s.send({
          type: "move",
          version: last.game?.version,
          move: { type: "vote", target: ids[(i + 1) % ids.length] },
        });
        last = await by.next<RoomMessage>(
          (m) => isRoom(m) && (m.game?.version ?? 0) > (last.game?.version ?? 0),
        );
      }
      expect(mp(last).phase).toBe("revealed");
      by.send({ type: "move", version: last.game?.version, move: { type: "next" } });
      return by.next<RoomMessage>(
        (m) => isRoom(m) && (m.game?.version ?? 0) > (last.game?.version ?? 0),
      );
    };
    let now = hs.messages.filter(isRoom).at(-1) as RoomMessage;
    now = await round(hs, socks, now);
    const second = mp(now).prompt?.text ?? "";
    expect(texts.has(second)).toBe(true);

    // The server restarts: the room comes back from the database with the same question.
    await restart();
    socks = await connect(seats);
    const back = (socks[1] as RoomSocket).messages.filter(isRoom).at(-1) as RoomMessage;
    expect(mp(back).prompt?.text).toBe(second);
    const hs2 = socks[0] as RoomSocket;
    now = hs2.messages.filter(isRoom).at(-1) as RoomMessage;
    now = await round(hs2, socks, now);
    now = await round(hs2, socks, now);
    expect(now.phase).toBe("over");
    expect(new Set(shown).size).toBe(3);
    expect(shown.every((t) => texts.has(t))).toBe(true);

    // 'Jogar de novo' sends back the settings it was shown (the deck's summary): the deck plays.
    hs2.send({ type: "start", settings: now.settings });
    const again = await hs2.next<RoomMessage>(
      (m) =>
        isRoom(m) && m.phase === "playing" && (m.game?.version ?? 0) > (now.game?.version ?? 0),
    );
    const fresh = mp(again).prompt?.text ?? "";
    expect(texts.has(fresh)).toBe(true);
    expect(shown).not.toContain(fresh);
  });

  it("Eu Nunca: the deck's statements on every phone, kept after a restart", async () => {
    const deck = bigDeck("eu-nunca", "Firma");
    const texts = new Set(deck.items.map((i) => i.text));
    const { host, guests } = await srv.room("eu-nunca", ["Ana", "Bia", "Caio"]);
    const seats = [host, ...guests];
    let socks = await connect(seats);
    const hs = socks[0] as RoomSocket;
    hs.send({
      type: "start",
      settings: { categories: [], lives: 3, showAdult: false, customDeck: deck },
    });
    const started = await hs.next<RoomMessage>((m) => isRoom(m) && m.phase === "playing");
    const view = started.game?.view as EuNuncaView;
    expect(view.deck).toHaveLength(300);
    expect(texts.has(view.card?.text ?? "")).toBe(true);
    expect(view.deckName).toBe("Firma");
    expect(view.card?.category.name).toBe("Firma");
    // Only the card on the table travels, never the deck's other 299 texts.
    expect(Buffer.byteLength(hs.frames.at(-1) ?? "")).toBeLessThan(ROOM_MESSAGE_MAX_BYTES);

    // Everyone answers: the card is confirmed, the next one comes up.
    for (const [i, s] of socks.entries()) {
      const last = hs.messages.filter(isRoom).at(-1) as RoomMessage;
      s.send({
        type: "move",
        version: last.game?.version,
        move: { type: "answer", done: i === 0 },
      });
      await hs.next((m) => isRoom(m) && (m.game?.version ?? 0) > (last.game?.version ?? 0));
    }
    let last = hs.messages.filter(isRoom).at(-1) as RoomMessage;
    expect(en(last).phase).toBe("revealed");
    hs.send({ type: "move", version: last.game?.version, move: { type: "next" } });
    last = await hs.next<RoomMessage>(
      (m) => isRoom(m) && (m.game?.version ?? 0) > (last.game?.version ?? 0),
    );
    const second = en(last).card;
    expect(texts.has(second?.text ?? "")).toBe(true);
    expect(second?.text).not.toBe(view.card?.text);

    await restart();
    socks = await connect(seats);
    for (const s of socks) {
      const back = s.messages.filter(isRoom).at(-1) as RoomMessage;
      expect(en(back).card).toEqual(second);
    }
  });
});
