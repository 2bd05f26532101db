import { partyGameScreens } from "./a11y-kit";
import { partyWalks } from "./game-walks-party";
import { describeGameWalks, SMALL_PHONE } from "./in-view";

// The party games at the small phone: prompt and buttons in view at every step, and on the same
// walk the accessibility scan (axe-core, WCAG 2.2 AA, 44 px targets) of every screen.
describeGameWalks(
  "the party games at 360x640: in view and accessible",
  partyWalks,
  SMALL_PHONE,
  partyGameScreens,
);
