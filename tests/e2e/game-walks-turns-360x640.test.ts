import { turnGameScreens } from "./a11y-kit";
import { turnWalks } from "./game-walks-turns";
import { describeGameWalks, SMALL_PHONE } from "./in-view";

// The turn games at the small phone: prompt and buttons in view at every step, and on the same
// walk the accessibility scan (axe-core, WCAG 2.2 AA, 44 px targets) of every screen.
describeGameWalks(
  "the turn games at 360x640: in view and accessible",
  turnWalks,
  SMALL_PHONE,
  turnGameScreens,
);
