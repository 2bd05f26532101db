import { describe, it } from "vitest";
import { setupApp } from "./fixture";
import { partyWalks } from "./game-walks-party";
import { inViewCheck, VIEWPORTS } from "./in-view";

const app = setupApp({ signedIn: true, clock: true });

describe("the party games keep the prompt and its buttons on a phone's screen", () => {
  for (const vp of VIEWPORTS)
    for (const [game, walk] of Object.entries(partyWalks))
      it(`${game} at ${vp.width}x${vp.height}`, async () => {
        await app.page.setViewportSize(vp);
        await walk(app.page, inViewCheck(app.page, `${game} ${vp.width}x${vp.height}`));
      }, 120_000);
});
