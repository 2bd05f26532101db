import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { requestMotionPermission, useArrowKeys, useTilt } from "./motion";

const orient = (beta: number | null, gamma: number | null) =>
  act(() => {
    window.dispatchEvent(Object.assign(new Event("deviceorientation"), { beta, gamma }));
  });

describe("Quem Sou Eu motion hooks", () => {
  it("turns orientation events into one gesture per tilt while active", () => {
    const onTilt = vi.fn();
    const { result } = renderHook(() => useTilt(true, onTilt));
    expect(result.current).toBe(false);
    orient(0, -89); // upright on the forehead
    orient(180, 30); // screen to the floor
    orient(180, 20);
    expect(onTilt).toHaveBeenCalledTimes(1);
    expect(onTilt).toHaveBeenLastCalledWith("acertou");
    orient(0, -88);
    orient(0, -30); // screen to the ceiling
    expect(onTilt).toHaveBeenLastCalledWith("passou");
    expect(result.current).toBe(true);
  });

  it("listens to nothing while inactive", () => {
    const onTilt = vi.fn();
    renderHook(() => useTilt(false, onTilt));
    orient(0, -89);
    orient(180, 30);
    expect(onTilt).not.toHaveBeenCalled();
  });

  it("answers with the arrow keys only while active", () => {
    const onAnswer = vi.fn();
    const { rerender } = renderHook(({ on }) => useArrowKeys(on, onAnswer), {
      initialProps: { on: true },
    });
    const press = (key: string) =>
      act(() => {
        window.dispatchEvent(new KeyboardEvent("keydown", { key }));
      });
    press("ArrowDown");
    press("ArrowUp");
    press("Enter");
    expect(onAnswer.mock.calls).toEqual([["acertou"], ["passou"]]);
    rerender({ on: false });
    press("ArrowDown");
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it("asks iOS for the sensor, and needs no permission elsewhere", async () => {
    expect(await requestMotionPermission()).toBe("not-needed");
    const requestPermission = vi.fn().mockResolvedValue("granted");
    vi.stubGlobal("DeviceOrientationEvent", Object.assign(class {}, { requestPermission }));
    expect(await requestMotionPermission()).toBe("granted");
    requestPermission.mockRejectedValueOnce(new Error("no gesture"));
    expect(await requestMotionPermission()).toBe("denied");
    vi.unstubAllGlobals();
  });
});
