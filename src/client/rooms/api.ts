import type {
  BoardCodeAnswer,
  CreateRoomAnswer,
  CreateRoomInput,
  JoinRoomAnswer,
  JoinRoomInput,
  PairBoardAnswer,
  RoomSummary,
} from "../../shared/schemas/room";
import { toHttpError } from "../api";
import { saveBoardCredential, saveRoomCredential } from "./credentials";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api/rooms${path}`, {
    ...init,
    credentials: "include",
    headers: { "content-type": "application/json" },
  });
  if (!res.ok) throw await toHttpError(res);
  return (await res.json()) as T;
}

/** Opens a room; the seat's and the board's credentials stay on this device. */
export async function createRoom(input: CreateRoomInput): Promise<CreateRoomAnswer> {
  const answer = await call<CreateRoomAnswer>("", { method: "POST", body: JSON.stringify(input) });
  saveRoomCredential(answer.code, {
    seatId: answer.seatId,
    credential: answer.credential,
    boardCredential: answer.boardCredential,
  });
  return answer;
}

export async function joinRoom(code: string, input: JoinRoomInput): Promise<JoinRoomAnswer> {
  const answer = await call<JoinRoomAnswer>(`/${encodeURIComponent(code)}/join`, {
    method: "POST",
    body: JSON.stringify(input),
  });
  saveRoomCredential(answer.code, { seatId: answer.seatId, credential: answer.credential });
  return answer;
}

export async function roomSummary(code: string): Promise<RoomSummary> {
  return (await call<{ room: RoomSummary }>(`/${encodeURIComponent(code)}`)).room;
}

/** The host's phone asks for a one-time code to open the board on another device. */
export async function createBoardCode(
  code: string,
  seat: { seatId: string; credential: string },
): Promise<BoardCodeAnswer> {
  return call<BoardCodeAnswer>(`/${encodeURIComponent(code)}/board-code`, {
    method: "POST",
    body: JSON.stringify({ seatId: seat.seatId, credential: seat.credential }),
  });
}

/** The TV trades the code for a board credential of its own, kept on this device. */
export async function pairBoard(code: string, pairingCode: string): Promise<string> {
  const answer = await call<PairBoardAnswer>(`/${encodeURIComponent(code)}/board`, {
    method: "POST",
    body: JSON.stringify({ pairingCode }),
  });
  saveBoardCredential(code, answer.boardCredential);
  return answer.boardCredential;
}
