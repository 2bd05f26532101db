import { turnWalks } from "./game-walks-turns";
import { describeGameWalks, TALL_PHONE } from "./in-view";

// The turn games at the tall phone: prompt and buttons in view at every step (axe runs at 360x640).
describeGameWalks(
  "the turn games at 390x844 keep the prompt and its buttons in view",
  turnWalks,
  TALL_PHONE,
);
