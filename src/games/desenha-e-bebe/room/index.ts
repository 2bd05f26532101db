import type { RoomGameUi } from "../../kit/room-view";
import { DesenhaRoomView } from "./room-view";
import { DesenhaRoomChoices, desenhaRoomDefaults } from "./settings";
import "../styles.css";

/** Desenha e Bebe in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: DesenhaRoomView as RoomGameUi["View"],
  Settings: DesenhaRoomChoices as RoomGameUi["Settings"],
  defaults: desenhaRoomDefaults,
};
