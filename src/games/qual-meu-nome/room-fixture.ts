import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { applyMove, type GameState as Engine, type Seat, startGame } from "../kit/engine/engine";
import { type QmnMove, type QmnState, qualMeuNomeGame } from "./logic";
import { cleanRoomSettings } from "./room-rules";

/** Qual Meu Nome's room tests share this table: four seats, their secret names, moves by seat. */

// A room of four: seats in order Ana, Bia, Caio, Duda (Ana and Caio are Azul, Bia and Duda Rosa).
export const players = [
  { id: "s-ana", name: "Ana" },
  { id: "s-bia", name: "Bia" },
  { id: "s-caio", name: "Caio" },
  { id: "s-duda", name: "Duda" },
];
export const SECRET: Record<string, string[]> = {
  "s-ana": ["Minha avó", "Pelé"],
  "s-bia": ["O síndico", "Xuxa"],
  "s-caio": ["Shrek", "Goku"],
  "s-duda": ["Frida Kahlo", "Zico"],
};
export const T0 = 1_700_000_000_000;
export const seat = (id: string): Seat => ({ kind: "player", playerId: id });
export const BOARD: Seat = { kind: "board" };
export type S = Engine<QmnState>;

export const begin = (over: Record<string, unknown> = {}, who = players): S =>
  startGame(
    qualMeuNomeGame,
    {
      players: who,
      settings: cleanRoomSettings({ source: "secretos", perPerson: 2, turnSeconds: 30, ...over }),
      bag: EMPTY_BAG,
    },
    7,
  );
export const attempt = (s: S, by: Seat, move: QmnMove | Record<string, unknown>, at = T0) =>
  applyMove(qualMeuNomeGame, s, { version: s.version, move, at, seat: by });
export const play = (s: S, by: string, move: QmnMove, at = T0): S => {
  const r = attempt(s, seat(by), move, at);
  if (!r.ok) throw new Error(`${move.type} by ${by}: ${r.code}`);
  return r.state;
};
export const submitAll = (s0: S): S =>
  players.reduce((s, p) => play(s, p.id, { type: "submit", names: SECRET[p.id] ?? [] }), s0);
export const text = (s: S, by: Seat) => JSON.stringify(qualMeuNomeGame.view(s.data, by));
