import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";

const app = setupApp({ signedIn: true, perFile: true });

describe("offline play", () => {
  it("loads once, goes offline, reloads and plays a game to its end; stats follow when back online", async () => {
    await app.page.goto("/classic");
    // The service worker controls the page once installed (first install takes over at once).
    await app.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
    for (const n of ["Ana", "Bia", "Caio"]) {
      await app.page.getByPlaceholder("Nome do jogador").fill(n);
      await app.page.getByRole("button", { name: "Adicionar" }).click();
    }
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.waitForURL(/\/classic\/play$/);

    await app.context.setOffline(true);
    await app.page.reload();
    await app.page.getByTestId("offline-badge").waitFor();
    await app.page.getByTestId("challenge").waitFor();
    expect(await app.page.getByTestId("turn").innerText()).toContain("Ana");
    await app.page.getByRole("button", { name: /^Cumpriu/ }).click();
    await app.page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    // The profile refetch after a finished game fails offline: the user stays signed in.
    await app.page.goto("/game-modes");
    await app.page.getByRole("heading", { name: "Escolha o jogo" }).waitFor();

    await app.context.setOffline(false);
    await app.page.goto("/stats");
    await expect
      .poll(() => app.page.getByTestId("total-Partidas").innerText(), { timeout: 15_000 })
      .toBe("1");
  });

  it("after signing out, an offline reload on the same phone does not bring the user back", async () => {
    await app.page.goto("/profile");
    await app.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    // Once more through the service worker, which keeps a copy of who is signed in.
    await app.page.reload();
    await app.page.getByRole("button", { name: "Sair da conta" }).click();
    await app.page.waitForURL(/\/auth(\?|$)/);

    await app.context.setOffline(true);
    await app.page.goto("/dashboard");
    await app.page.waitForURL(/\/auth(\?|$)/);
    expect(await app.page.getByRole("heading", { name: /Ana/ }).count()).toBe(0);
    await app.context.setOffline(false);
  });
});
