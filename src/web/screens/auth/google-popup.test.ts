// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runGooglePopup } from "./google-popup";

describe("Google sign-in popup", () => {
  let popup: { closed: boolean };
  beforeEach(() => {
    vi.useFakeTimers();
    popup = { closed: false };
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("waits 500 ms, opens the account chooser's popup and logs domain, origin and environment", async () => {
    const outcome = runGooglePopup();
    await vi.advanceTimersByTimeAsync(499);
    expect(window.open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(window.open).toHaveBeenCalledWith(
      "/api/auth/google/start",
      "saideira-google",
      expect.stringContaining("popup=yes"),
    );
    expect(console.info).toHaveBeenCalledWith("[saideira] Google sign-in", {
      domain: "localhost",
      origin: window.location.origin,
      environment: "development",
    });
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { type: "saideira-auth", status: "ok" },
      }),
    );
    await expect(outcome).resolves.toEqual({ kind: "done" });
  });

  it("a blocked popup is an error with its own message code", async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const outcome = runGooglePopup();
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toEqual({ kind: "error", code: "auth/popup-blocked" });
  });

  it("a popup the user closes ends silently, and Google's access_denied maps to a cancel", async () => {
    const closed = runGooglePopup();
    await vi.advanceTimersByTimeAsync(500);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(400);
    await expect(closed).resolves.toEqual({ kind: "closed" });

    popup = { closed: false };
    const denied = runGooglePopup();
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: window.location.origin,
        data: { type: "saideira-auth", status: "error", error: "access_denied" },
      }),
    );
    await expect(denied).resolves.toEqual({ kind: "error", code: "auth/popup-closed-by-user" });
  });

  it("ignores messages from another origin", async () => {
    const outcome = runGooglePopup();
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://mal.example",
        data: { type: "saideira-auth", status: "ok" },
      }),
    );
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(400);
    await expect(outcome).resolves.toEqual({ kind: "closed" });
  });
});
