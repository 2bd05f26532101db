import { describe, expect, it } from "vitest";
import { appStarted, setupApp } from "./fixture";

const app = setupApp({ signedIn: true });

const scrollY = () => app.page.evaluate(() => Math.round(window.scrollY));
/** Set on the document: still there after a move within the app, gone after a page load. */
const markDocument = () =>
  app.page.evaluate(() => {
    (window as unknown as { kept: boolean }).kept = true;
  });
const sameDocument = () =>
  app.page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

describe("moving around with React Router (decision 055; scroll restoration of decision 035)", () => {
  it("back, forward and a reload return to where the list was; a new page starts at its top", async () => {
    const { page } = app;
    await page.goto("/game-modes");
    await appStarted(page);
    const card = page.locator('a[data-testid^="game-"]').last();
    await card.scrollIntoViewIfNeeded();
    const listAt = await scrollY();
    expect(listAt).toBeGreaterThan(300);
    const href = await card.getAttribute("href");
    await markDocument();

    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole("link", { name: "Voltar" }).waitFor();
    expect(await sameDocument()).toBe(true);
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/game-modes$/);
    await expect.poll(scrollY).toBe(listAt);
    expect(await sameDocument()).toBe(true);

    await page.goForward();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect.poll(scrollY).toBe(listAt);

    await page.reload();
    await appStarted(page);
    expect(await sameDocument()).toBe(false);
    await expect.poll(scrollY).toBe(listAt);
  });

  it("a link clicked with Ctrl opens in a new tab and leaves this one where it was", async () => {
    const { page, context } = app;
    await page.goto("/dashboard");
    const link = page.locator('a[href="/game-modes"]').first();
    await link.waitFor();
    const opened = context.waitForEvent("page");
    await link.click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForURL(/\/game-modes$/);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await tab.close();
  });
});
