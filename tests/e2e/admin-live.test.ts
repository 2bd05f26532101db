import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allGames } from "../../src/games/extras";
import { setupApp } from "./fixture";
import { mailedVerificationLink, signUpViaApi } from "./harness";

const ADMIN = "live-admin@example.com";
// A 2x2 magenta PNG; the server re-encodes it.
const PNG_2X2 =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z5D2nyGNAUIBACl+BZV9hBAvAAAAAElFTkSuQmCC";

// Icon changes reach every visitor: a server of this file's own.
const app = setupApp({ env: { ADMIN_EMAILS: ADMIN }, perFile: true, device: "desktop" });
let files: string;
let png: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "saideira-live-e2e-"));
  png = path.join(files, "icone.png");
  writeFileSync(png, Buffer.from(PNG_2X2, "base64"));
  await signUpViaApi(app.context, app.server.url, ADMIN);
  const link = mailedVerificationLink(app.server.dataDir, ADMIN);
  await app.context.request.get(link, { maxRedirects: 0 });
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

describe("admin changes reach other devices", () => {
  it("lists every game on the icon and featured-tag screens", async () => {
    await app.page.goto("/admin/icons");
    await app.page.getByTestId("icon-card-truth-or-dare").waitFor();
    expect(await app.page.locator('[data-testid^="icon-card-"]').count()).toBe(allGames.length);
    await app.page.getByTestId("icon-card-cards").waitFor();

    await app.page.goto("/admin/featured-tags");
    await app.page.getByTestId("tags-cards").waitFor();
    expect(await app.page.locator('[data-testid^="tags-"]').count()).toBe(allGames.length);
    await app.page.getByTestId("tags-truth-or-dare").waitFor();
  });

  it("shows a new icon in a second browser context without a reload (server-sent events)", async () => {
    const other = await app.player();
    const streamOpen = other.page.waitForResponse((r) => r.url().endsWith("/api/icons/events"));
    await other.page.goto("/game-modes");
    expect((await streamOpen).headers()["content-type"]).toBe("text/event-stream");
    const seen = other.page.getByTestId("game-cards").locator("img");
    const before = await seen.getAttribute("src");
    expect(before).not.toContain("/uploads/");
    let reloaded = false;
    other.page.on("framenavigated", (f) => {
      if (f === other.page.mainFrame()) reloaded = true;
    });

    await app.page.goto("/admin/icons");
    const card = app.page.getByTestId("icon-card-cards");
    await card.locator('input[type="file"]').setInputFiles(png);
    await card.getByText("Ícone personalizado").waitFor();
    const adminSrc = await card.getByRole("img", { name: "Ícone de Cartas" }).getAttribute("src");
    expect(adminSrc).toContain("/uploads/");

    await expect.poll(() => seen.getAttribute("src"), { timeout: 10_000 }).toBe(adminSrc);
    expect(reloaded).toBe(false);

    // Back to the default art: the other device follows again.
    await card.getByRole("button", { name: "Padrão" }).click();
    await app.page.getByRole("button", { name: "Restaurar" }).click();
    await card.getByText("Ícone padrão").waitFor();
    await expect.poll(() => seen.getAttribute("src"), { timeout: 10_000 }).toBe(before);
  });
});
