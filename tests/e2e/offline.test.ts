import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { classicCardsOnly, tap } from "./game-turns";
import { signUpViaApi } from "./harness";

const app = setupApp({ signedIn: true, perFile: true });

describe("offline play", () => {
  it("loads once, goes offline, reloads and plays a game to its end; stats follow when back online", async () => {
    await app.page.goto("/classic");
    // The service worker controls the page once installed (first install takes over at once).
    await app.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    await classicCardsOnly(app.page);
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
    // Ana reaches 10 of 10; the round ends with Bia and Caio before she wins.
    await tap(app.page, app.page.getByRole("button", { name: /^Cumpriu/ }));
    await tap(app.page, app.page.getByRole("button", { name: /^Bebeu/ }));
    await tap(app.page, app.page.getByRole("button", { name: /^Bebeu/ }));
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

  it("signing out offline on a shared phone: no page of the account until the sign-out went out, and it goes out first", async () => {
    const { page, context } = app;
    // The file shares one phone and the test before signed out: Ana signs in again.
    await signUpViaApi(context, app.server.url);
    await page.goto("/profile");
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    await page.reload();
    await page.getByRole("button", { name: "Sair da conta" }).waitFor();
    await app.networkIdle();
    const sessionCookie = (await context.cookies())
      .filter((c) => c.name.includes("session_token"))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
    expect(sessionCookie).not.toBe("");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Sair da conta" }).click();
    const pending = page.getByText("A saída da conta será concluída quando a conexão voltar.");
    await pending.waitFor();
    // Every page of the account says so instead of showing it, even reloaded from the cache.
    for (const url of ["/dashboard", "/profile", "/stats"]) {
      await page.goto(url);
      await pending.waitFor();
      expect(await page.getByRole("heading", { name: /Ana/ }).count(), url).toBe(0);
      expect(await page.getByRole("button", { name: "Sair da conta" }).count(), url).toBe(0);
    }

    // Back online, but the sign-out cannot get through yet (a flaky connection): a page of the
    // account arrives from the server with Ana's data (the cookie still works), yet nothing of
    // hers may show, at any moment.
    await page.addInitScript(() => {
      const seen = (window as unknown as { sawAccount: boolean[] }).sawAccount ?? [];
      (window as unknown as { sawAccount: boolean[] }).sawAccount = seen;
      new MutationObserver(() => {
        if (/Ana!|Sair da conta/.test(document.body?.innerText ?? "")) seen.push(true);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const sawAccount = () =>
      page.evaluate(() => (window as unknown as { sawAccount: boolean[] }).sawAccount);
    await page.route("**/api/auth/sign-out", (route) => route.abort("internetdisconnected"));
    await context.setOffline(false);
    await page.goto("/dashboard");
    await pending.waitFor();
    await app.networkIdle();
    expect(await sawAccount()).toEqual([]);

    // Once it gets through, the sign-out is the first thing that goes out for the account.
    const sent: string[] = [];
    let signedOutAt = -1;
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) sent.push(`${r.method()} ${url.pathname}`);
    });
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/api/auth/sign-out" && r.ok() && signedOutAt < 0)
        signedOutAt = sent.length;
    });
    await page.unroute("**/api/auth/sign-out");
    await page.reload();
    await page.waitForURL(/\/auth(\?|$)/);
    expect(signedOutAt).toBeGreaterThan(0);
    const accountRequests = sent
      .slice(0, signedOutAt)
      .filter((r) => /\/api\/(auth\/get-session|profile|stats|sessions|groups)/.test(r));
    expect(accountRequests).toEqual([]);
    expect(await sawAccount()).toEqual([]);

    // The server session is gone: the old cookie signs nobody in.
    const check = await fetch(`${app.server.url}/api/auth/get-session`, {
      headers: { cookie: sessionCookie },
    });
    expect(await check.json()).toBeNull();
    await page.goto("/dashboard");
    await page.waitForURL(/\/auth(\?|$)/);
    expect(await page.getByRole("heading", { name: /Ana/ }).count()).toBe(0);
  });
});
