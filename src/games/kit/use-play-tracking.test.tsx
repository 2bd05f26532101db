import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePlayTracking } from "./use-play-tracking";

const sent = vi.hoisted(() => vi.fn());
vi.mock("../../client/outbox", () => ({ sendOrQueue: sent }));

let tracking: ReturnType<typeof usePlayTracking>;
function Game() {
  tracking = usePlayTracking("sueca");
  return null;
}
const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Game />
    </QueryClientProvider>,
  );
const calls = () => sent.mock.calls.map((c) => `${c[1]} ${(c[2] as { gameId: string }).gameId}`);

describe("usePlayTracking", () => {
  beforeEach(() => sent.mockReset().mockResolvedValue(undefined));
  afterEach(cleanup);

  it("starts on mount and, at the end, ends, counts the play and the victory", async () => {
    mount();
    await act(() => tracking.finish({ victory: true }));
    expect(calls()).toEqual([
      "/api/stats/start sueca",
      "/api/stats/end sueca",
      "/api/stats/played sueca",
      "/api/stats/victory sueca",
    ]);
  });

  it("leaving an unfinished game ends it (its minutes count) without counting a play", () => {
    const view = mount();
    view.unmount();
    expect(calls()).toEqual(["/api/stats/start sueca", "/api/stats/end sueca"]);
  });

  it("leaving after the end sends nothing more; 'Jogar de novo' starts a new play", async () => {
    const view = mount();
    await act(() => tracking.finish({ victory: false }));
    view.unmount();
    expect(calls()).toEqual([
      "/api/stats/start sueca",
      "/api/stats/end sueca",
      "/api/stats/played sueca",
    ]);
    sent.mockClear();
    const again = mount();
    await act(() => tracking.finish({ victory: false }));
    act(() => tracking.restart());
    again.unmount();
    expect(calls()).toEqual([
      "/api/stats/start sueca",
      "/api/stats/end sueca",
      "/api/stats/played sueca",
      "/api/stats/start sueca",
      "/api/stats/end sueca",
    ]);
  });
});
