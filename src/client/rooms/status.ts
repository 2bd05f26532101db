import { ROOM_CLOSE } from "../../shared/schemas/room";

/**
 * Where a phone's connection to its room stands (what the banner says):
 * connecting 'Conectando…', reconnecting 'Reconectando…', live (with `back` right after a
 * reconnect: 'De volta!'), closed 'Sala encerrada', kicked (the host removed this seat) and
 * unauthorized (the credential was refused: join again).
 */
export type RoomStatus =
  | { kind: "connecting" }
  | { kind: "reconnecting" }
  | { kind: "live"; back: boolean }
  | { kind: "closed" }
  | { kind: "kicked" }
  | { kind: "unauthorized" };

export type StatusEvent =
  | { type: "room" }
  | { type: "lost" }
  | { type: "closed"; code: number }
  | { type: "said"; reason: "kicked" | "closed" | "idle" };

const FINAL = new Set(["closed", "kicked", "unauthorized"]);

/** What a close code means for the phone (decision 027): a final state, or try again. */
export function closeOutcome(code: number): "closed" | "kicked" | "unauthorized" | "retry" {
  switch (code) {
    case ROOM_CLOSE.notFound:
    case ROOM_CLOSE.abuse:
      return "closed";
    case ROOM_CLOSE.kicked:
      return "kicked";
    case ROOM_CLOSE.unauthorized:
      return "unauthorized";
    default:
      return "retry";
  }
}

/** The next status; a final one stays final. */
export function nextStatus(status: RoomStatus, event: StatusEvent): RoomStatus {
  if (FINAL.has(status.kind)) return status;
  switch (event.type) {
    case "room":
      // Live again after having been lost: 'De volta!' (the first connection is not a return).
      if (status.kind === "live") return status;
      return { kind: "live", back: status.kind === "reconnecting" };
    case "lost":
      return status.kind === "connecting" ? status : { kind: "reconnecting" };
    case "closed": {
      const outcome = closeOutcome(event.code);
      if (outcome !== "retry") return { kind: outcome };
      return status.kind === "connecting" ? status : { kind: "reconnecting" };
    }
    case "said":
      return { kind: event.reason === "kicked" ? "kicked" : "closed" };
  }
}
