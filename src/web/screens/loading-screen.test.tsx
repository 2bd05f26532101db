import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingScreen } from "./loading-screen";

const message = () => screen.getByTestId("loading-screen").querySelector("p")?.textContent ?? "";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("loading screen (spec sections 2 and 9)", () => {
  it("is a status region with a spinner and a playful message", () => {
    render(<LoadingScreen />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(message()).toBe("Colocando gelo no balde...");
  });

  it("shows ten different messages, each for 2 seconds, then starts over", () => {
    render(<LoadingScreen />);
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const current = message();
      seen.push(current);
      expect(current.length, `message ${i}`).toBeGreaterThan(5);
      act(() => vi.advanceTimersByTime(1999));
      expect(message(), `message ${i} before 2 s`).toBe(current);
      act(() => vi.advanceTimersByTime(1));
      expect(message(), `message ${i} after 2 s`).not.toBe(current);
    }
    expect(new Set(seen).size).toBe(10);
    // After the tenth the first comes back.
    expect(message()).toBe(seen[0]);
    act(() => vi.advanceTimersByTime(2000));
    expect(message()).toBe(seen[1]);
  });

  it("stops its timer when it goes away", () => {
    const { unmount } = render(<LoadingScreen />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
