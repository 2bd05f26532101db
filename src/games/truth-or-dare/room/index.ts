import type { RoomGameUi } from "../../kit/room-view";
import { TruthOrDareRoomView } from "./room-view";
import { TruthOrDareRoomSettings, truthOrDareRoomDefaults } from "./settings";
import "../styles.css";

/** Verdade ou Desafio in a room (loaded only by the room pages). */
export const ui: RoomGameUi = {
  View: TruthOrDareRoomView as RoomGameUi["View"],
  Settings: TruthOrDareRoomSettings as RoomGameUi["Settings"],
  defaults: truthOrDareRoomDefaults,
};
