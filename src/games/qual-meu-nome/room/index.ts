import type { RoomGameUi } from "../../kit/room-view";
import { QmnRoomView } from "./room-view";
import { QmnRoomSettingsForm, qmnRoomDefaults } from "./settings";
import "../styles.css";

/** Qual Meu Nome in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: QmnRoomView as RoomGameUi["View"],
  Settings: QmnRoomSettingsForm as RoomGameUi["Settings"],
  defaults: qmnRoomDefaults,
};
