import { describe, it } from "vitest";
import { setupApp } from "./fixture";
import { turnWalks } from "./game-walks-turns";
import { inViewCheck, VIEWPORTS } from "./in-view";

const app = setupApp({ signedIn: true, clock: true });

describe("the turn games keep the prompt and its buttons on a phone's screen", () => {
  for (const vp of VIEWPORTS)
    for (const [game, walk] of Object.entries(turnWalks))
      it(`${game} at ${vp.width}x${vp.height}`, async () => {
        await app.page.setViewportSize(vp);
        await walk(app.page, inViewCheck(app.page, `${game} ${vp.width}x${vp.height}`));
      }, 120_000);
});
