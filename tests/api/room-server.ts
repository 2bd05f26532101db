import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config";
import { startServer } from "../../src/server/server";
import { ORIGIN } from "./harness";
import { openRoomSocket, type RoomSocket } from "./rooms-client";

/** What creating a room or joining it returns (the board's credential only on creation). */
export type Seat = {
  code: string;
  roomId: string;
  seatId: string;
  credential: string;
  boardCredential: string;
};
export type Answer = { status: number; json: Record<string, any> };

/**
 * A real server on a port, for room sockets: PGlite in a temporary directory (or `dataDir`, to
 * restart on the same data), or a PostgreSQL database. Room limits are high unless `env` says.
 */
export async function roomServer(
  options: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "saideira-rooms-"));
  const server = await startServer(
    loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      TRUSTED_ORIGINS: "",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      LOG_LEVEL: "silent",
      ROOM_CREATE_MAX: "1000",
      ROOM_JOIN_MAX: "1000",
      ...options.env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    }),
  );
  const url = `http://127.0.0.1:${server.port}`;
  const opened: RoomSocket[] = [];

  const post = async (p: string, body: unknown): Promise<Answer> => {
    const res = await fetch(`${url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  /** A socket to the room (terminated by `close`); `null` sends no Origin header. */
  const socket = (code: string, origin: string | null = ORIGIN) => {
    const s = openRoomSocket(url, code, { origin });
    opened.push(s);
    return s;
  };
  /** A room of `gameId`: the host is the first name, each further name joins a seat. */
  const room = async (gameId: string, [hostName = "Host", ...names]: string[]) => {
    const host = (await post("/api/rooms", { gameId, name: hostName, colour: "#111111" }))
      .json as Seat;
    const guests: Seat[] = [];
    for (const [i, name] of names.entries())
      guests.push(
        (await post(`/api/rooms/${host.code}/join`, { name, colour: colours[i % colours.length] }))
          .json as Seat,
      );
    return { host, guests };
  };
  /** Stops the server and removes its data (the restart test stops `server` itself). */
  const close = async () => {
    for (const s of opened) s.terminate();
    await server.stop(1000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, url, dataDir, post, socket, room, close };
}

const colours = ["#222222", "#333333", "#444444", "#555555", "#666666", "#777777"];
