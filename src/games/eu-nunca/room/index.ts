import type { RoomGameUi } from "../../kit/room-view";
import { EuNuncaRoomView } from "./room-view";
import { EuNuncaRoomSettings, euNuncaRoomDefaults } from "./settings";
import "../styles.css";

/** Eu Nunca in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: EuNuncaRoomView as RoomGameUi["View"],
  Settings: EuNuncaRoomSettings as RoomGameUi["Settings"],
  defaults: euNuncaRoomDefaults,
};
