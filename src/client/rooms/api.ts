import type {
  CreateRoomAnswer,
  CreateRoomInput,
  JoinRoomAnswer,
  JoinRoomInput,
  RoomSummary,
} from "../../shared/schemas/room";
import { toHttpError } from "../api";
import { saveRoomCredential } from "./credentials";

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
