import type { CDPSession } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, tap } from "./game-turns";

const app = setupApp({ signedIn: true, clock: true });

interface TouchPoint {
  id: number;
  x: number;
  y: number;
}

/** The game's touch area; the fake clock (setupApp) fast-forwards the 3 s wait and countdown. */
async function open() {
  await app.page.goto("/touch-game");
  await app.page.getByTestId("touch-surface").waitFor();
}

const surface = () => app.page.getByTestId("touch-surface");
const phase = () => surface().getAttribute("data-phase");
const spots = () => app.page.getByTestId("finger");

/** Fingers placed inside the touch area, in page coordinates. */
async function fingersAt(offsets: [number, number][]): Promise<TouchPoint[]> {
  const box = await surface().boundingBox();
  if (!box) throw new Error("touch area not visible");
  return offsets.map(([dx, dy], id) => ({ id, x: box.x + dx, y: box.y + dy }));
}

type TouchType = "touchStart" | "touchMove" | "touchEnd" | "touchCancel";

async function touch(cdp: CDPSession, type: TouchType, touchPoints: TouchPoint[]) {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
}

async function centre(locator: ReturnType<typeof spots>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("spot not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The one chosen spot sits exactly where one of the given fingers is. */
async function expectChosenAmong(points: TouchPoint[]) {
  const chosen = app.page.locator('[data-testid="finger"][data-chosen="true"]');
  expect(await chosen.count()).toBe(1);
  expect(await app.page.getByText("Bebe!", { exact: true }).count()).toBe(1);
  const c = await centre(chosen);
  const match = points.filter((p) => Math.abs(p.x - c.x) <= 2 && Math.abs(p.y - c.y) <= 2);
  expect(match).toHaveLength(1);
}

describe("Toque na Sorte", () => {
  it("chooses exactly one of 3 fingers, and a lifted finger restarts the countdown", async () => {
    await open();
    const cdp = await app.context.newCDPSession(app.page);
    const three = await fingersAt([
      [70, 120],
      [250, 170],
      [160, 330],
    ]);

    await touch(cdp, "touchStart", three);
    await expect.poll(() => spots().count()).toBe(3);
    expect(await phase()).toBe("settling");
    await surface().getByText("Segurem firme!").waitFor();

    // Fingers wobble a little: moves follow the finger but do not restart the wait.
    await app.page.clock.fastForward(1_500);
    const moved = three.map((p) => ({ ...p, x: p.x + 6, y: p.y - 4 }));
    await touch(cdp, "touchMove", moved);
    await app.page.clock.fastForward(1_700);
    await app.page.getByTestId("countdown").waitFor();
    expect(await app.page.getByTestId("countdown").innerText()).toBe("3");

    await app.page.clock.fastForward(3_000);
    await expect.poll(phase).toBe("chosen");
    await expectChosenAmong(moved);
    await app.page
      .getByRole("status")
      .filter({ hasText: /^Dedo \S+: bebe!$/ })
      .waitFor({ state: "attached" });

    // 'De novo' shows up once every finger is off the screen.
    expect(await app.page.getByRole("button", { name: "De novo" }).count()).toBe(0);
    await touch(cdp, "touchEnd", []);
    await app.page.getByRole("button", { name: "De novo" }).click();
    expect(await phase()).toBe("waiting");
    expect(await spots().count()).toBe(0);

    // Second round: one finger leaves during the countdown, so the wait starts over.
    await touch(cdp, "touchStart", three);
    await app.page.clock.fastForward(4_000);
    await app.page.getByTestId("countdown").waitFor();
    const two = three.slice(0, 2);
    await touch(cdp, "touchEnd", [three[2] as TouchPoint]); // lifts only the third finger
    await expect.poll(phase).toBe("settling");
    expect(await app.page.getByTestId("countdown").count()).toBe(0);
    expect(await spots().count()).toBe(2);

    await app.page.clock.fastForward(2_500); // the old countdown would have ended by now
    expect(await phase()).toBe("settling");
    await app.page.clock.fastForward(1_000);
    await expect.poll(phase).toBe("countdown");
    await app.page.clock.fastForward(3_000);
    await expect.poll(phase).toBe("chosen");
    await expectChosenAmong(two);
    await touch(cdp, "touchEnd", []);
  });

  it("past the device's finger limit, offers the names mode and plays it to the end", async () => {
    await open();
    await app.context.setOffline(true); // everything after the first screen works without network
    const cdp = await app.context.newCDPSession(app.page);
    const five = await fingersAt([
      [40, 60],
      [120, 120],
      [200, 60],
      [280, 120],
      [160, 250],
    ]);
    await touch(cdp, "touchStart", five);
    await expect.poll(() => spots().count()).toBe(5);
    // What iOS does when a 6th finger lands: it cancels every touch.
    await touch(cdp, "touchCancel", []);
    await app.page
      .getByRole("dialog", { name: "Seu aparelho aceita no máximo 5 dedos de uma vez" })
      .waitFor();
    await app.page.getByRole("button", { name: "Escolher pelos nomes" }).click();

    for (const name of ["Ana", "Bia", "Caio"]) {
      await app.page.getByPlaceholder("Nome do jogador").fill(name);
      await app.page.getByRole("button", { name: "Adicionar" }).click();
    }
    await app.page.getByRole("button", { name: "Começar" }).click();
    await tap(app.page, app.page.getByRole("button", { name: "Sortear", exact: true }));
    const result = app.page.getByTestId("names-result");
    await expect.poll(() => result.innerText()).toMatch(/^(Ana|Bia|Caio) bebe!$/);
    const first = (await result.innerText()).replace(" bebe!", "");

    // Teams: everyone lands in one of two teams.
    await app.page.getByRole("button", { name: "Times", exact: true }).click();
    await tap(app.page, app.page.getByRole("button", { name: "Sortear", exact: true }));
    await expect.poll(() => result.innerText()).toBe("Times sorteados!");
    const teams = app.page.getByRole("list", { name: "Times" }).getByRole("listitem");
    expect(await teams.count()).toBe(2);
    expect(await teams.allInnerTexts()).toEqual([
      expect.stringContaining("Time A"),
      expect.stringContaining("Time B"),
    ]);

    await tap(app.page, app.page.getByRole("button", { name: "Encerrar e ver o placar" }));
    await app.page.getByRole("heading", { name: `${first} venceu!` }).waitFor();
    await app.page.getByRole("button", { name: "Jogar de novo" }).waitFor();
    await app.context.setOffline(false);
  });

  it("works with a mouse: clicks place spots, a click on a spot removes it, Space starts", async () => {
    await app.reopen({ device: "desktop" });
    await open();
    const box = await surface().boundingBox();
    if (!box) throw new Error("touch area not visible");
    const at = (dx: number, dy: number) => ({ x: box.x + dx, y: box.y + dy });
    for (const [dx, dy] of [
      [100, 80],
      [300, 90],
      [200, 220],
    ] as const) {
      const p = at(dx, dy);
      await app.page.mouse.click(p.x, p.y);
    }
    expect(await spots().count()).toBe(3);
    await app.page.mouse.click(at(300, 90).x, at(300, 90).y); // on a spot: removes it
    expect(await spots().count()).toBe(2);

    await armed(app.page); // a key right after a click would be taken for a double tap
    await app.page.keyboard.press("Space");
    await app.page.getByTestId("countdown").waitFor();
    expect(await app.page.getByTestId("countdown").innerText()).toBe("3");
    await app.page.clock.fastForward(3_000);
    await expect.poll(phase).toBe("chosen");
    await expectChosenAmong([
      { id: 0, ...at(100, 80) },
      { id: 2, ...at(200, 220) },
    ]);
    await app.page.getByRole("button", { name: "De novo" }).click();
    await expect.poll(phase).toBe("settling"); // the spots stay for the next round
  });
});
