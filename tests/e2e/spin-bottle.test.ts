import { describe, expect, it } from "vitest";
import { normalizeAngle, playerAtAngle, SPIN_SPEED } from "../../src/games/spin-bottle/logic";
import { setupApp } from "./fixture";

const app = setupApp({ signedIn: true, reducedMotion: false });

const NAMES = ["Ana", "Bia", "Caio", "Duda", "Enzo"];

async function setUp(names: string[]) {
  await app.page.goto("/spin-bottle");
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await app.page.getByRole("button", { name: "Adicionar" }).click();
  }
}

const bottleAngle = async () =>
  Number(await app.page.getByTestId("bottle").getAttribute("data-angle"));

/**
 * A real touch flick (CDP touch events): eight moves of `step` degrees around the centre, ~16 ms
 * apart, then let go. Positive steps turn clockwise.
 */
async function flick(step: number) {
  const launches = Number(
    (await app.page.getByTestId("bottle").getAttribute("data-launches")) ?? 0,
  );
  await app.page
    .getByTestId("bottle-table")
    .evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = await app.page.getByTestId("bottle-table").boundingBox();
  if (!box) throw new Error("no table");
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = box.width * 0.3;
  const at = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return [{ x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) }];
  };
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(200) });
  for (let i = 1; i <= 8; i++) {
    await app.page.waitForTimeout(16);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(200 + i * step),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  // The page handles the release after CDP answers: wait for this spin to leave the hand.
  await app.page.waitForSelector(`[data-testid="bottle"][data-launches="${launches + 1}"]`);
}

/** The name under the bottle's final angle must be the one announced. */
async function expectLandedOnAnnouncedPlayer(names: string[]) {
  const picked = app.page.getByTestId("picked");
  await picked.waitFor();
  const angle = await bottleAngle();
  const expected = names[playerAtAngle(angle, names.length)];
  expect(await picked.innerText()).toContain(`apontou para ${expected}!`);
  const landed = await app.page.locator("[data-seat][data-landed]").innerText();
  expect(landed).toBe(expected);
  return expected as string;
}

async function answerCard() {
  const prompt = app.page.getByTestId("prompt");
  await prompt.waitFor();
  const text = await prompt.innerText();
  expect(text).not.toMatch(/\{jogador\}|\{outro\}/);
  const kind = await prompt.getAttribute("data-kind");
  const done = kind === "bebe" ? /^Feito/ : /^Cumpriu/;
  await app.page.getByRole("button", { name: done }).click();
}

describe("Girar a Garrafa", () => {
  it("a touch flick spins the bottle with real motion and lands on the announced player", async () => {
    await setUp(NAMES);
    await app.page.getByRole("button", { name: "10", exact: true }).click();
    await app.page.getByRole("button", { name: "Começar" }).click();
    expect(await app.page.getByTestId("turn").innerText()).toContain("Ana");
    await app.page.getByText("Giro 1 de 10").waitFor();

    await flick(30);
    const v1 = Number(await app.page.getByTestId("bottle").getAttribute("data-velocity"));
    expect(v1).toBeGreaterThanOrEqual(SPIN_SPEED.min);
    expect(v1).toBeLessThanOrEqual(SPIN_SPEED.max);
    // Mid-spin the bottle is moving and nobody is chosen yet.
    const a1 = await bottleAngle();
    await expect.poll(bottleAngle).not.toBe(a1);
    expect(await bottleAngle()).toBeGreaterThan(a1); // a clockwise flick turns clockwise
    expect(await app.page.getByTestId("picked").count()).toBe(0);

    const picked = await expectLandedOnAnnouncedPlayer(NAMES);
    const end = await bottleAngle();
    expect(end - normalizeAngle(a1)).toBeGreaterThan(180); // it really travelled
    await answerCard();
    // The chosen player spins next.
    expect(await app.page.getByTestId("turn").innerText()).toContain(picked);
    await app.page.getByText("Giro 2 de 10").waitFor();

    // A flick 2.5 times as fast the other way: counter-clockwise, at least as strong (the
    // speed comes from the finger, clamped to the top speed).
    await flick(-75);
    const v2 = Number(await app.page.getByTestId("bottle").getAttribute("data-velocity"));
    expect(v2).toBeLessThan(0);
    expect(-v2).toBeGreaterThanOrEqual(v1);
    expect(-v2).toBeLessThanOrEqual(SPIN_SPEED.max);
    const b1 = await bottleAngle();
    await expect.poll(bottleAngle).not.toBe(b1);
    expect(await bottleAngle()).toBeLessThan(b1);
    await expectLandedOnAnnouncedPlayer(NAMES);
  });

  it("taps and keyboard spins play a whole night to the scoreboard, offline", async () => {
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(NAMES.slice(0, 3));
    await app.page.getByRole("button", { name: "10", exact: true }).click();
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();

    // A tap on the bottle: a random strength, straight to the result with reduced motion.
    await app.page.getByTestId("bottle-table").tap();
    await expectLandedOnAnnouncedPlayer(NAMES.slice(0, 3));
    await answerCard();

    for (let spin = 2; spin <= 10; spin++) {
      await app.page.getByText(`Giro ${spin} de 10`).waitFor();
      if (spin % 2) {
        await app.page.getByTestId("bottle-table").focus();
        await app.page.keyboard.press("Enter");
      } else {
        await app.page.getByRole("button", { name: "Girar", exact: true }).click();
      }
      await expectLandedOnAnnouncedPlayer(NAMES.slice(0, 3));
      await answerCard();
    }
    // Random spins: one player may lead, or several may tie on points.
    await app.page.getByRole("heading", { name: /venceu!$|^Empate entre / }).waitFor();
    await app.page.getByRole("list", { name: "Pódio" }).waitFor();
    await app.context.setOffline(false);
  });

  it("lets the chosen player pick Verdade or Desafio, and can end early", async () => {
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(NAMES.slice(0, 4));
    await app.page.getByRole("button", { name: "Quem cai escolhe" }).click();
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.getByRole("button", { name: "Girar", exact: true }).click();
    const picked = await expectLandedOnAnnouncedPlayer(NAMES.slice(0, 4));
    await app.page.getByText(`${picked}, verdade ou desafio?`).waitFor();
    await app.page.getByRole("button", { name: "Desafio" }).click();
    expect(await app.page.getByTestId("prompt").getAttribute("data-kind")).toBe("desafio");
    await app.page.getByRole("button", { name: /^Recusou/ }).click();
    await app.page.getByRole("button", { name: "Encerrar e ver o placar" }).click();
    // Nobody scored before the early end: the four players tie.
    await app.page.getByRole("heading", { name: /^Empate entre .+, .+, .+ e .+$/ }).waitFor();
  });
});
