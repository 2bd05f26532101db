import type { CDPSession } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, armed, doubleTap, gameVersion, tap } from "./game-turns";

const app = setupApp({ signedIn: true, clock: true });

const surface = () => app.page.getByTestId("touch-surface");
const phase = () => surface().getAttribute("data-phase");
const chosenSpot = () => app.page.locator('[data-testid="finger"][data-chosen="true"]');

async function touch(
  cdp: CDPSession,
  type: "touchStart" | "touchEnd",
  points: { id: number; x: number; y: number }[],
) {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
}

/** The names on the table with how many times each was chosen ("Ana 2"). */
const tally = () =>
  app.page
    .getByRole("list", { name: "Nomes" })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((li) => {
        const [name, times] = (li.textContent ?? "").split(/(\d+)×/);
        return `${name} ${times ?? 0}`;
      }),
    );
const total = async () => (await tally()).reduce((n, row) => n + Number(row.split(" ")[1]), 0);

async function namesMode() {
  await app.page.goto("/touch-game");
  await app.page.getByRole("button", { name: "Modo pelos nomes" }).click();
  await addPlayers(app.page, ["Ana", "Bia", "Caio"]);
  await app.page.getByRole("button", { name: "Começar" }).click();
}
const sortear = () => app.page.getByRole("button", { name: /^Sortear/ });
const result = () => app.page.getByTestId("names-result");

describe("Toque na Sorte on the game engine", () => {
  it("a reload after the fingers' pick shows the same one chosen, and 'De novo'", async () => {
    await app.page.goto("/touch-game");
    await surface().waitFor();
    const box = await surface().boundingBox();
    if (!box) throw new Error("touch area not visible");
    const fingers = [
      [70, 120],
      [250, 170],
      [160, 330],
    ].map(([dx = 0, dy = 0], id) => ({ id, x: box.x + dx, y: box.y + dy }));
    const cdp = await app.context.newCDPSession(app.page);
    await touch(cdp, "touchStart", fingers);
    await app.page.clock.fastForward(3_500);
    await app.page.getByTestId("countdown").waitFor();
    await app.page.clock.fastForward(3_000);
    await expect.poll(phase).toBe("chosen");
    const before = await chosenSpot().boundingBox();
    await cdp.detach();
    await app.page.reload();
    await expect.poll(phase).toBe("chosen");
    expect(await chosenSpot().count()).toBe(1);
    expect(await chosenSpot().boundingBox()).toEqual(before);
    await app.page.getByText("Bebe!", { exact: true }).waitFor();
    // The fingers are off the glass after a reload: 'De novo' is there at once.
    await app.page.getByRole("button", { name: "De novo" }).click();
    await expect.poll(phase).toBe("waiting");
  });

  it("a reload after 'Sortear' shows the same name and count, without drawing again", async () => {
    await namesMode();
    await tap(app.page, sortear());
    await expect.poll(() => result().innerText()).toMatch(/bebe!$/);
    const [text, names] = [await result().innerText(), await tally()];
    await app.page.reload();
    await expect.poll(() => result().innerText()).toBe(text);
    expect(await tally()).toEqual(names);
  });

  it("two taps 80 ms apart on 'Sortear' draw one name, not two", async () => {
    await namesMode();
    await armed(app.page);
    const before = await gameVersion(app.page);
    await doubleTap(app.page, sortear());
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await expect.poll(() => result().innerText()).toMatch(/bebe!$/);
    await armed(app.page);
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await total()).toBe(1);
    // Positive control: a deliberate tap does draw again.
    await tap(app.page, sortear());
    await expect.poll(total).toBe(2);
  });
});
