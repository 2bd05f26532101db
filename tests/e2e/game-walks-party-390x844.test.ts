import { partyWalks } from "./game-walks-party";
import { describeGameWalks, TALL_PHONE } from "./in-view";

// The party games at the tall phone: prompt and buttons in view at every step (axe runs at 360x640).
describeGameWalks(
  "the party games at 390x844 keep the prompt and its buttons in view",
  partyWalks,
  TALL_PHONE,
);
