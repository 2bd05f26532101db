import { beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { button } from "./game-turns";
import { mailedVerificationLink, signUpViaApi } from "./harness";

const ADMIN = "admin-screens@example.com";
// A server of its own for ADMIN_EMAILS, on a desktop window.
const app = setupApp({ env: { ADMIN_EMAILS: ADMIN }, perFile: true, device: "desktop" });

beforeAll(async () => {
  await signUpViaApi(app.context, app.server.url, ADMIN);
  // ADMIN_EMAILS makes the account admin once its email is verified: open the mailed link.
  const link = mailedVerificationLink(app.server.dataDir, ADMIN);
  await app.context.request.get(link, { maxRedirects: 0 });
});

async function open(path: string) {
  await app.page.goto(path);
  await app.page.locator("main").first().waitFor();
  await app.networkIdle();
}

describe("admin screens", () => {
  it("the icon card's 'Padrão' button keeps its icon whole on a desktop", async () => {
    await app.page.setViewportSize({ width: 1280, height: 800 });
    await open("/admin/icons");
    const icon = app.page.getByTestId("icon-card-saideira").locator("button svg").last();
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(19.5);
    expect(box?.height).toBeGreaterThanOrEqual(19.5);
  });

  it("the banner preview has the dashboard slide's size, type and wrapping on a phone", async () => {
    const measure = (text: ReturnType<typeof app.page.getByTestId>) =>
      text.evaluate((el) => {
        const title = el.firstElementChild as HTMLElement;
        const slide = el.parentElement as HTMLElement;
        return {
          font: getComputedStyle(title).fontSize,
          lines: Math.round(
            title.offsetHeight / Number.parseFloat(getComputedStyle(title).lineHeight),
          ),
          width: Math.round(slide.getBoundingClientRect().width / 8),
        };
      });
    await app.page.setViewportSize({ width: 390, height: 844 });
    await open("/dashboard");
    const dashboard = await measure(app.page.getByTestId("banner-text").first());
    await app.page.setViewportSize({ width: 1280, height: 800 });
    await open("/admin/banners");
    const preview = await measure(app.page.getByTestId("banner-text").first());
    expect(preview).toEqual(dashboard);
  });

  it("the install-prompt form brings its first error into view on a phone", async () => {
    await app.page.setViewportSize({ width: 360, height: 640 });
    await open("/admin/install-prompt");
    await app.page.locator("form").getByLabel("Título").fill("");
    await button(app.page, "Salvar configurações").click();
    const error = app.page.locator("form p.text-danger").first();
    await error.waitFor();
    await expect
      .poll(async () => {
        const box = await error.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 640;
      })
      .toBe(true);
    expect(
      await app.page
        .locator("form")
        .getByLabel("Título")
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });
});
