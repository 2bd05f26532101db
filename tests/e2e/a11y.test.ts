import { describe, expect, it } from "vitest";
import { publicPaths, signedInPaths } from "../../src/shared/routes";
import {
  adminScreens,
  findings,
  partyGameScreens,
  pathOf,
  turnGameScreens,
  visit,
} from "./a11y-kit";
import { setupApp } from "./fixture";
import { signUpViaApi } from "./harness";

// axe is injected as a script: let it past the app's Content-Security-Policy in this test only.
const app = setupApp({ perFile: true, contextOptions: { bypassCSP: true } });

/**
 * Screens with no game on them; the games are scanned on their walks (game-walks-*-360x640), the
 * admin in a11y-admin.
 */
const publicScreens = [
  "/",
  "/home",
  "/auth",
  "/esqueci-senha",
  "/redefinir-senha",
  "/redefinir-senha?token=exemplo",
  "/politica-de-privacidade",
  "/termos-de-servico",
  "/test-localstorage",
  "/nao-existe",
];
const signedInScreens = [
  "/onboarding",
  "/dashboard",
  "/stats",
  "/game-modes",
  "/profile",
  "/recommendations",
  "/manage-players",
  "/entrar", // the room code form (the room pages themselves need a room: rooms.test.ts)
  "/baralhos", // a deck's own pages and /b/CODE need a deck: decks-share.test.ts
  "/baralhos/novo",
];

describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  it("scans every path of the app somewhere", () => {
    const scanned = new Set([
      ...[...publicScreens, "/splash", "/auth/popup"].map((p) => p.replace(/\?.*/, "")),
      ...signedInScreens,
      ...adminScreens,
      ...turnGameScreens,
      ...partyGameScreens,
      "/saideira", // a redirect to /roulette/start
      "/eu-nunca", // a redirect to /eu-nunca/categorias
    ]);
    expect([...publicPaths, ...signedInPaths].filter((p) => !scanned.has(p))).toEqual([]);
  });

  it("finds no violation on the public screens", async () => {
    const { problems, scan } = findings();
    for (const p of publicScreens) {
      await visit(app, p);
      await scan(app.page, p);
    }
    await app.page.goto("/auth");
    await app.page.getByRole("button", { name: "Criar conta" }).click();
    await app.page.getByRole("button", { name: "Criar Conta" }).waitFor();
    await scan(app.page, "/auth (criar conta)");

    // The splash moves on to /auth once its images are in: hold the list of banners meanwhile.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await app.context.route("**/api/banners", async (route) => {
      await held;
      await route.continue();
    });
    await app.page.goto("/splash");
    await app.page.getByText(/^Carregando recursos/).waitFor();
    await scan(app.page, "/splash");
    expect(pathOf(app.page)).toBe("/splash");
    release();
    await app.page.waitForURL(/\/auth$/);
    await app.context.unroute("**/api/banners");

    // Google's sign-in lands there in a popup, which closes itself: keep this one open.
    const popup = await app.context.newPage();
    await popup.addInitScript(() => {
      window.close = () => {};
    });
    await popup.goto("/auth/popup?status=ok");
    await popup.getByText(/^Concluindo o login/).waitFor();
    await scan(popup, "/auth/popup");
    await popup.close();
    expect(problems).toEqual([]);
  });

  it("finds no violation on the signed-in screens, and the 403 page of /admin", async () => {
    await signUpViaApi(app.context, app.server.url);
    const { problems, scan } = findings();
    for (const p of signedInScreens) {
      await visit(app, p);
      await scan(app.page, p);
    }
    await visit(app, "/profile");
    await app.page.getByRole("button", { name: "Excluir minha conta" }).click();
    await app.page.getByRole("dialog").waitFor();
    await scan(app.page, "/profile (excluir conta)");

    await visit(app, "/manage-players");
    await app.page.getByRole("button", { name: "Novo grupo" }).click();
    await app.page.getByLabel("Nome do grupo").waitFor();
    await scan(app.page, "/manage-players (novo grupo)");

    await visit(app, "/admin/crm");
    await app.page.getByRole("heading", { name: "403 · Acesso negado" }).waitFor();
    await scan(app.page, "/admin/crm (403)");
    expect(problems).toEqual([]);
  }, 120_000);
});
