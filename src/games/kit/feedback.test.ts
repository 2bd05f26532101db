// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in AudioContext that records what was started and when. */
class FakeContext {
  static last: FakeContext;
  state = "running";
  currentTime = 10;
  destination = {};
  started: { kind: "file" | "synth"; at: number }[] = [];
  stopped = 0;
  constructor() {
    FakeContext.last = this;
  }
  resume() {
    return Promise.resolve();
  }
  decodeAudioData() {
    return Promise.resolve({ duration: 0.03 });
  }
  node(kind: "file" | "synth") {
    const self = this;
    return {
      buffer: null,
      type: "",
      frequency: { value: 0 },
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect(next: unknown) {
        return next ?? this;
      },
      start(at: number) {
        self.started.push({ kind, at });
      },
      stop() {
        self.stopped += 1;
      },
    };
  }
  createBufferSource() {
    return this.node("file");
  }
  createOscillator() {
    return this.node("synth");
  }
  createGain() {
    return this.node("synth");
  }
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("AudioContext", FakeContext);
  fetchMock = vi.fn(async () => new Response(new Uint8Array(8)));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("game sounds", () => {
  it("the Som switch off: nothing is fetched and nothing plays", async () => {
    const { playSfx, preloadSfx, scheduleSfx } = await import("./feedback");
    await preloadSfx(["spin-tick", "win"], false);
    playSfx("win", false);
    scheduleSfx("spin-tick", [0, 100], false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeContext.last?.started ?? []).toEqual([]);
  });

  it("fetches a file only when first needed, then plays the file at each scheduled moment", async () => {
    const { preloadSfx, scheduleSfx } = await import("./feedback");
    expect(fetchMock).not.toHaveBeenCalled();
    await preloadSfx(["spin-tick", "tap"], true);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(["/sounds/tick.mp3"]);
    scheduleSfx("spin-tick", [0, 250, 1000], true);
    expect(FakeContext.last.started).toEqual([
      { kind: "file", at: 10 },
      { kind: "file", at: 10.25 },
      { kind: "file", at: 11 },
    ]);
  });

  it("a one-off sound's first use fetches its file and plays it", async () => {
    const { playSfx } = await import("./feedback");
    playSfx("win", true);
    await vi.waitFor(() => expect(FakeContext.last.started).toEqual([{ kind: "file", at: 10 }]));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(["/sounds/fanfare.mp3"]);
  });

  it("a file that fails to load leaves the synth in its place", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 404 }));
    const { playSfx, preloadSfx } = await import("./feedback");
    await preloadSfx(["win"], true);
    playSfx("win", true);
    const { started } = FakeContext.last;
    expect(started.length).toBeGreaterThan(1);
    expect(started.every((s) => s.kind === "synth")).toBe(true);
  });

  it("cancelling a spin's ticks stops the ones still to come", async () => {
    const { preloadSfx, scheduleSfx } = await import("./feedback");
    await preloadSfx(["spin-tick"], true);
    const cancel = scheduleSfx("spin-tick", [0, 100, 200], true);
    cancel();
    expect(FakeContext.last.stopped).toBe(3);
  });
});
