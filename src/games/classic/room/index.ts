import type { RoomGameUi } from "../../kit/room-view";
import { ClassicRoomView } from "./room-view";
import { ClassicRoomSettings, classicRoomDefaults } from "./settings";
import "../styles.css";

/** Modo Clássico in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: ClassicRoomView as RoomGameUi["View"],
  Settings: ClassicRoomSettings as RoomGameUi["Settings"],
  defaults: classicRoomDefaults,
};
