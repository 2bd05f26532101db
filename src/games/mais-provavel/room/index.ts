import type { RoomGameUi } from "../../kit/room-view";
import { MaisProvavelRoomView } from "./room-view";
import { MaisProvavelRoomSettings, maisProvavelRoomDefaults } from "./settings";
import "../styles.css";

/** Quem é Mais Provável? in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: MaisProvavelRoomView as RoomGameUi["View"],
  Settings: MaisProvavelRoomSettings as RoomGameUi["Settings"],
  defaults: maisProvavelRoomDefaults,
};
