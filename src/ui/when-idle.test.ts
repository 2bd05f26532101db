import { afterEach, describe, expect, it, vi } from "vitest";

/** The browser's idle callbacks, run by hand: one call of `idle()` is one idle period. */
function idleBrowser() {
  const pending: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => pending.push(run));
  return {
    pending,
    /** One idle period: the callback asked first runs, then its promises settle. */
    async idle() {
      pending.shift()?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("whenIdle: the work after a page is up", () => {
  it("runs one piece per idle period, in the order asked, the next only after the last settled", async () => {
    const browser = idleBrowser();
    const { whenIdle } = await import("./when-idle");
    const ran: string[] = [];
    let finishToaster = () => {};
    whenIdle(() => {
      ran.push("toaster");
      return new Promise<void>((resolve) => {
        finishToaster = resolve;
      });
    });
    whenIdle(() => ran.push("install prompt"));
    whenIdle(() => ran.push("dialog"));
    expect(ran).toEqual([]);
    await browser.idle();
    expect(ran).toEqual(["toaster"]);
    // The toaster's chunk has not arrived: nothing else is asked of the browser meanwhile.
    expect(browser.pending).toHaveLength(0);
    finishToaster();
    await browser.idle(); // the promise settles, the next idle period is asked
    await browser.idle();
    expect(ran).toEqual(["toaster", "install prompt"]);
    await browser.idle();
    expect(ran).toEqual(["toaster", "install prompt", "dialog"]);
  });

  it("a piece that fails (a chunk offline) does not hold up the ones after it", async () => {
    const browser = idleBrowser();
    const { whenIdle } = await import("./when-idle");
    const ran: string[] = [];
    whenIdle(() => Promise.reject(new Error("offline")));
    whenIdle(() => {
      throw new Error("broken");
    });
    whenIdle(() => ran.push("after"));
    for (let i = 0; i < 6; i++) await browser.idle();
    expect(ran).toEqual(["after"]);
  });
});
