import { beforeAll, describe, expect, it } from "vitest";
import { adminScreens, findings, scannedPaths, visit } from "./a11y-kit";
import { setupApp } from "./fixture";
import { mailedVerificationLink, signUpViaApi } from "./harness";

const ADMIN = "admin@example.com";

// A server of its own for ADMIN_EMAILS; axe is injected as a script, past the app's CSP.
const app = setupApp({
  env: { ADMIN_EMAILS: ADMIN },
  perFile: true,
  contextOptions: { bypassCSP: true },
});

beforeAll(async () => {
  await signUpViaApi(app.context, app.server.url, ADMIN);
  // ADMIN_EMAILS makes the account admin once its email is verified: open the mailed link.
  const link = mailedVerificationLink(app.server.dataDir, ADMIN);
  await app.context.request.get(link, { maxRedirects: 0 });
});

describe("accessibility of the admin screens (axe-core, WCAG 2.2 AA)", () => {
  it("finds no violation on the 9 admin screens, signed in as an admin", async () => {
    const player = await app.player(); // someone else in the CRM's list
    const { problems, scan } = findings();
    for (const p of adminScreens) {
      await visit(app, p);
      expect(await app.page.getByText("403 · Acesso negado").count(), p).toBe(0);
      await scan(app.page, p);
    }
    // The CRM's confirmation before disabling someone.
    const row = app.page.getByTestId(`user-${player.email}`);
    await row.getByRole("button", { name: "Desativar" }).click();
    await app.page.getByRole("dialog").waitFor();
    await scan(app.page, "/admin/crm (desativar)");
    await app.page.keyboard.press("Escape");
    expect(problems).toEqual([]);
    expect([...scannedPaths]).toEqual(adminScreens);
  }, 120_000);
});
